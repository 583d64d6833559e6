// Demonstrates: a habit calendar — LazyVGrid with seven GridItem(.fixed(36)) columns, Calendar.current.veryShortWeekdaySymbols headers, day cells toggled with .onTapGesture and .contentShape(Circle()), a Set<Int> of completed days, a streak computed with a while loop, and .animation(.easeInOut, value:).
import SwiftUI

struct HabitCalendar: View {
    @State private var completed: Set<Int> = [1, 2, 3, 5]
    let daysInMonth = 30
    private let columns = Array(repeating: GridItem(.fixed(36), spacing: 6), count: 7)

    private var streak: Int {
        var day = completed.max() ?? 0
        var count = 0
        while completed.contains(day) {
            count += 1
            day -= 1
        }
        return count
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Meditate").font(.title2.bold())
            Text("Current streak: \(streak) day\(streak == 1 ? "" : "s")")
                .foregroundStyle(.secondary)

            LazyVGrid(columns: columns, spacing: 6) {
                ForEach(Calendar.current.veryShortWeekdaySymbols, id: \.self) { symbol in
                    Text(symbol)
                        .font(.caption.bold())
                        .foregroundStyle(.secondary)
                }
                ForEach(1...daysInMonth, id: \.self) { day in
                    Text("\(day)")
                        .frame(width: 32, height: 32)
                        .background(completed.contains(day) ? Color.green.opacity(0.7) : Color.gray.opacity(0.15), in: Circle())
                        .contentShape(Circle())
                        .onTapGesture {
                            if completed.contains(day) {
                                completed.remove(day)
                            } else {
                                completed.insert(day)
                            }
                        }
                }
            }
            .animation(.easeInOut, value: completed)

            Button("Clear month") { completed.removeAll() }
                .disabled(completed.isEmpty)
        }
        .padding()
        .onChange(of: streak) { old, new in
            print("streak \(old) → \(new)")
        }
    }
}

#Preview {
    HabitCalendar()
}
