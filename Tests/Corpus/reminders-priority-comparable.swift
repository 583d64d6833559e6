// Demonstrates: reminders grouped by a Comparable Int enum, sorted(by: >), compactMap into sections with headers, firstIndex(of:), optional map.
// Source: Kodeco-style tutorial; written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Priority: Int, Comparable, CaseIterable, Identifiable, CustomStringConvertible {
    case low = 1, medium, high

    var id: Int { rawValue }

    static func < (lhs: Priority, rhs: Priority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    var description: String {
        switch self {
        case .low: "Low"
        case .medium: "Medium"
        case .high: "High"
        }
    }

    var color: Color {
        switch self {
        case .low: .green
        case .medium: .orange
        case .high: .red
        }
    }
}

struct Reminder: Identifiable, Equatable {
    let id = UUID()
    var title: String
    var priority: Priority
    var isCompleted = false
    var due: Date?
}

struct RemindersView: View {
    @State private var reminders = [
        Reminder(title: "Pay rent", priority: .high, due: Date(timeIntervalSince1970: 1_700_000_000)),
        Reminder(title: "Water plants", priority: .low),
        Reminder(title: "Book dentist", priority: .medium),
        Reminder(title: "Renew passport", priority: .high)
    ]
    @State private var showCompleted = true

    var grouped: [(Priority, [Reminder])] {
        Priority.allCases.sorted(by: >).compactMap { priority in
            let items = reminders.filter { $0.priority == priority && (showCompleted || !$0.isCompleted) }
            return items.isEmpty ? nil : (priority, items)
        }
    }

    var body: some View {
        List {
            Toggle("Show completed", isOn: $showCompleted)
            ForEach(grouped, id: \.0) { priority, items in
                Section {
                    ForEach(items) { reminder in
                        Button {
                            toggle(reminder)
                        } label: {
                            Label(reminder.title, systemImage: reminder.isCompleted ? "checkmark.circle.fill" : "circle")
                                .foregroundStyle(priority.color)
                                .strikethrough(reminder.isCompleted)
                        }
                    }
                } header: {
                    Text("\(priority.description) (\(items.count))")
                }
            }
        }
    }

    private func toggle(_ reminder: Reminder) {
        guard let index = reminders.firstIndex(of: reminder) else { return }
        reminders[index].isCompleted.toggle()
        let open = reminders.filter { !$0.isCompleted }
        let highest = open.map(\.priority).max()
        print("open: \(open.count), highest: \(highest.map { "\($0)" } ?? "none"), \(Priority.high > .low)")
        if let due = reminders[index].due {
            print("due", due.timeIntervalSince1970)
        }
    }
}

#Preview {
    RemindersView()
}
