// Demonstrates: a stopwatch computing elapsed time from Date differences (timeIntervalSince), TimelineView(.periodic) redraws, and laps kept in an array with a formatted string.
import SwiftUI

struct StopwatchView: View {
    @State private var startDate: Date?
    @State private var accumulated: TimeInterval = 0
    @State private var laps: [TimeInterval] = []

    private func elapsed(at now: Date) -> TimeInterval {
        accumulated + (startDate.map { now.timeIntervalSince($0) } ?? 0)
    }

    private func format(_ interval: TimeInterval) -> String {
        let minutes = Int(interval) / 60
        let seconds = Int(interval) % 60
        let tenths = Int((interval * 10).truncatingRemainder(dividingBy: 10))
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }

    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 0.1)) { context in
                Text(format(elapsed(at: context.date)))
                    .font(.system(.largeTitle, design: .monospaced))
            }
            HStack {
                Button(startDate == nil ? "Start" : "Stop") {
                    if let start = startDate {
                        accumulated += Date().timeIntervalSince(start)
                        startDate = nil
                    } else {
                        startDate = Date()
                    }
                }
                Button("Lap") {
                    laps.append(elapsed(at: Date()))
                }
                .disabled(startDate == nil)
            }
            ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                Text("Lap \(index + 1): \(format(lap))")
            }
        }
    }
}

#Preview {
    StopwatchView()
}
