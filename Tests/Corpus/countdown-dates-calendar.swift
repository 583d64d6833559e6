// Demonstrates: countdowns to events: a Gregorian calendar in UTC made in a computed property, DateComponents, date(byAdding:), startOfDay, Comparable events.
// Source: blog companion (date arithmetic); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: writing through '@Calendar'
import SwiftUI

struct Event: Identifiable, Comparable {
    let id = UUID()
    let name: String
    let date: Date

    static func < (lhs: Event, rhs: Event) -> Bool {
        lhs.date < rhs.date
    }
}

struct CountdownView: View {
    private let now = Date(timeIntervalSince1970: 1_718_000_000)
    @State private var events: [Event] = []

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    var body: some View {
        List {
            ForEach(events.sorted()) { event in
                HStack {
                    VStack(alignment: .leading) {
                        Text(event.name).font(.headline)
                        Text(Self.formatter.string(from: event.date))
                            .font(.caption)
                    }
                    Spacer()
                    Text(daysLeft(until: event.date))
                        .monospacedDigit()
                }
            }
        }
        .onAppear {
            let holiday = calendar.date(from: DateComponents(year: 2024, month: 12, day: 25))!
            let trip = now.addingTimeInterval(60 * 60 * 24 * 10)
            let birthday = calendar.date(byAdding: .month, value: 2, to: now)!
            events = [Event(name: "Holiday", date: holiday), Event(name: "Trip", date: trip), Event(name: "Birthday", date: birthday)]
            for event in events.sorted() {
                print(event.name, Self.formatter.string(from: event.date), daysLeft(until: event.date))
            }
            let comps = calendar.dateComponents([.year, .month, .day, .weekday], from: now)
            print(comps.year ?? 0, comps.month ?? 0, comps.day ?? 0, comps.weekday ?? 0)
        }
    }

    private func daysLeft(until date: Date) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day ?? 0
        switch days {
        case ..<0: return "passed"
        case 0: return "today"
        case 1: return "tomorrow"
        default: return "\(days) days"
        }
    }
}

#Preview {
    CountdownView()
}
