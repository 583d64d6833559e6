// Demonstrates: a Swift Charts bar chart with a RuleMark goal, foregroundStyle by condition, a Stepper goal.
// Source: vendor sample style (Swift Charts); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Charts

struct StepCount: Identifiable {
    let id = UUID()
    let weekday: String
    let steps: Int
}

struct StepsChartView: View {
    @State private var data: [StepCount] = [
        StepCount(weekday: "Mon", steps: 4_200),
        StepCount(weekday: "Tue", steps: 7_800),
        StepCount(weekday: "Wed", steps: 6_100),
        StepCount(weekday: "Thu", steps: 9_400),
        StepCount(weekday: "Fri", steps: 3_300)
    ]
    @State private var goal = 6_000

    var average: Double {
        Double(data.map(\.steps).reduce(0, +)) / Double(data.count)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Average \(Int(average)) steps")
                .font(.headline)
            Chart {
                ForEach(data) { day in
                    BarMark(
                        x: .value("Day", day.weekday),
                        y: .value("Steps", day.steps)
                    )
                    .foregroundStyle(day.steps >= goal ? .green : .gray)
                }
                RuleMark(y: .value("Goal", goal))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 2, dash: [5]))
            }
            .frame(height: 220)
            Stepper("Goal: \(goal)", value: $goal, in: 2_000...12_000, step: 1_000)
            Button("Raise goal") {
                goal += 1_000
                let met = data.filter { $0.steps >= goal }.map(\.weekday)
                print("goal \(goal): met on \(met.joined(separator: ", ")), average \(average)")
            }
        }
        .padding()
    }
}

#Preview {
    StepsChartView()
}
