// Demonstrates: Measurement<UnitLength>/<UnitTemperature> conversions, Duration arithmetic and components, and ContinuousClock-based timing in a task.
import SwiftUI

struct RunSummary {
    var distance = Measurement(value: 5, unit: UnitLength.kilometers)
    var elapsed: Duration = .seconds(1_530)

    var miles: Double {
        distance.converted(to: .miles).value
    }

    var pacePerKilometer: Duration {
        elapsed / distance.value
    }

    var paceText: String {
        let seconds = pacePerKilometer.components.seconds
        return String(format: "%d:%02d /km", seconds / 60, seconds % 60)
    }
}

struct RunView: View {
    @State private var run = RunSummary()
    @State private var outside = Measurement(value: 68, unit: UnitTemperature.fahrenheit)
    @State private var lastTiming = "not timed"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Distance: \(run.distance.value, specifier: "%.1f") km = \(run.miles, specifier: "%.2f") mi")
            Text("Elapsed: \(run.elapsed.components.seconds) s")
            Text("Pace: \(run.paceText)")
            Text("Outside: \(outside.converted(to: .celsius).value, specifier: "%.0f") °C")
            Text(lastTiming)
            Button("Add 1 km, 5 min") {
                run.distance = run.distance + Measurement(value: 1, unit: .kilometers)
                run.elapsed += .seconds(300)
            }
            Button("Warmer") {
                outside.value += 9
            }
            Button("Time a sleep") {
                Task {
                    let clock = ContinuousClock()
                    let took = await clock.measure {
                        try? await Task.sleep(for: .milliseconds(200))
                    }
                    lastTiming = took >= .milliseconds(200) ? "slept at least 200 ms" : "too fast"
                }
            }
        }
        .padding()
    }
}

#Preview {
    RunView()
}
