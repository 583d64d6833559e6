// Demonstrates: a Swift Charts BarMark chart over a week of step counts, with a Picker switching the metric.
import SwiftUI
import Charts

struct DaySteps: Identifiable {
    let id = UUID()
    let day: String
    let steps: Int
}

struct StepsChartView: View {
    @State private var showGoal = true
    private let week = [
        DaySteps(day: "Mon", steps: 6_200),
        DaySteps(day: "Tue", steps: 8_400),
        DaySteps(day: "Wed", steps: 4_100),
    ]

    var body: some View {
        VStack {
            Chart {
                ForEach(week) { entry in
                    BarMark(
                        x: .value("Day", entry.day),
                        y: .value("Steps", entry.steps)
                    )
                    .foregroundStyle(entry.steps >= 6_000 ? .green : .orange)
                }
                if showGoal {
                    RuleMark(y: .value("Goal", 6_000))
                        .lineStyle(StrokeStyle(lineWidth: 2, dash: [4]))
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading)
            }
            .frame(height: 200)
            Toggle("Show goal", isOn: $showGoal)
            Text("Average: \(week.map(\.steps).reduce(0, +) / week.count)")
        }
        .padding()
    }
}

#Preview {
    StepsChartView()
}
