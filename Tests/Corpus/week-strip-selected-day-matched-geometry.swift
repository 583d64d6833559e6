// Demonstrates: a week strip calendar header — seven days built with Calendar.date(byAdding:value:to:) from the start of the week, day names via Date.formatted(.dateTime.weekday(.abbreviated)), a selection circle moved with matchedGeometryEffect, Calendar.isDate(_:inSameDayAs:), and the selected date's long format below.
import SwiftUI

struct WeekStrip: View {
    @State private var selected = Calendar.current.startOfDay(for: .now)
    @Namespace private var selection

    private var days: [Date] {
        let calendar = Calendar.current
        let start = calendar.dateInterval(of: .weekOfYear, for: selected)?.start ?? selected
        return (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
    }

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 8) {
                ForEach(days, id: \.self) { day in
                    let isSelected = Calendar.current.isDate(day, inSameDayAs: selected)
                    VStack(spacing: 4) {
                        Text(day.formatted(.dateTime.weekday(.abbreviated)))
                            .font(.caption)
                        Text(day.formatted(.dateTime.day()))
                            .fontWeight(isSelected ? .bold : .regular)
                            .frame(width: 36, height: 36)
                            .background {
                                if isSelected {
                                    Circle()
                                        .fill(.blue.opacity(0.2))
                                        .matchedGeometryEffect(id: "selection", in: selection)
                                }
                            }
                    }
                    .onTapGesture {
                        withAnimation(.spring) { selected = day }
                    }
                }
            }
            Text(selected.formatted(date: .complete, time: .omitted))
                .font(.headline)
            HStack {
                Button("Previous week") {
                    selected = Calendar.current.date(byAdding: .weekOfYear, value: -1, to: selected) ?? selected
                }
                Button("Today") {
                    selected = Calendar.current.startOfDay(for: .now)
                }
            }
        }
        .padding()
        .onChange(of: selected) { _, date in
            print("selected \(date.formatted(date: .abbreviated, time: .omitted))")
        }
    }
}

#Preview {
    WeekStrip()
}
