// Demonstrates: DatePicker with displayedComponents .date bound to a Date, Date.formatted(.dateTime.weekday().day().month()), Calendar.dateComponents, days-between computation, a reminder list sorted by date.
import SwiftUI

struct Reminder: Identifiable {
    let id = UUID()
    var title: String
    var due: Date
}

struct ReminderPlanner: View {
    @State private var dueDate = Date(timeIntervalSince1970: 1_718_000_000)
    @State private var reminders: [Reminder] = []
    private let today = Date(timeIntervalSince1970: 1_717_900_000)

    private func daysUntil(_ date: Date) -> Int {
        Calendar.current.dateComponents([.day], from: Calendar.current.startOfDay(for: today),
                                        to: Calendar.current.startOfDay(for: date)).day ?? 0
    }

    var body: some View {
        Form {
            DatePicker("Due", selection: $dueDate, displayedComponents: .date)
            Text("Due \(dueDate.formatted(.dateTime.weekday(.wide).day().month(.wide)))")
            Text("In \(daysUntil(dueDate)) days")
            Button("Add reminder") {
                reminders.append(Reminder(title: "Reminder \(reminders.count + 1)", due: dueDate))
                dueDate = Calendar.current.date(byAdding: .day, value: -1, to: dueDate) ?? dueDate
            }
            Section("Upcoming") {
                ForEach(reminders.sorted { $0.due < $1.due }) { reminder in
                    LabeledContent(reminder.title, value: reminder.due.formatted(date: .numeric, time: .omitted))
                }
            }
        }
    }
}

#Preview {
    ReminderPlanner()
}
