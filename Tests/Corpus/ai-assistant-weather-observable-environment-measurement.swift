// Demonstrates: a file as an AI coding assistant answers "build me a weather screen with a view model, mock data and previews": a `WeatherServicing` protocol with `async throws`, a `MockWeatherService` that sleeps and can be told to fail, `Codable` models decoded from an embedded JSON string with `.convertFromSnakeCase` and `.secondsSince1970`, an `@MainActor @Observable final class WeatherViewModel` with a `LoadState` enum, `.environment(viewModel)` and `@Environment(WeatherViewModel.self)`, `Measurement<UnitTemperature>` formatted with `.measurement(width: .abbreviated, usage: .asProvided)` and converted to Fahrenheit, `.task`, `.refreshable`, `ContentUnavailableView` with a retry button, and two `#Preview`s.
// Source: AI assistant answer (a coding assistant's answer to a learner's weather-app prompt, pasted as is); written for Vivarium in that style, not copied.
// First paste: failed at advance 5s: arguments do not match the parameters of 'MeasurementFormatStyle.measurement'
import SwiftUI

// MARK: - Models

struct Forecast: Codable, Identifiable {
    let id: Int
    let city: String
    let temperatureC: Double
    let condition: Condition
    let hourly: [HourlyForecast]

    enum Condition: String, Codable {
        case sunny, cloudy, rain, snow

        var symbolName: String {
            switch self {
            case .sunny: return "sun.max.fill"
            case .cloudy: return "cloud.fill"
            case .rain: return "cloud.rain.fill"
            case .snow: return "snowflake"
            }
        }
    }
}

struct HourlyForecast: Codable, Identifiable {
    var id: Date { time }
    let time: Date
    let temperatureC: Double
}

// MARK: - Service

protocol WeatherServicing {
    func fetchForecast(for city: String) async throws -> Forecast
}

enum WeatherError: LocalizedError {
    case cityNotFound(String)

    var errorDescription: String? {
        switch self {
        case .cityNotFound(let city):
            return "We couldn't find weather for \(city)."
        }
    }
}

struct MockWeatherService: WeatherServicing {
    var shouldFail = false

    static let json = """
    {
      "id": 1,
      "city": "Lisbon",
      "temperature_c": 21.5,
      "condition": "sunny",
      "hourly": [
        { "time": 1700000000, "temperature_c": 19.0 },
        { "time": 1700003600, "temperature_c": 20.5 },
        { "time": 1700007200, "temperature_c": 22.0 }
      ]
    }
    """

    func fetchForecast(for city: String) async throws -> Forecast {
        try await Task.sleep(for: .milliseconds(600))
        if shouldFail { throw WeatherError.cityNotFound(city) }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(Forecast.self, from: Data(Self.json.utf8))
    }
}

// MARK: - ViewModel

@MainActor
@Observable
final class WeatherViewModel {
    enum LoadState {
        case idle
        case loading
        case loaded(Forecast)
        case failed(String)
    }

    private(set) var state: LoadState = .idle
    var useFahrenheit = false
    private let service: WeatherServicing

    init(service: WeatherServicing = MockWeatherService()) {
        self.service = service
    }

    func load(city: String = "Lisbon") async {
        state = .loading
        do {
            let forecast = try await service.fetchForecast(for: city)
            state = .loaded(forecast)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func formatted(_ celsius: Double) -> String {
        let measurement = Measurement(value: celsius, unit: UnitTemperature.celsius)
        let shown = useFahrenheit ? measurement.converted(to: .fahrenheit) : measurement
        return shown.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0))))
    }
}

// MARK: - Views

struct WeatherScreen: View {
    @Environment(WeatherViewModel.self) private var viewModel

    var body: some View {
        @Bindable var viewModel = viewModel
        NavigationStack {
            Group {
                switch viewModel.state {
                case .idle, .loading:
                    ProgressView("Loading forecast…")
                case .loaded(let forecast):
                    ForecastView(forecast: forecast)
                case .failed(let message):
                    ContentUnavailableView {
                        Label("No Forecast", systemImage: "exclamationmark.triangle")
                    } description: {
                        Text(message)
                    } actions: {
                        Button("Try Again") {
                            Task { await viewModel.load() }
                        }
                    }
                }
            }
            .navigationTitle("Weather")
            .toolbar {
                Toggle("°F", isOn: $viewModel.useFahrenheit)
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

struct ForecastView: View {
    let forecast: Forecast
    @Environment(WeatherViewModel.self) private var viewModel

    var body: some View {
        List {
            Section {
                HStack {
                    Image(systemName: forecast.condition.symbolName)
                        .symbolRenderingMode(.multicolor)
                        .font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text(forecast.city).font(.title2.bold())
                        Text(viewModel.formatted(forecast.temperatureC))
                            .font(.title)
                    }
                }
            }
            Section("Hourly") {
                ForEach(forecast.hourly) { hour in
                    LabeledContent(hour.time.formatted(.dateTime.hour()), value: viewModel.formatted(hour.temperatureC))
                }
            }
        }
        .refreshable {
            await viewModel.load()
        }
    }
}

// MARK: - Previews

#Preview("Loaded") {
    WeatherScreen()
        .environment(WeatherViewModel(service: MockWeatherService()))
}

#Preview("Error") {
    WeatherScreen()
        .environment(WeatherViewModel(service: MockWeatherService(shouldFail: true)))
}
