// Demonstrates: a stopwatch on the Observation framework: `@Observable final class Stopwatch` with `var elapsed: TimeInterval = 0`, `var laps: [TimeInterval] = []`, `@ObservationIgnored private var timer: Timer?`, `Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in self?.elapsed += 0.1 }`, `invalidate()` on stop, a `static func format(_:)` using `Duration.seconds(…).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 1)))`, a view holding it in `@State private var stopwatch = Stopwatch()`, lap rows `ForEach(Array(stopwatch.laps.enumerated()), id: \.offset)`, and `.monospacedDigit()`.
// Source: public app code (a stopwatch app moved from ObservableObject to @Observable, found through a search for Observable Timer.scheduledTimer laps); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

@Observable
final class Stopwatch {
    var elapsed: TimeInterval = 0
    var laps: [TimeInterval] = []
    var isRunning: Bool { timer != nil }

    @ObservationIgnored private var timer: Timer?

    func start() {
        guard timer == nil else { return }
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            self?.elapsed += 0.1
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }

    func lap() {
        laps.insert(elapsed, at: 0)
    }

    func reset() {
        stop()
        elapsed = 0
        laps.removeAll()
    }

    static func format(_ interval: TimeInterval) -> String {
        Duration.seconds(interval).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 1)))
    }
}

struct StopwatchView: View {
    @State private var stopwatch = Stopwatch()

    var body: some View {
        VStack(spacing: 24) {
            Text(Stopwatch.format(stopwatch.elapsed))
                .font(.system(size: 56, weight: .light))
                .monospacedDigit()

            HStack(spacing: 40) {
                Button(stopwatch.isRunning ? "Lap" : "Reset") {
                    stopwatch.isRunning ? stopwatch.lap() : stopwatch.reset()
                }
                Button(stopwatch.isRunning ? "Stop" : "Start") {
                    stopwatch.isRunning ? stopwatch.stop() : stopwatch.start()
                }
                .tint(stopwatch.isRunning ? .red : .green)
            }
            .buttonStyle(.bordered)

            List {
                ForEach(Array(stopwatch.laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(stopwatch.laps.count - index)")
                        Spacer()
                        Text(Stopwatch.format(lap))
                            .monospacedDigit()
                    }
                }
            }
        }
    }
}

#Preview {
    StopwatchView()
}
