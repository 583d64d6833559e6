// Demonstrates: a weather dashboard over mock data in one file: a `WeatherService` protocol with a `MockWeatherService` returning a `Forecast` after a delay, a `@MainActor` `@Observable` view model with a `LoadState` enum (`idle`, `loading`, `loaded(Forecast)`, `failed(String)`), `Measurement<UnitTemperature>` converted for a °C/°F toggle, an hourly `ScrollView(.horizontal)`, a 5-day list with min/max bars, and `.refreshable`.
// Source: tutorial (a "weather app with mock data" tutorial's final single file, found through a search for weather app SwiftUI mock service protocol LoadState enum loaded failed Measurement UnitTemperature hourly ScrollView horizontal daily min max); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct HourlyForecast: Identifiable {
    let id = UUID()
    let hour: Int
    let celsius: Double
    let symbol: String
}

struct DailyForecast: Identifiable {
    let id = UUID()
    let day: String
    let low: Double
    let high: Double
}

struct Forecast {
    let city: String
    let current: Double
    let condition: String
    let hourly: [HourlyForecast]
    let daily: [DailyForecast]
}

protocol WeatherService {
    func forecast(for city: String) async throws -> Forecast
}

struct MockWeatherService: WeatherService {
    func forecast(for city: String) async throws -> Forecast {
        try await Task.sleep(nanoseconds: 300_000_000)
        return Forecast(
            city: city, current: 17.4, condition: "Partly Cloudy",
            hourly: (0..<6).map { HourlyForecast(hour: 9 + $0, celsius: 15 + Double($0), symbol: $0 % 2 == 0 ? "sun.max" : "cloud.sun") },
            daily: [("Mon", 11.0, 19.0), ("Tue", 9.5, 16.0), ("Wed", 12.0, 22.5)].map { DailyForecast(day: $0.0, low: $0.1, high: $0.2) }
        )
    }
}

enum LoadState {
    case idle
    case loading
    case loaded(Forecast)
    case failed(String)
}

@MainActor
@Observable
final class WeatherViewModel {
    var state: LoadState = .idle
    var useFahrenheit = false
    private let service: WeatherService

    init(service: WeatherService = MockWeatherService()) {
        self.service = service
    }

    func load() async {
        state = .loading
        do {
            state = .loaded(try await service.forecast(for: "Lisbon"))
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func display(_ celsius: Double) -> String {
        let measurement = Measurement(value: celsius, unit: UnitTemperature.celsius)
        let converted = useFahrenheit ? measurement.converted(to: .fahrenheit) : measurement
        return "\(Int(converted.value.rounded()))°"
    }
}

struct WeatherDashboard: View {
    @State private var viewModel = WeatherViewModel()

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .idle, .loading:
                    ProgressView("Loading…")
                case .failed(let message):
                    Text(message)
                case .loaded(let forecast):
                    List {
                        VStack {
                            Text(forecast.city).font(.title)
                            Text(viewModel.display(forecast.current)).font(.system(size: 64))
                            Text(forecast.condition)
                        }
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(forecast.hourly) { hour in
                                    VStack {
                                        Text("\(hour.hour):00")
                                        Image(systemName: hour.symbol)
                                        Text(viewModel.display(hour.celsius))
                                    }
                                }
                            }
                        }
                        ForEach(forecast.daily) { day in
                            HStack {
                                Text(day.day)
                                Spacer()
                                Text(viewModel.display(day.low))
                                Capsule().frame(width: CGFloat(day.high - day.low) * 8, height: 4)
                                Text(viewModel.display(day.high))
                            }
                        }
                    }
                    .refreshable { await viewModel.load() }
                }
            }
            .navigationTitle("Weather")
            .toolbar {
                Toggle("°F", isOn: $viewModel.useFahrenheit)
            }
        }
        .task { await viewModel.load() }
    }
}

#Preview {
    WeatherDashboard()
}
