// Demonstrates: Canvas { context, size in } drawing bars with Path(roundedRect:cornerRadius:) and context.fill, enumerated() data, max() for scaling, a Picker switching the data set.
import SwiftUI

struct WeeklyChart: View {
    let values: [Double]

    var body: some View {
        Canvas { context, size in
            let maxValue = values.max() ?? 1
            let barWidth = size.width / CGFloat(values.count) * 0.7
            for (index, value) in values.enumerated() {
                let height = size.height * CGFloat(value / maxValue)
                let x = CGFloat(index) * size.width / CGFloat(values.count)
                let rect = CGRect(x: x, y: size.height - height, width: barWidth, height: height)
                context.fill(Path(roundedRect: rect, cornerRadius: 4), with: .color(value == maxValue ? .orange : .blue))
            }
        }
        .frame(height: 160)
    }
}

struct StepsChartView: View {
    @State private var week = "This week"
    let data: [String: [Double]] = [
        "This week": [4200, 8800, 6100, 10200, 7300, 3000, 9000],
        "Last week": [5000, 5200, 7000, 6400, 8000, 12000, 4000],
    ]

    var body: some View {
        VStack {
            Picker("Week", selection: $week) {
                ForEach(data.keys.sorted(), id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            WeeklyChart(values: data[week] ?? [])
            Text("Total: \(Int(data[week]?.reduce(0, +) ?? 0)) steps")
        }
        .padding()
    }
}

#Preview {
    StepsChartView()
}
