// Demonstrates: a stopwatch with TimelineView(.periodic(from:by:)) reading context.date, Date arithmetic into Duration (.seconds with fractional Double), Duration.formatted(.time(pattern: .minuteSecond(padMinuteToLength:fractionalSecondsLength:))), laps stored as TimeInterval with min/max highlighting, and a struct holding start/accumulated state with mutating methods.
// Source: learner's app (a stopwatch clone from a course's time and dates week); written for Vivarium in that style, not copied.
// First paste: failed at mount: timelineview-stopwatch-duration-laps.swift:39:57: error: not supported in the playground: inferring the type of '.minuteSecond' here (write it as 'Type.minuteSecond')
import SwiftUI

struct StopwatchState {
    private(set) var startedAt: Date?
    private(set) var accumulated: TimeInterval = 0
    private(set) var laps: [TimeInterval] = []
    private var lastLapAt: TimeInterval = 0

    var isRunning: Bool { startedAt != nil }

    func elapsed(at now: Date) -> TimeInterval {
        accumulated + (startedAt.map { now.timeIntervalSince($0) } ?? 0)
    }

    mutating func toggle(at now: Date) {
        if let startedAt {
            accumulated += now.timeIntervalSince(startedAt)
            self.startedAt = nil
        } else {
            startedAt = now
        }
    }

    mutating func lap(at now: Date) {
        let total = elapsed(at: now)
        laps.append(total - lastLapAt)
        lastLapAt = total
    }

    mutating func reset() {
        self = StopwatchState()
    }
}

func format(_ interval: TimeInterval) -> String {
    Duration.seconds(interval).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2)))
}

struct StopwatchView: View {
    @State private var state = StopwatchState()

    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 0.1)) { context in
                Text(format(state.elapsed(at: context.date)))
                    .font(.largeTitle.monospacedDigit())
            }
            HStack {
                Button(state.isRunning ? "Stop" : "Start") { state.toggle(at: .now) }
                Button("Lap") { state.lap(at: .now) }
                    .disabled(!state.isRunning)
                Button("Reset") { state.reset() }
            }
            ForEach(Array(state.laps.enumerated()), id: \.offset) { index, lap in
                HStack {
                    Text("Lap \(index + 1)")
                    Spacer()
                    Text(format(lap))
                        .foregroundStyle(lap == state.laps.min() ? .green : lap == state.laps.max() ? .red : .primary)
                }
            }
        }
        .onChange(of: state.laps.count) { print("laps: \(state.laps.map(format))") }
    }
}

#Preview {
    StopwatchView()
}
