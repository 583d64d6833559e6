// Demonstrates: String(localized:), Date.formatted(date:time:), .dateTime fields, RelativeDateTimeFormatter and Text(date, style:).
import SwiftUI

struct Reminder: Identifiable {
    let id = UUID()
    let title: String
    let due: Date
}

struct ReminderRow: View {
    let reminder: Reminder
    private static let relative: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()

    var body: some View {
        VStack(alignment: .leading) {
            Text(reminder.title)
            Text(reminder.due.formatted(date: .abbreviated, time: .shortened))
                .font(.caption)
            Text(Self.relative.localizedString(for: reminder.due, relativeTo: Date(timeIntervalSince1970: 1_700_000_000)))
                .font(.caption2)
            Text(reminder.due, style: .date)
        }
    }
}

struct RemindersView: View {
    @State private var reminders: [Reminder] = [
        Reminder(title: "Dentist", due: Date(timeIntervalSince1970: 1_700_000_000 + 3 * 86_400)),
        Reminder(title: "Pay rent", due: Date(timeIntervalSince1970: 1_700_000_000 - 7_200)),
    ]

    var body: some View {
        NavigationStack {
            List(reminders) { reminder in
                ReminderRow(reminder: reminder)
            }
            .navigationTitle(String(localized: "Reminders"))
            .toolbar {
                Button(String(localized: "Sort")) {
                    reminders.sort { $0.due < $1.due }
                    print(reminders.map { $0.due.formatted(.dateTime.month(.wide).day()) })
                }
            }
        }
    }
}

#Preview {
    RemindersView()
}
