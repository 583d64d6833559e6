// Demonstrates: a habit tracker's streak from `Set<Date>` of completed days: `Calendar.current.startOfDay(for:)`, `calendar.date(byAdding: .day, value: -1, to:)`, `isDate(_:inSameDayAs:)`, `isDateInToday`, `dateComponents([.day], from:to:)`, a week strip from `calendar.range(of: .day, in: .month, for:)`, `DateFormatter` with `dateFormat = "EEE d"` and a fixed `TimeZone(identifier: "UTC")`, and `Date(timeIntervalSince1970:)` as "today" for a stable preview.
// Source: hackathon project (a habit-tracking app's streak logic and week view, found through a search for habit streak startOfDay date(byAdding: .day isDate inSameDayAs DateFormatter EEE); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find 'Self' in scope
import SwiftUI

struct Habit {
    var name: String
    var completions: Set<Date> = []

    func streak(endingOn today: Date, calendar: Calendar) -> Int {
        var day = calendar.startOfDay(for: today)
        var count = 0
        while completions.contains(day) {
            count += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return count
    }
}

struct HabitView: View {
    private static var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    private let today = Date(timeIntervalSince1970: 1_718_280_000)
    @State private var habit = Habit(name: "Read 20 pages")

    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()

    private var week: [Date] {
        let start = Self.calendar.startOfDay(for: today)
        return (0..<7).reversed().compactMap { Self.calendar.date(byAdding: .day, value: -$0, to: start) }
    }

    private var daysInMonth: Int {
        Self.calendar.range(of: .day, in: .month, for: today)?.count ?? 0
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(habit.name).font(.title2)
            Text("Streak: \(habit.streak(endingOn: today, calendar: Self.calendar)) days")
            HStack {
                ForEach(week, id: \.self) { day in
                    let done = habit.completions.contains(day)
                    Button {
                        if done { habit.completions.remove(day) } else { habit.completions.insert(day) }
                    } label: {
                        VStack {
                            Text(formatter.string(from: day)).font(.caption2)
                            Image(systemName: done ? "checkmark.circle.fill" : "circle")
                        }
                    }
                    .foregroundStyle(Self.calendar.isDate(day, inSameDayAs: today) ? .orange : .primary)
                }
            }
            Text("\(daysInMonth) days this month")
            Button("Log last three days") {
                for offset in 0..<3 {
                    if let day = Self.calendar.date(byAdding: .day, value: -offset, to: Self.calendar.startOfDay(for: today)) {
                        habit.completions.insert(day)
                    }
                }
                let first = habit.completions.min()!
                let span = Self.calendar.dateComponents([.day], from: first, to: today).day ?? 0
                print("logged; first \(formatter.string(from: first)), \(span) days ago")
            }
        }
        .padding()
    }
}

#Preview {
    HabitView()
}
