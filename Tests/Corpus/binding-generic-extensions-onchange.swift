// Demonstrates: generic extensions on SwiftUI's `Binding` — `func onChange(_:) -> Binding<Value>` built with `Binding<Value>(get:set:)`, `extension Binding where Value == Bool { var negated }`, and `extension Binding where Value: BinaryFloatingPoint` mapping a slider's value to an Int — used by form controls.
import SwiftUI

extension Binding {
    func onChange(_ action: @escaping (Value) -> Void) -> Binding<Value> {
        Binding<Value>(
            get: { wrappedValue },
            set: { newValue in
                wrappedValue = newValue
                action(newValue)
            }
        )
    }
}

extension Binding where Value == Bool {
    var negated: Binding<Bool> {
        Binding<Bool>(get: { !wrappedValue }, set: { wrappedValue = !$0 })
    }
}

extension Binding where Value == Int {
    func asDouble() -> Binding<Double> {
        Binding<Double>(get: { Double(wrappedValue) }, set: { wrappedValue = Int($0.rounded()) })
    }
}

struct NotificationSettings: View {
    @State private var muted = false
    @State private var volume = 4
    @State private var log: [String] = []

    var body: some View {
        Form {
            Toggle("Sound on", isOn: $muted.negated)
            Toggle("Muted", isOn: $muted.onChange { log.append("muted: \($0)") })
            Stepper("Volume \(volume)", value: $volume.onChange { log.append("volume: \($0)") }, in: 0...10)
            Slider(value: $volume.asDouble(), in: 0...10, step: 1)
            Section("Log") {
                ForEach(Array(log.enumerated()), id: \.offset) { entry in
                    Text(entry.element)
                }
            }
        }
        .onChange(of: log) { _, newValue in print(newValue.last ?? "") }
    }
}

#Preview {
    NotificationSettings()
}
