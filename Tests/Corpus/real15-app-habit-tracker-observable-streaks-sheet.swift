// Demonstrates: a whole habit tracker pasted as one file: an `@Observable` store of `Habit` structs with completion dates, `Calendar.current.isDateInToday` and a streak computed by walking back day by day, an add sheet with a `Form`, `TextField`, emoji `Picker` and validation disabling Save, swipe to delete, a summary header, and `@main` with `.environment(store)`.
// Source: course (a beginner iOS 17 course's "Habits" project, the whole app in one file as a student posted it, found through a search for habit tracker Observable streak Calendar isDateInToday add habit sheet Form emoji picker); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Habit: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var emoji: String
    var completions: [Date] = []

    var isDoneToday: Bool {
        completions.contains { Calendar.current.isDateInToday($0) }
    }

    var streak: Int {
        let calendar = Calendar.current
        var day = calendar.startOfDay(for: .now)
        var count = 0
        while completions.contains(where: { calendar.isDate($0, inSameDayAs: day) }) {
            count += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return count
    }
}

@Observable
final class HabitStore {
    var habits: [Habit] = [
        Habit(name: "Read", emoji: "📚", completions: [
            Calendar.current.date(byAdding: .day, value: -1, to: .now)!,
            Calendar.current.date(byAdding: .day, value: -2, to: .now)!,
        ]),
        Habit(name: "Walk", emoji: "🚶"),
    ]

    var doneToday: Int { habits.filter(\.isDoneToday).count }

    func toggle(_ habit: Habit) {
        guard let index = habits.firstIndex(of: habit) else { return }
        if habits[index].isDoneToday {
            habits[index].completions.removeAll { Calendar.current.isDateInToday($0) }
        } else {
            habits[index].completions.append(.now)
        }
    }

    func add(name: String, emoji: String) {
        habits.append(Habit(name: name, emoji: emoji))
    }
}

@main
struct HabitsApp: App {
    @State private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            HabitListView()
                .environment(store)
        }
    }
}

struct HabitListView: View {
    @Environment(HabitStore.self) private var store
    @State private var showingAdd = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text("\(store.doneToday) of \(store.habits.count) done today")
                }
                ForEach(store.habits) { habit in
                    HabitRow(habit: habit) {
                        store.toggle(habit)
                    }
                }
                .onDelete { store.habits.remove(atOffsets: $0) }
            }
            .navigationTitle("Habits")
            .toolbar {
                Button {
                    showingAdd = true
                } label: {
                    Label("Add", systemImage: "plus")
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddHabitView()
            }
        }
    }
}

struct HabitRow: View {
    let habit: Habit
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Text(habit.emoji)
            VStack(alignment: .leading) {
                Text(habit.name).font(.headline)
                Text("🔥 \(habit.streak) day streak").font(.caption)
            }
            Spacer()
            Button(action: onToggle) {
                Image(systemName: habit.isDoneToday ? "checkmark.circle.fill" : "circle")
            }
        }
    }
}

struct AddHabitView: View {
    @Environment(HabitStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var emoji = "⭐️"
    private let emojis = ["⭐️", "💧", "🧘", "🏃"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Habit name", text: $name)
                Picker("Icon", selection: $emoji) {
                    ForEach(emojis, id: \.self) { Text($0) }
                }
                Button("Use 'Meditate'") { name = "Meditate" }
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.add(name: name.trimmingCharacters(in: .whitespaces), emoji: emoji)
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
        }
    }
}
