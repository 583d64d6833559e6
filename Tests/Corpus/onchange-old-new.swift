// Demonstrates: .onChange(of:) with the two-parameter closure and initial: true, and the zero-parameter form.
import SwiftUI

struct OnChangeDemo: View {
    @State private var value = 0
    @State private var log: [String] = []

    var body: some View {
        VStack {
            Text("Value \(value)")
            ForEach(log.indices, id: \.self) { index in
                Text(log[index]).font(.caption)
            }
            Button("Increment") { value += 1 }
            Button("Reset") { value = 0 }
        }
        .onChange(of: value, initial: true) { oldValue, newValue in
            log.append("\(oldValue) → \(newValue)")
        }
        .onChange(of: value) {
            print("value changed")
        }
    }
}

#Preview {
    OnChangeDemo()
}
