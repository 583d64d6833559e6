// Demonstrates: a Charts-free fitness dashboard: metric cards in a `LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 2))`, `Gauge(value:in:) { } currentValueLabel: { }` with `.gaugeStyle(.accessoryCircularCapacity)`, `ProgressView(value:total:)` with `.tint`, bar "charts" drawn with `GeometryReader` and `Capsule` heights from `max()`, `.background(.regularMaterial, in: .rect(cornerRadius: 16))`, and a `struct Metric` with a `Color` property.
// Source: YouTube tutorial companion (a "build a fitness dashboard in SwiftUI" video's repository, found through a search for Gauge gaugeStyle accessoryCircularCapacity LazyVGrid dashboard cards ProgressView total); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Metric: Identifiable {
    let id = UUID()
    let title: String
    let value: Double
    let goal: Double
    let unit: String
    let color: Color

    var fraction: Double { min(value / goal, 1) }
}

struct MetricCard: View {
    let metric: Metric

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(metric.title).font(.headline)
            Gauge(value: metric.fraction, in: 0...1) {
                Text(metric.unit)
            } currentValueLabel: {
                Text("\(Int(metric.fraction * 100))%")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(metric.color)
            ProgressView(value: metric.value, total: metric.goal)
                .tint(metric.color)
            Text("\(Int(metric.value)) / \(Int(metric.goal)) \(metric.unit)")
                .font(.caption)
        }
        .padding()
        .background(.regularMaterial, in: .rect(cornerRadius: 16))
    }
}

struct WeekBars: View {
    let values: [Double]

    var body: some View {
        GeometryReader { proxy in
            let maxValue = values.max() ?? 1
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(values.indices, id: \.self) { index in
                    Capsule()
                        .fill(index == values.count - 1 ? Color.orange : Color.gray.opacity(0.4))
                        .frame(height: proxy.size.height * values[index] / maxValue)
                }
            }
        }
        .frame(height: 80)
    }
}

struct FitnessDashboard: View {
    @State private var steps = 6_200.0
    private let columns = Array(repeating: GridItem(.flexible()), count: 2)

    private var metrics: [Metric] {
        [
            Metric(title: "Steps", value: steps, goal: 10_000, unit: "steps", color: .green),
            Metric(title: "Move", value: 420, goal: 600, unit: "kcal", color: .red),
            Metric(title: "Stand", value: 9, goal: 12, unit: "h", color: .cyan),
            Metric(title: "Sleep", value: 7.2, goal: 8, unit: "h", color: .indigo),
        ]
    }

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(metrics) { MetricCard(metric: $0) }
            }
            WeekBars(values: [5.1, 7.8, 6.0, 9.4, 4.2, 8.8, steps / 1_000])
                .padding(.vertical)
            Button("Walk 1,000 steps") { steps += 1_000 }
        }
        .padding()
    }
}

#Preview {
    FitnessDashboard()
}
