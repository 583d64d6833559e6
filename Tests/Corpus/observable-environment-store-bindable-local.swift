// Demonstrates: an @Observable HabitStore injected with .environment(store) and read with @Environment(HabitStore.self); a detail view makes `@Bindable var store = store` inside body for $-bindings, and a row edits through @Bindable var habit.
import SwiftUI
import Observation

@Observable
final class Habit: Identifiable {
    let id = UUID()
    var name: String
    var streak: Int
    var isArchived = false

    init(name: String, streak: Int = 0) {
        self.name = name
        self.streak = streak
    }
}

@Observable
final class HabitStore {
    var habits: [Habit] = [
        Habit(name: "Read", streak: 4),
        Habit(name: "Stretch", streak: 12),
        Habit(name: "Journal"),
    ]
    var showArchived = false

    var visibleHabits: [Habit] {
        habits.filter { showArchived || !$0.isArchived }
    }

    init() {
        print("HabitStore init")
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

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List {
                Toggle("Show archived", isOn: $store.showArchived)
                ForEach(store.visibleHabits) { habit in
                    NavigationLink(habit.name) {
                        HabitDetailView(habit: habit)
                    }
                    .badge(habit.streak)
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                Button("Add") {
                    store.habits.append(Habit(name: "New habit \(store.habits.count + 1)"))
                }
            }
        }
    }
}

struct HabitDetailView: View {
    @Bindable var habit: Habit
    @Environment(HabitStore.self) private var store

    var body: some View {
        Form {
            TextField("Name", text: $habit.name)
            Stepper("Streak: \(habit.streak)", value: $habit.streak, in: 0...365)
            Toggle("Archived", isOn: $habit.isArchived)
            Button("Check in today") {
                habit.streak += 1
                print("\(habit.name) streak \(habit.streak)")
            }
            LabeledContent("Habits in store", value: "\(store.habits.count)")
        }
        .navigationTitle(habit.name)
    }
}

#Preview {
    HabitListView()
        .environment(HabitStore())
}
