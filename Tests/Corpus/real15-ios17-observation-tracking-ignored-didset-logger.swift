// Demonstrates: Observation details people trip over: `@ObservationIgnored` on a cache and a logger, a `didSet` on an `@Observable` property, `withObservationTracking(_:onChange:)` firing once for the first change, a computed property depending on two stored ones, and a view that only reads the ignored property not updating.
// Source: blog post (an "Observation framework deep dive" article covering ObservationIgnored and withObservationTracking, found through a search for withObservationTracking onChange fires once ObservationIgnored didSet Observable computed property); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

@Observable
final class Thermostat {
    var target: Double = 20 {
        didSet { log.append("target \(oldValue) -> \(target)") }
    }
    var current: Double = 18
    @ObservationIgnored var log: [String] = []
    @ObservationIgnored var refreshCount = 0

    var isHeating: Bool { current < target }
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()

    var body: some View {
        VStack(spacing: 12) {
            Text("Target \(thermostat.target, specifier: "%.1f")°")
            Text("Current \(thermostat.current, specifier: "%.1f")°")
            Text(thermostat.isHeating ? "Heating" : "Idle")
            Text("Refreshes (ignored): \(thermostat.refreshCount)")
            Button("Warmer") { thermostat.target += 0.5 }
            Button("Heat up room") { thermostat.current += 3 }
            Button("Count refresh") { thermostat.refreshCount += 1 }
            Button("Print log") { print(thermostat.log) }
        }
        .onAppear {
            withObservationTracking {
                _ = thermostat.isHeating
            } onChange: {
                print("heating state will change")
            }
        }
    }
}

#Preview {
    ThermostatView()
}
