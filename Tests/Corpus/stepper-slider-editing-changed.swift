// Demonstrates: Stepper and Slider with onEditingChanged — a thermostat where the slider reports when a drag begins and ends, the stepper nudges by a step, and an "editing" badge follows the drag.
import SwiftUI

struct ThermostatView: View {
    @State private var target = 21.0
    @State private var fanSpeed = 2
    @State private var isAdjusting = false
    @State private var log: [String] = []

    var body: some View {
        Form {
            Section {
                Slider(value: $target, in: 16...28, step: 0.5) {
                    Text("Target")
                } minimumValueLabel: {
                    Text("16°")
                } maximumValueLabel: {
                    Text("28°")
                } onEditingChanged: { editing in
                    isAdjusting = editing
                    log.append(editing ? "drag began at \(target)" : "drag ended at \(target)")
                }
                Text("Target \(target, specifier: "%.1f")°C")
                    .foregroundStyle(isAdjusting ? .orange : .primary)
            }
            Section {
                Stepper("Fan speed \(fanSpeed)", value: $fanSpeed, in: 0...5, step: 1) { editing in
                    print("stepper editing: \(editing)")
                }
                Stepper {
                    Text("Nudge target")
                } onIncrement: {
                    target += 0.5
                } onDecrement: {
                    target -= 0.5
                }
            }
            Section("Log") {
                ForEach(log, id: \.self) { line in
                    Text(line)
                }
            }
        }
        .onChange(of: target) { old, new in
            print("target \(old) -> \(new)")
        }
    }
}

#Preview {
    ThermostatView()
}
