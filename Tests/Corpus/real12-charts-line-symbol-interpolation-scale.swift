// Demonstrates: a Swift Charts step-count card: `LineMark(x: .value("Day", entry.day, unit: .day), y: .value("Steps", entry.steps))` with `.symbol(.circle)`, `.symbolSize(60)`, `.interpolationMethod(.catmullRom)` and `.foregroundStyle(by: .value("Week", entry.week))` with `.symbol(by: .value("Week", entry.week))`, a dashed `RuleMark(y: .value("Goal", goal))` with `.lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))` and `.annotation(position: .top, alignment: .leading)`, `.chartYScale(domain: 0...12_000)`, `.chartXAxis { AxisMarks(values: .stride(by: .day)) { AxisValueLabel(format: .dateTime.weekday(.narrow)) } }`, and a `Picker` switching the series.
// Source: public app code (a fitness dashboard's weekly steps chart comparing two weeks, found through a search for LineMark symbol(by:) interpolationMethod catmullRom chartYScale); written for Vivarium in that style, not copied.
// First paste: failed at mount: not supported in the playground: the '.symbol' modifier
import SwiftUI
import Charts

struct StepEntry: Identifiable {
    let id = UUID()
    let day: Date
    let steps: Int
    let week: String
}

enum StepData {
    static func week(_ name: String, offset: Int, counts: [Int]) -> [StepEntry] {
        let start = Calendar.current.date(from: DateComponents(year: 2024, month: 3, day: 4 + offset))!
        return counts.enumerated().map { index, steps in
            StepEntry(day: Calendar.current.date(byAdding: .day, value: index, to: start)!, steps: steps, week: name)
        }
    }

    static let thisWeek = week("This week", offset: 0, counts: [6400, 8200, 10400, 7300, 9100, 11800, 5200])
    static let lastWeek = week("Last week", offset: 0, counts: [5200, 6100, 7000, 8800, 6600, 9900, 4300])
}

struct StepsChart: View {
    @State private var showLastWeek = true
    let goal = 8000

    var entries: [StepEntry] {
        showLastWeek ? StepData.thisWeek + StepData.lastWeek : StepData.thisWeek
    }

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Compare with last week", isOn: $showLastWeek)
            Chart {
                ForEach(entries) { entry in
                    LineMark(
                        x: .value("Day", entry.day, unit: .day),
                        y: .value("Steps", entry.steps)
                    )
                    .interpolationMethod(.catmullRom)
                    .foregroundStyle(by: .value("Week", entry.week))
                    .symbol(by: .value("Week", entry.week))
                    .symbolSize(60)
                }
                RuleMark(y: .value("Goal", goal))
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Goal").font(.caption)
                    }
            }
            .chartYScale(domain: 0...12_000)
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.narrow))
                }
            }
            .frame(height: 220)

            Chart(StepData.thisWeek) { entry in
                PointMark(x: .value("Day", entry.day, unit: .day), y: .value("Steps", entry.steps))
                    .symbol(.circle)
            }
            .frame(height: 80)
        }
        .padding()
    }
}

#Preview {
    StepsChart()
}
