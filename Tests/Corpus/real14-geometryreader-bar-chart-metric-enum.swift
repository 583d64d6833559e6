// Demonstrates: a hand-made bar chart: `GeometryReader` sizing each bar by `geometry.size.height * value / maxValue`, an enum of metrics with computed titles, units and colours switched over, a segmented `Picker`, `withAnimation(.spring())`, an extension on `Array where Element == Double` for the average, and a `ViewModifier` drawing the chart's card.
// Source: Stack Overflow answer (a GeometryReader bar chart without a charts library, found through a search for GeometryReader bar chart geometry.size.height value maxValue rectangle); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Metric: String, CaseIterable, Identifiable {
    case steps, calories, sleep

    var id: String { rawValue }

    var title: String {
        switch self {
        case .steps: return "Steps"
        case .calories: return "Calories"
        case .sleep: return "Sleep"
        }
    }

    var unit: String {
        switch self {
        case .steps: return "steps"
        case .calories: return "kcal"
        case .sleep: return "h"
        }
    }

    var color: Color {
        switch self {
        case .steps: return .green
        case .calories: return .orange
        case .sleep: return .purple
        }
    }

    var values: [Double] {
        switch self {
        case .steps: return [4200, 8100, 6500, 10200, 7300, 12000, 3100]
        case .calories: return [1900, 2300, 2100, 2500, 2000, 2800, 1700]
        case .sleep: return [7.5, 6.0, 8.2, 5.5, 7.0, 9.1, 8.0]
        }
    }
}

extension Array where Element == Double {
    var average: Double {
        isEmpty ? 0 : reduce(0, +) / Double(count)
    }
}

struct CardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(RoundedRectangle(cornerRadius: 16).fill(Color(.systemBackground)))
            .shadow(color: Color.black.opacity(0.1), radius: 8, x: 0, y: 4)
    }
}

extension View {
    func card() -> some View {
        modifier(CardModifier())
    }
}

struct Bar: View {
    let value: Double
    let maxValue: Double
    let label: String
    let color: Color
    let highlighted: Bool

    var body: some View {
        VStack {
            GeometryReader { geometry in
                VStack {
                    Spacer(minLength: 0)
                    RoundedRectangle(cornerRadius: 4)
                        .fill(highlighted ? color : color.opacity(0.5))
                        .frame(height: geometry.size.height * CGFloat(value / maxValue))
                }
            }
            Text(label)
                .font(.caption2)
        }
    }
}

struct BarChart: View {
    let metric: Metric
    @Binding var selectedIndex: Int?
    let days = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        let values = metric.values
        let maxValue = values.max() ?? 1
        return HStack(alignment: .bottom, spacing: 8) {
            ForEach(values.indices, id: \.self) { index in
                Bar(value: values[index], maxValue: maxValue, label: days[index], color: metric.color, highlighted: selectedIndex == index)
                    .onTapGesture {
                        selectedIndex = index
                    }
            }
        }
        .frame(height: 200)
    }
}

struct ChartScreen: View {
    @State private var metric: Metric = .steps
    @State private var selectedIndex: Int?

    var summary: String {
        if let index = selectedIndex {
            return String(format: "%.1f %@", metric.values[index], metric.unit)
        }
        return String(format: "avg %.1f %@", metric.values.average, metric.unit)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Picker("Metric", selection: $metric) {
                ForEach(Metric.allCases) { m in
                    Text(m.title).tag(m)
                }
            }
            .pickerStyle(SegmentedPickerStyle())

            VStack(alignment: .leading) {
                Text(metric.title)
                    .font(.headline)
                Text(summary)
                    .font(.title2)
                    .foregroundColor(metric.color)
                BarChart(metric: metric, selectedIndex: $selectedIndex)
            }
            .card()

            Button("Next metric") {
                withAnimation(.spring()) {
                    let all = Metric.allCases
                    let next = (all.firstIndex(of: metric)! + 1) % all.count
                    metric = all[next]
                    selectedIndex = nil
                }
                print("showing \(metric.title): \(summary)")
            }
            Spacer()
        }
        .padding()
    }
}

struct ChartScreen_Previews: PreviewProvider {
    static var previews: some View {
        ChartScreen()
    }
}
