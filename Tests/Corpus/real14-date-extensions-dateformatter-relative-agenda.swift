// Demonstrates: an agenda grouped by day: `extension Date` with `startOfDay`, `isToday`, `adding(days:)` through `Calendar.current`, a `static let` `DateFormatter` with `dateFormat = "EEEE, MMM d"` and one with `timeStyle = .short`, a `RelativeDateTimeFormatter`, `Dictionary(grouping:by:)` sorted into sections, `DatePicker` with `displayedComponents`, and a fixed `Date(timeIntervalSince1970:)` reference so the preview is stable.
// Source: newsletter article (date helpers in SwiftUI apps, found through a search for extension Date startOfDay isToday DateFormatter dateFormat EEEE RelativeDateTimeFormatter Dictionary grouping); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

extension Date {
    var startOfDay: Date {
        Calendar.current.startOfDay(for: self)
    }

    func adding(days: Int) -> Date {
        Calendar.current.date(byAdding: .day, value: days, to: self)!
    }

    func adding(hours: Int) -> Date {
        Calendar.current.date(byAdding: .hour, value: hours, to: self)!
    }

    func isSameDay(as other: Date) -> Bool {
        Calendar.current.isDate(self, inSameDayAs: other)
    }
}

extension DateFormatter {
    static let dayHeader: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateFormat = "EEEE, MMM d"
        return formatter
    }()

    static let timeOnly: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.dateStyle = .none
        formatter.timeStyle = .short
        return formatter
    }()
}

struct Event: Identifiable {
    let id = UUID()
    let title: String
    let date: Date
}

class AgendaStore: ObservableObject {
    let reference: Date
    @Published var events: [Event]

    init(reference: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        self.reference = reference
        let base = reference.startOfDay
        events = [
            Event(title: "Standup", date: base.adding(hours: 9)),
            Event(title: "Lunch with Sam", date: base.adding(hours: 12)),
            Event(title: "Dentist", date: base.adding(days: 1).adding(hours: 15)),
            Event(title: "Flight to Oslo", date: base.adding(days: 3).adding(hours: 7))
        ]
    }

    var sections: [(day: Date, events: [Event])] {
        let grouped = Dictionary(grouping: events) { $0.date.startOfDay }
        return grouped.keys.sorted().map { day in
            (day: day, events: grouped[day]!.sorted { $0.date < $1.date })
        }
    }

    func add(title: String, at date: Date) {
        events.append(Event(title: title, date: date))
    }

    func relative(_ date: Date) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.unitsStyle = .full
        return formatter.localizedString(for: date, relativeTo: reference)
    }
}

struct EventRow: View {
    let event: Event
    let relative: String

    var body: some View {
        HStack {
            Text(DateFormatter.timeOnly.string(from: event.date))
                .font(.caption)
                .frame(width: 70, alignment: .leading)
            VStack(alignment: .leading) {
                Text(event.title)
                Text(relative)
                    .font(.caption2)
                    .foregroundColor(.secondary)
            }
        }
    }
}

struct AgendaView: View {
    @ObservedObject var store: AgendaStore
    @State private var newTitle = ""
    @State private var newDate = Date(timeIntervalSince1970: 1_700_100_000)

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("New event")) {
                    TextField("Title", text: $newTitle)
                    DatePicker("When", selection: $newDate, displayedComponents: [.date, .hourAndMinute])
                    Button("Add") {
                        store.add(title: newTitle.isEmpty ? "Untitled" : newTitle, at: newDate)
                        newTitle = ""
                        print("sections: \(store.sections.count)")
                    }
                }
                ForEach(store.sections, id: \.day) { section in
                    Section(header: Text(DateFormatter.dayHeader.string(from: section.day))) {
                        ForEach(section.events) { event in
                            EventRow(event: event, relative: store.relative(event.date))
                        }
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Agenda")
            .onAppear {
                for section in store.sections {
                    print(DateFormatter.dayHeader.string(from: section.day), section.events.map(\.title))
                }
            }
        }
    }
}

struct AgendaView_Previews: PreviewProvider {
    static var previews: some View {
        AgendaView(store: AgendaStore())
    }
}
