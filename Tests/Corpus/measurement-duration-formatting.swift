// Demonstrates: formatting in a running log — Measurement with UnitLength conversion, number format styles with precision, Duration formatted as time, and percent formatting.
import SwiftUI

struct Run: Identifiable {
    let id: Int
    let meters: Double
    let seconds: Int

    var distance: Measurement<UnitLength> { Measurement(value: meters, unit: .meters) }
    var pacePerKilometer: Duration { .seconds(Double(seconds) / (meters / 1000)) }
}

struct RunLog: View {
    @State private var runs = [
        Run(id: 1, meters: 5_000, seconds: 1_560),
        Run(id: 2, meters: 10_250, seconds: 3_390),
    ]
    @State private var useMiles = false
    private let goalMeters = 20_000.0

    private var total: Double { runs.reduce(0) { $0 + $1.meters } }

    var body: some View {
        List {
            ForEach(runs) { run in
                VStack(alignment: .leading) {
                    Text(useMiles
                         ? run.distance.converted(to: .miles).value.formatted(.number.precision(.fractionLength(2))) + " mi"
                         : run.distance.converted(to: .kilometers).value.formatted(.number.precision(.fractionLength(1))) + " km")
                    Text(Duration.seconds(run.seconds).formatted(.time(pattern: .hourMinuteSecond)))
                    Text("Pace \(run.pacePerKilometer.formatted(.time(pattern: .minuteSecond))) /km")
                }
            }
            Text("Goal: \((total / goalMeters).formatted(.percent.precision(.fractionLength(0))))")
            Toggle("Miles", isOn: $useMiles)
            Button("Add 3 km") {
                runs.append(Run(id: runs.count + 1, meters: 3_000, seconds: 1_020))
                print("total \(total.formatted(.number.grouping(.automatic))) m")
            }
        }
    }
}

#Preview {
    RunLog()
}
