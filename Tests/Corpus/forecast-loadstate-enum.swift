// Demonstrates: a @MainActor view model with a loading-state enum carrying associated values, a protocol-typed mock service, .task, specifier-formatted doubles.
// Source: AI assistant's answer for a learner (MVVM, a load-state enum, a mock service); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Forecast: Identifiable {
    let id = UUID()
    let day: String
    let high: Double
    let low: Double
    let condition: Condition

    enum Condition: String {
        case sunny, cloudy, rainy, snowy

        var symbol: String {
            switch self {
            case .sunny: return "sun.max.fill"
            case .cloudy: return "cloud.fill"
            case .rainy: return "cloud.rain.fill"
            case .snowy: return "snowflake"
            }
        }
    }
}

enum LoadState {
    case idle
    case loading
    case loaded([Forecast])
    case failed(String)
}

protocol WeatherService {
    func forecast(for city: String) async throws -> [Forecast]
}

struct MockWeatherService: WeatherService {
    func forecast(for city: String) async throws -> [Forecast] {
        try await Task.sleep(nanoseconds: 500_000_000)
        return [
            Forecast(day: "Mon", high: 21.4, low: 12.0, condition: .sunny),
            Forecast(day: "Tue", high: 18.25, low: 10.5, condition: .cloudy),
            Forecast(day: "Wed", high: 15.0, low: 9.75, condition: .rainy)
        ]
    }
}

@MainActor
final class ForecastViewModel: ObservableObject {
    @Published private(set) var state: LoadState = .idle
    let city: String
    private let service: WeatherService

    init(city: String, service: WeatherService = MockWeatherService()) {
        self.city = city
        self.service = service
    }

    func load() async {
        state = .loading
        do {
            let days = try await service.forecast(for: city)
            state = .loaded(days)
            let average = days.map(\.high).reduce(0, +) / Double(days.count)
            print("average high in \(city): \(String(format: "%.1f", average))")
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct ForecastView: View {
    @StateObject private var viewModel = ForecastViewModel(city: "Lisbon")

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .idle, .loading:
                    ProgressView("Loading…")
                case .loaded(let days):
                    List(days) { day in
                        HStack {
                            Label(day.day, systemImage: day.condition.symbol)
                            Spacer()
                            Text("\(day.high, specifier: "%.1f")° / \(day.low, specifier: "%.0f")°")
                        }
                    }
                case .failed(let message):
                    Text(message).foregroundColor(.red)
                }
            }
            .navigationTitle(viewModel.city)
            .task {
                await viewModel.load()
            }
        }
    }
}

#Preview {
    ForecastView()
}
