// Demonstrates: a weather card — LinearGradient background chosen from a condition enum, Image(systemName:) with .symbolRenderingMode(.multicolor), an hourly ScrollView(.horizontal, showsIndicators: false) of cards, Measurement<UnitTemperature> formatted, a .task that "loads" with a delay and a .refreshable list.
import SwiftUI

enum Condition: String {
    case sunny, cloudy, rainy

    var symbol: String {
        switch self {
        case .sunny: "sun.max.fill"
        case .cloudy: "cloud.fill"
        case .rainy: "cloud.rain.fill"
        }
    }

    var colors: [Color] {
        switch self {
        case .sunny: [.orange, .yellow]
        case .cloudy: [.gray, .blue.opacity(0.5)]
        case .rainy: [.indigo, .gray]
        }
    }
}

struct HourForecast: Identifiable {
    let id: Int
    let hour: Int
    let celsius: Double
    let condition: Condition
}

struct WeatherCard: View {
    @State private var hours: [HourForecast] = []
    @State private var current: Condition = .cloudy
    @State private var isLoading = true

    var body: some View {
        List {
            VStack(alignment: .leading, spacing: 12) {
                HStack {
                    Image(systemName: current.symbol)
                        .symbolRenderingMode(.multicolor)
                        .font(.largeTitle)
                    Text(current.rawValue.capitalized).font(.title2)
                }
                if isLoading {
                    ProgressView("Loading forecast…")
                } else {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 16) {
                            ForEach(hours) { hour in
                                VStack {
                                    Text("\(hour.hour):00").font(.caption)
                                    Image(systemName: hour.condition.symbol)
                                    Text(Measurement(value: hour.celsius, unit: UnitTemperature.celsius).formatted())
                                        .font(.caption.bold())
                                }
                            }
                        }
                    }
                }
            }
            .padding()
            .background(LinearGradient(colors: current.colors, startPoint: .topLeading, endPoint: .bottomTrailing), in: RoundedRectangle(cornerRadius: 20))
            .listRowBackground(Color.clear)
        }
        .task { await load() }
        .refreshable { await load() }
    }

    private func load() async {
        isLoading = true
        try? await Task.sleep(for: .milliseconds(800))
        hours = (0..<4).map { HourForecast(id: $0, hour: 9 + $0, celsius: 14 + Double($0) * 1.5, condition: $0 < 2 ? .cloudy : .sunny) }
        current = hours.first?.condition ?? .sunny
        isLoading = false
        print("loaded \(hours.count) hours, first \(hours.first.map { Measurement(value: $0.celsius, unit: UnitTemperature.celsius).formatted() } ?? "-")")
    }
}

#Preview {
    WeatherCard()
}
