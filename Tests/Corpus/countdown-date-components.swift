// Demonstrates: an event countdown — Calendar dateComponents between now and a target, Date arithmetic with addingTimeInterval and Calendar.date(byAdding:), and date formatting styles.
import SwiftUI

struct Countdown {
    let title: String
    let date: Date

    func remaining(from now: Date, calendar: Calendar = .current) -> String {
        guard date > now else { return "Started" }
        let parts = calendar.dateComponents([.day, .hour, .minute], from: now, to: date)
        var pieces: [String] = []
        if let days = parts.day, days > 0 { pieces.append("\(days)d") }
        if let hours = parts.hour, hours > 0 { pieces.append("\(hours)h") }
        if let minutes = parts.minute { pieces.append("\(minutes)m") }
        return pieces.joined(separator: " ")
    }
}

struct CountdownView: View {
    @State private var now = Date.now
    @State private var events: [Countdown] = {
        let start = Date.now
        return [
            Countdown(title: "Standup", date: start.addingTimeInterval(90 * 60)),
            Countdown(title: "Launch", date: Calendar.current.date(byAdding: .day, value: 3, to: start)!),
        ]
    }()

    var body: some View {
        List(events, id: \.title) { event in
            VStack(alignment: .leading) {
                Text(event.title).font(.headline)
                Text(event.date.formatted(date: .abbreviated, time: .shortened))
                Text(event.remaining(from: now))
                    .monospacedDigit()
            }
        }
        .safeAreaInset(edge: .bottom) {
            HStack {
                Button("Skip 2 hours") { now = now.addingTimeInterval(2 * 3600) }
                Button("Skip a day") { now = Calendar.current.date(byAdding: .day, value: 1, to: now)! }
            }
        }
        .onChange(of: now) {
            print(events.map { "\($0.title): \($0.remaining(from: now))" })
        }
    }
}

#Preview {
    CountdownView()
}
