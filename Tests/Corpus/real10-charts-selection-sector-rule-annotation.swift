// Demonstrates: a fitness dashboard of iOS 17 chart selection as a course project builds it: `@State private var rawSelectedDate: Date?` bound with `.chartXSelection(value: $rawSelectedDate)`, a computed `selectedDay` found with `Calendar.current.isDate(_:inSameDayAs:)`, `BarMark(x: .value("Date", day.date, unit: .day), y: …)` with `.opacity(rawSelectedDate == nil || day.date == selectedDay?.date ? 1.0 : 0.3)`, a `RuleMark` drawn `if let selectedDay` with `.annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled))`, a donut `SectorMark(angle:innerRadius: .ratio(0.618), angularInset:)` with `.cornerRadius`, `.chartAngleSelection(value: $rawSelectedChartValue)`, a running-sum lookup for the selected weekday, `.onChange(of:)` printing, and a `Button` picking a day programmatically.
// Source: video course companion (a paid "step tracker" course's dashboard charts, as a student's repository keeps them; found through a search for chartXSelection, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: failed at tap "Select newest day": real10-charts-selection-sector-rule-annotation.swift:59:75: error: not supported in the playground: inferring the type of '.chart' here (write it as 'Type.chart')
import SwiftUI
import Charts

struct HealthMetric: Identifiable {
    let id = UUID()
    let date: Date
    let value: Double

    static var mockData: [HealthMetric] {
        let start = Calendar.current.startOfDay(for: Date(timeIntervalSinceReferenceDate: 770_000_000))
        return (0..<7).map { offset in
            HealthMetric(date: Calendar.current.date(byAdding: .day, value: -offset, to: start)!,
                         value: Double(4_000 + offset * 1_250 % 5_000))
        }
    }
}

struct WeekdayChartData: Identifiable, Equatable {
    let id = UUID()
    let date: Date
    let value: Double
}

struct StepBarChart: View {
    @State private var rawSelectedDate: Date?
    var chartData: [HealthMetric]

    var avgStepCount: Double {
        guard !chartData.isEmpty else { return 0 }
        let totalSteps = chartData.reduce(0) { $0 + $1.value }
        return totalSteps / Double(chartData.count)
    }

    var selectedHealthMetric: HealthMetric? {
        guard let rawSelectedDate else { return nil }
        return chartData.first {
            Calendar.current.isDate(rawSelectedDate, inSameDayAs: $0.date)
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Label("Steps", systemImage: "figure.walk")
                .font(.title3.bold())
                .foregroundStyle(.pink)
            Text("Avg \(Int(avgStepCount)) steps")
                .font(.caption)

            Chart {
                if let selectedHealthMetric {
                    RuleMark(x: .value("Selected Metric", selectedHealthMetric.date, unit: .day))
                        .foregroundStyle(Color.secondary.opacity(0.3))
                        .offset(y: -10)
                        .annotation(position: .top,
                                    spacing: 0,
                                    overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                            annotationView(selectedHealthMetric)
                        }
                }
                RuleMark(y: .value("Average", avgStepCount))
                    .foregroundStyle(Color.secondary)
                    .lineStyle(.init(lineWidth: 1, dash: [5]))
                ForEach(chartData) { steps in
                    BarMark(
                        x: .value("Date", steps.date, unit: .day),
                        y: .value("Steps", steps.value)
                    )
                    .foregroundStyle(Color.pink.gradient)
                    .opacity(rawSelectedDate == nil || steps.date == selectedHealthMetric?.date ? 1.0 : 0.3)
                }
            }
            .frame(height: 150)
            .chartXSelection(value: $rawSelectedDate.animation(.easeInOut))
            .chartXAxis {
                AxisMarks {
                    AxisValueLabel(format: .dateTime.month(.defaultDigits).day())
                }
            }
            .chartYAxis {
                AxisMarks { value in
                    AxisGridLine()
                        .foregroundStyle(Color.secondary.opacity(0.3))
                    AxisValueLabel((value.as(Double.self) ?? 0).formatted(.number.notation(.compactName)))
                }
            }

            Button("Select newest day") {
                rawSelectedDate = chartData.first?.date
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
        .onChange(of: rawSelectedDate) { oldValue, newValue in
            print("selected", newValue == nil ? "nothing" : "a day")
        }
    }

    func annotationView(_ metric: HealthMetric) -> some View {
        VStack(alignment: .leading) {
            Text(metric.date, format: .dateTime.weekday(.abbreviated).month(.abbreviated).day())
                .font(.footnote.bold())
                .foregroundStyle(.secondary)
            Text(metric.value, format: .number.precision(.fractionLength(0)))
                .fontWeight(.heavy)
                .foregroundStyle(.pink)
        }
        .padding(12)
        .background(
            RoundedRectangle(cornerRadius: 4)
                .fill(Color(.secondarySystemBackground))
                .shadow(color: .secondary.opacity(0.3), radius: 2, x: 2, y: 2)
        )
    }
}

struct StepPieChart: View {
    @State private var rawSelectedChartValue: Double? = 0
    var chartData: [WeekdayChartData]

    var selectedWeekday: WeekdayChartData? {
        guard let rawSelectedChartValue else { return nil }
        var total = 0.0
        return chartData.first {
            total += $0.value
            return rawSelectedChartValue <= total
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Label("Averages", systemImage: "calendar")
                .font(.title3.bold())
            Chart {
                ForEach(chartData) { weekday in
                    SectorMark(angle: .value("Average Steps", weekday.value),
                               innerRadius: .ratio(0.618),
                               outerRadius: selectedWeekday?.date == weekday.date ? 140 : 110,
                               angularInset: 1)
                        .foregroundStyle(.pink.gradient)
                        .cornerRadius(6)
                        .opacity(selectedWeekday?.date == weekday.date ? 1.0 : 0.3)
                }
            }
            .chartAngleSelection(value: $rawSelectedChartValue.animation(.easeInOut))
            .frame(height: 240)
            .chartBackground { proxy in
                GeometryReader { geo in
                    if let plotFrame = proxy.plotFrame {
                        let frame = geo[plotFrame]
                        if let selectedWeekday {
                            VStack {
                                Text(selectedWeekday.date, format: .dateTime.weekday(.wide))
                                    .font(.title3.bold())
                                Text(selectedWeekday.value, format: .number.precision(.fractionLength(0)))
                                    .fontWeight(.medium)
                                    .foregroundStyle(.secondary)
                            }
                            .position(x: frame.midX, y: frame.midY)
                        }
                    }
                }
            }
        }
        .padding()
    }
}

struct DashboardView: View {
    let metrics = HealthMetric.mockData

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                StepBarChart(chartData: metrics)
                StepPieChart(chartData: metrics.map { WeekdayChartData(date: $0.date, value: $0.value) })
            }
        }
    }
}

#Preview {
    DashboardView()
}
