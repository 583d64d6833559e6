// Demonstrates: Swift Charts with two series — LineMark and PointMark for each sample, .foregroundStyle(by: .value(...)) and .symbol(by:), .interpolationMethod(.catmullRom), .chartYScale(domain:), a RuleMark average, and a segmented Picker that switches the metric.
import SwiftUI
import Charts

struct Reading: Identifiable {
    let id = UUID()
    let day: Int
    let city: String
    let celsius: Double
    let rainMillimetres: Double
}

enum Metric: String, CaseIterable, Identifiable {
    case temperature = "Temperature"
    case rain = "Rain"
    var id: Self { self }
}

struct ReadingStore {
    static let cities = ["Lisbon", "Oslo"]

    static let readings: [Reading] = {
        var result: [Reading] = []
        let lisbon: [(Double, Double)] = [(18, 0), (19.5, 1.2), (21, 0), (20, 3.4), (17.5, 8)]
        let oslo: [(Double, Double)] = [(6, 2.5), (7.5, 0), (5, 4.1), (4.5, 6), (8, 0.4)]
        for (index, pair) in lisbon.enumerated() {
            result.append(Reading(day: index + 1, city: "Lisbon", celsius: pair.0, rainMillimetres: pair.1))
        }
        for (index, pair) in oslo.enumerated() {
            result.append(Reading(day: index + 1, city: "Oslo", celsius: pair.0, rainMillimetres: pair.1))
        }
        return result
    }()
}

struct WeatherChart: View {
    let readings: [Reading]
    let metric: Metric

    private func value(of reading: Reading) -> Double {
        metric == .temperature ? reading.celsius : reading.rainMillimetres
    }

    private var average: Double {
        guard !readings.isEmpty else { return 0 }
        return readings.map(value(of:)).reduce(0, +) / Double(readings.count)
    }

    var body: some View {
        Chart {
            ForEach(readings) { reading in
                LineMark(
                    x: .value("Day", reading.day),
                    y: .value(metric.rawValue, value(of: reading))
                )
                .foregroundStyle(by: .value("City", reading.city))
                .interpolationMethod(.catmullRom)

                PointMark(
                    x: .value("Day", reading.day),
                    y: .value(metric.rawValue, value(of: reading))
                )
                .foregroundStyle(by: .value("City", reading.city))
                .symbol(by: .value("City", reading.city))
            }
            RuleMark(y: .value("Average", average))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                .annotation(position: .top, alignment: .leading) {
                    Text("avg \(average, specifier: "%.1f")")
                        .font(.caption)
                }
        }
        .chartYScale(domain: metric == .temperature ? 0...25 : 0...10)
        .chartXAxisLabel("Day")
        .frame(height: 240)
    }
}

struct ContentView: View {
    @State private var metric: Metric = .temperature

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Metric", selection: $metric) {
                ForEach(Metric.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)

            WeatherChart(readings: ReadingStore.readings, metric: metric)

            ForEach(ReadingStore.cities, id: \.self) { city in
                let rows = ReadingStore.readings.filter { $0.city == city }
                let warmest = rows.max { $0.celsius < $1.celsius }
                Text("\(city): warmest day \(warmest?.day ?? 0), total rain \(rows.map(\.rainMillimetres).reduce(0, +), format: .number.precision(.fractionLength(1))) mm")
            }
            Button("Toggle metric") {
                metric = metric == .temperature ? .rain : .temperature
                print("metric:", metric.rawValue)
            }
        }
        .padding()
    }
}

#Preview {
    ContentView()
}
