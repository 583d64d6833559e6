// Demonstrates: Slider over a Double range with step, onEditingChanged, and a Double range literal.
import SwiftUI

struct VolumeControl: View {
    @State private var volume = 0.5
    @State private var editing = false
    private let range = 0.0...1.0

    var body: some View {
        VStack {
            Slider(value: $volume, in: range, step: 0.1, onEditingChanged: { isEditing in
                editing = isEditing
            })
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            Text("Volume \(Int(volume * 100))%")
                .foregroundColor(editing ? .red : .blue)
            Button("Mute") { volume = range.lowerBound }
            Button("Max") { volume = range.upperBound }
        }
        .padding()
    }
}

#Preview {
    VolumeControl()
}
