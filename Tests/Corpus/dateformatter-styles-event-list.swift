// Demonstrates: DateFormatter with dateStyle/timeStyle (.medium, .short, .none) and a fixed locale and time zone, a NumberFormatter.Style beside a DateFormatter.Style, Date(timeIntervalSince1970:), addingTimeInterval, Calendar.isDate(_:inSameDayAs:).
import SwiftUI

struct Event: Identifiable {
    let id: Int
    let title: String
    let start: Date
}

enum Formatters {
    static func dateFormatter(date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateStyle = date
        formatter.timeStyle = time
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }

    static let percent: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = NumberFormatter.Style.percent
        formatter.locale = Locale(identifier: "en_US")
        return formatter
    }()
}

struct EventListView: View {
    @State private var showsTime = true
    let base = Date(timeIntervalSince1970: 1_700_000_000)

    var events: [Event] {
        [
            Event(id: 1, title: "Standup", start: base),
            Event(id: 2, title: "Review", start: base.addingTimeInterval(3 * 3600)),
            Event(id: 3, title: "Offsite", start: base.addingTimeInterval(2 * 86_400)),
        ]
    }

    var formatter: DateFormatter {
        Formatters.dateFormatter(date: .medium, time: showsTime ? .short : .none)
    }

    var body: some View {
        List {
            Toggle("Show time", isOn: $showsTime)
            ForEach(events) { event in
                VStack(alignment: .leading) {
                    Text(event.title)
                    Text(formatter.string(from: event.start)).font(.caption)
                }
            }
            let sameDay = events.filter { Calendar.current.isDate($0.start, inSameDayAs: base) }.count
            Text("Same day as first: \(sameDay)")
            Text("Done: \(Formatters.percent.string(from: 0.25) ?? "")")
        }
        .onChange(of: showsTime) { _, _ in
            print(events.map { formatter.string(from: $0.start) })
        }
    }
}

#Preview {
    EventListView()
}
