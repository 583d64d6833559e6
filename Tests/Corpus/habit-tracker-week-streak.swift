// Demonstrates: a habit tracker — Calendar date math (startOfDay, date(byAdding:), isDate(_:inSameDayAs:)), a Set<Date> of completions, a streak computed by walking back day by day, weekday initials from DateFormatter.veryShortWeekdaySymbols.
import SwiftUI

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var completions: Set<Date> = []

    func isDone(on day: Date, calendar: Calendar = .current) -> Bool {
        completions.contains(calendar.startOfDay(for: day))
    }

    /// Consecutive days done, ending today (or yesterday when today is not done yet).
    func streak(today: Date = Date(), calendar: Calendar = .current) -> Int {
        var day = calendar.startOfDay(for: today)
        if !completions.contains(day) {
            guard let yesterday = calendar.date(byAdding: .day, value: -1, to: day) else { return 0 }
            day = yesterday
        }
        var count = 0
        while completions.contains(day) {
            count += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return count
    }
}

struct HabitTrackerView: View {
    @State private var habits = [Habit(name: "Read"), Habit(name: "Stretch")]

    private let calendar = Calendar.current

    private var lastSevenDays: [Date] {
        let today = calendar.startOfDay(for: Date())
        return (0..<7).reversed().compactMap { calendar.date(byAdding: .day, value: -$0, to: today) }
    }

    private var weekdaySymbols: [String] {
        DateFormatter().veryShortWeekdaySymbols
    }

    var body: some View {
        List {
            ForEach($habits) { $habit in
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text(habit.name).font(.headline)
                        Spacer()
                        Label("\(habit.streak())", systemImage: "flame")
                            .foregroundColor(.orange)
                    }
                    HStack {
                        ForEach(lastSevenDays, id: \.self) { day in
                            let done = habit.isDone(on: day)
                            VStack {
                                Text(weekdaySymbols[calendar.component(.weekday, from: day) - 1])
                                    .font(.caption2)
                                Circle()
                                    .fill(done ? Color.green : Color.gray.opacity(0.3))
                                    .frame(width: 22, height: 22)
                            }
                        }
                    }
                    Button(habit.isDone(on: Date()) ? "Undo today" : "Done today") {
                        let today = calendar.startOfDay(for: Date())
                        if habit.completions.contains(today) {
                            habit.completions.remove(today)
                        } else {
                            habit.completions.insert(today)
                        }
                    }
                    .buttonStyle(.bordered)
                }
            }
            Button("Add habit") {
                habits.append(Habit(name: "Habit \(habits.count + 1)"))
            }
        }
    }
}

#Preview {
    HabitTrackerView()
}
