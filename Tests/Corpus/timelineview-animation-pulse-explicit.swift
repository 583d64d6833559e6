// Demonstrates: TimelineView schedules — .animation(minimumInterval:paused:) driving a pulse from context.date, .everyMinute for a clock label, and .explicit with a list of dates for a countdown, plus a pause toggle.
import SwiftUI

struct PulseView: View {
    @State private var paused = false
    private let launch = Date.now

    var body: some View {
        VStack(spacing: 20) {
            TimelineView(.animation(minimumInterval: 1, paused: paused)) { timeline in
                let elapsed = timeline.date.timeIntervalSince(launch)
                let phase = Int(elapsed.rounded()) % 4
                Circle()
                    .fill(phase == 0 ? Color.red : Color.pink)
                    .frame(width: 40 + CGFloat(phase) * 10, height: 40 + CGFloat(phase) * 10)
                    .overlay(Text("\(phase)"))
            }

            TimelineView(.everyMinute) { context in
                Text(context.date, style: .time)
            }

            TimelineView(.explicit([launch.addingTimeInterval(1), launch.addingTimeInterval(3)])) { context in
                let left = max(0, 3 - Int(context.date.timeIntervalSince(launch)))
                Text(left == 0 ? "Liftoff" : "T-\(left)")
            }

            Toggle("Paused", isOn: $paused)
        }
        .padding()
    }
}

#Preview {
    PulseView()
}
