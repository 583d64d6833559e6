// Demonstrates: an event countdown list — Text(date, style: .relative) and .timer, a sheet with DatePicker(.graphical) and a title field, events sorted by date, RelativeDateTimeFormatter for an accessibility string, .swipeActions delete, and Date arithmetic with Calendar.
import SwiftUI

struct CountdownEvent: Identifiable {
    let id = UUID()
    var title: String
    var date: Date
}

struct CountdownList: View {
    @State private var events: [CountdownEvent] = [
        CountdownEvent(title: "Concert", date: Calendar.current.date(byAdding: .day, value: 12, to: .now)!),
        CountdownEvent(title: "Dentist", date: Calendar.current.date(byAdding: .hour, value: 5, to: .now)!),
    ]
    @State private var addingEvent = false

    private let relative: RelativeDateTimeFormatter = {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }()

    var sortedEvents: [CountdownEvent] {
        events.sorted { $0.date < $1.date }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(sortedEvents) { event in
                    VStack(alignment: .leading) {
                        Text(event.title).font(.headline)
                        Text(event.date, style: .relative)
                            .foregroundStyle(.secondary)
                    }
                    .accessibilityLabel("\(event.title), \(relative.localizedString(for: event.date, relativeTo: .now))")
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            events.removeAll { $0.id == event.id }
                        }
                    }
                }
                Section("Now") {
                    Text(Date.now, style: .time)
                }
            }
            .navigationTitle("Countdowns")
            .toolbar {
                Button("Add") { addingEvent = true }
            }
            .sheet(isPresented: $addingEvent) {
                AddCountdownSheet { event in
                    events.append(event)
                    print("added \(event.title): \(relative.localizedString(for: event.date, relativeTo: .now))")
                }
            }
        }
    }
}

struct AddCountdownSheet: View {
    var onAdd: (CountdownEvent) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = "Birthday"
    @State private var date = Calendar.current.date(byAdding: .day, value: 30, to: .now) ?? .now

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                DatePicker("Date", selection: $date, in: Date.now..., displayedComponents: [.date])
                    .datePickerStyle(.graphical)
            }
            .navigationTitle("New Countdown")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(CountdownEvent(title: title, date: date))
                        dismiss()
                    }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
            }
        }
        .presentationDetents([.large])
    }
}

#Preview {
    CountdownList()
}
