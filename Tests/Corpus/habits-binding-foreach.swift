// Demonstrates: habits edited through ForEach($habits) { $habit in } and a @Binding row with a Stepper; onChange(of:) with old and new values.
// Source: learner's app (habit tracker); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Habit: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var count: Int = 0
    var goal: Int

    var progress: Double {
        goal == 0 ? 0 : min(Double(count) / Double(goal), 1)
    }

    var isComplete: Bool { count >= goal }
}

struct HabitRow: View {
    @Binding var habit: Habit

    var body: some View {
        VStack(alignment: .leading) {
            Stepper("\(habit.name): \(habit.count)/\(habit.goal)", value: $habit.count, in: 0...99)
            ProgressView(value: habit.progress)
                .tint(habit.isComplete ? .green : .blue)
        }
    }
}

struct HabitsView: View {
    @State private var habits = [
        Habit(name: "Read", goal: 3),
        Habit(name: "Run", count: 1, goal: 2),
        Habit(name: "Meditate", goal: 1)
    ]

    var completed: Int {
        habits.filter(\.isComplete).count
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach($habits) { $habit in
                    HabitRow(habit: $habit)
                }
                Section {
                    Text("Completed \(completed) of \(habits.count)")
                    Text("Overall \(Int(overall * 100))%")
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                Button("Log all") {
                    for index in habits.indices {
                        habits[index].count += 1
                    }
                    print(habits.map { "\($0.name)=\($0.count)" })
                }
            }
            .onChange(of: habits) { oldValue, newValue in
                print("changed:", oldValue.map(\.count), "->", newValue.map(\.count))
            }
        }
    }

    private var overall: Double {
        habits.map(\.progress).reduce(0, +) / Double(habits.count)
    }
}

#Preview {
    HabitsView()
}
