// Demonstrates: a month grid built with stride(from:to:by:) chunks, zip over weekday symbols and counts, Array(repeating:count:) padding, Calendar.range(of:in:for:), and a selected-day @State shown with a highlighted cell.
import SwiftUI

struct MonthGrid: View {
    let year: Int
    let month: Int
    @State private var selectedDay: Int?

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 2 // Monday
        return calendar
    }

    private var firstOfMonth: Date {
        calendar.date(from: DateComponents(year: year, month: month, day: 1))!
    }

    private var dayCount: Int {
        calendar.range(of: .day, in: .month, for: firstOfMonth)?.count ?? 30
    }

    /// Blank cells before the 1st, so the first column is Monday.
    private var leadingBlanks: Int {
        let weekday = calendar.component(.weekday, from: firstOfMonth) // 1 = Sunday
        return (weekday - calendar.firstWeekday + 7) % 7
    }

    private var cells: [Int?] {
        Array(repeating: nil, count: leadingBlanks) + (1...dayCount).map { Optional($0) }
    }

    private var weeks: [[Int?]] {
        stride(from: 0, to: cells.count, by: 7).map { start in
            let end = min(start + 7, cells.count)
            return Array(cells[start..<end])
        }
    }

    var body: some View {
        VStack(spacing: 6) {
            HStack {
                ForEach(Array(zip(["M", "T", "W", "T", "F", "S", "S"], 0..<7)), id: \.1) { symbol, _ in
                    Text(symbol).frame(maxWidth: .infinity)
                }
            }
            ForEach(weeks.indices, id: \.self) { weekIndex in
                HStack {
                    ForEach(0..<7, id: \.self) { column in
                        let day = column < weeks[weekIndex].count ? weeks[weekIndex][column] : nil
                        if let day {
                            Text("\(day)")
                                .frame(maxWidth: .infinity)
                                .background(day == selectedDay ? Color.accentColor.opacity(0.3) : .clear)
                                .onTapGesture { selectedDay = day }
                        } else {
                            Color.clear.frame(maxWidth: .infinity, maxHeight: 1)
                        }
                    }
                }
            }
            Button("Select last day") {
                selectedDay = dayCount
                print("\(weeks.count) weeks, \(leadingBlanks) blanks, last day \(dayCount)")
            }
        }
        .padding()
    }
}

#Preview {
    MonthGrid(year: 2024, month: 2)
}
