// Demonstrates: ScrollView with LazyVStack(pinnedViews: [.sectionHeaders]), Section with header views, rows generated from a range with stride(from:to:by:), .background(.bar) on headers, a toggle collapsing sections.
import SwiftUI

struct MonthSchedule {
    let month: String
    let days: [Int]
}

struct ScheduleView: View {
    @State private var compact = false
    let schedule = [
        MonthSchedule(month: "January", days: Array(stride(from: 1, to: 31, by: 7))),
        MonthSchedule(month: "February", days: Array(stride(from: 3, through: 28, by: 7))),
    ]

    var body: some View {
        VStack {
            Toggle("Compact", isOn: $compact)
                .padding(.horizontal)
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                    ForEach(schedule, id: \.month) { entry in
                        Section {
                            if !compact {
                                ForEach(entry.days, id: \.self) { day in
                                    Text("\(entry.month.prefix(3)) \(day)")
                                        .padding(.vertical, 4)
                                }
                            }
                        } header: {
                            Text("\(entry.month) (\(entry.days.count))")
                                .font(.headline)
                                .frame(maxWidth: .infinity, alignment: .leading)
                                .background(.bar)
                        }
                    }
                }
            }
        }
    }
}

#Preview {
    ScheduleView()
}
