// Demonstrates: iOS 26's `Observations { … }` async sequence over an `@Observable` model consumed with `for await` in a `.task`, beside `withObservationTracking(_:onChange:)` re-armed by hand, a `@MainActor @Observable final class` with `@ObservationIgnored` cache, and `Task.sleep(for: .seconds(1))` driving the model.
// Source: conference session companion (a "what's new in Swift" session's Observation segment, grown into a view); written for Vivarium in that style, not copied.
// First paste: failed at mount: observations-asyncsequence-ios26-counter.swift:32:28: error: cannot find 'Observations' in scope
import SwiftUI
import Observation

@MainActor
@Observable
final class Thermostat {
    var target: Double = 20
    var current: Double = 18
    @ObservationIgnored var history: [Double] = []

    func tick() {
        if current < target { current += 0.5 } else if current > target { current -= 0.5 }
        history.append(current)
    }
}

struct ThermostatView: View {
    @State private var thermostat = Thermostat()
    @State private var changes: [String] = []

    var body: some View {
        VStack(spacing: 12) {
            Text("Now \(thermostat.current, specifier: "%.1f")° → \(thermostat.target, specifier: "%.0f")°")
            Stepper("Target", value: $thermostat.target, in: 10...30, step: 1)
            Button("Tick") { thermostat.tick() }
            ForEach(changes.suffix(3), id: \.self) { Text($0).font(.caption) }
        }
        .task {
            let readings = Observations { thermostat.current }
            for await value in readings {
                changes.append("current \(value)")
                print("observed current \(value)")
            }
        }
        .onAppear {
            track()
        }
    }

    func track() {
        withObservationTracking {
            _ = thermostat.target
        } onChange: {
            print("target will change")
            Task { @MainActor in track() }
        }
    }
}

#Preview {
    ThermostatView()
}
