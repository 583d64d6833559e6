// Demonstrates: Dictionary(grouping:by:) over Calendar days, sorted keys as sections, Date.formatted(date:time:), Calendar.date(byAdding:), a computed property that regroups on every change.
import SwiftUI

struct Workout: Identifiable {
    let id = UUID()
    let kind: String
    let minutes: Int
    let date: Date
}

struct WorkoutLogView: View {
    @State private var workouts: [Workout] = {
        let calendar = Calendar.current
        let start = calendar.startOfDay(for: Date(timeIntervalSince1970: 1_700_000_000))
        return [
            Workout(kind: "Run", minutes: 30, date: start),
            Workout(kind: "Yoga", minutes: 45, date: calendar.date(byAdding: .hour, value: 5, to: start)!),
            Workout(kind: "Swim", minutes: 25, date: calendar.date(byAdding: .day, value: -1, to: start)!),
        ]
    }()

    private var days: [(day: Date, items: [Workout])] {
        let grouped = Dictionary(grouping: workouts) { Calendar.current.startOfDay(for: $0.date) }
        return grouped.keys.sorted(by: >).map { ($0, grouped[$0] ?? []) }
    }

    private var totalMinutes: Int {
        workouts.map(\.minutes).reduce(0, +)
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(days, id: \.day) { day in
                    Section(day.day.formatted(date: .abbreviated, time: .omitted)) {
                        ForEach(day.items) { workout in
                            HStack {
                                Text(workout.kind)
                                Spacer()
                                Text("\(workout.minutes) min")
                                    .monospacedDigit()
                            }
                        }
                    }
                }
            }
            .navigationTitle("Workouts")
            .toolbar {
                Button("Add run") {
                    let last = workouts.map(\.date).max() ?? Date()
                    workouts.append(Workout(kind: "Run", minutes: 20,
                                            date: Calendar.current.date(byAdding: .day, value: 1, to: last)!))
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("Total: \(totalMinutes) minutes")
                    .font(.footnote)
            }
        }
    }
}

#Preview {
    WorkoutLogView()
}
