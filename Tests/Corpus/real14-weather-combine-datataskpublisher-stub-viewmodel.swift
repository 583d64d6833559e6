// Demonstrates: a Combine-heavy weather view model: a `WeatherService` protocol with a live `URLSession.shared.dataTaskPublisher` implementation and a stub that decodes a JSON string literal through `Just(data)`, `.decode(type:decoder:)`, `.receive(on: DispatchQueue.main)`, `.sink(receiveCompletion:receiveValue:)` stored in a `Set<AnyCancellable>`, an enum state with an associated error, `eraseToAnyPublisher()`, and a unit conversion with `String(format:)`.
// Source: blog companion code (an MVVM + Combine networking post with a mock service for previews, found through a search for dataTaskPublisher decode receive on main sink store in cancellables mock service Just); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

struct WeatherResponse: Decodable {
    let city: String
    let current: Current
    let daily: [Day]

    struct Current: Decodable {
        let temp: Double
        let condition: String
    }

    struct Day: Decodable, Identifiable {
        var id: String { day }
        let day: String
        let high: Double
        let low: Double
    }
}

protocol WeatherService {
    func fetch(city: String) -> AnyPublisher<WeatherResponse, Error>
}

final class LiveWeatherService: WeatherService {
    func fetch(city: String) -> AnyPublisher<WeatherResponse, Error> {
        let url = URL(string: "https://api.example.com/weather?city=\(city)")!
        return URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: WeatherResponse.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

final class StubWeatherService: WeatherService {
    let json = """
    {
      "city": "Lisbon",
      "current": { "temp": 21.5, "condition": "Sunny" },
      "daily": [
        { "day": "Mon", "high": 23.0, "low": 15.2 },
        { "day": "Tue", "high": 19.8, "low": 14.0 },
        { "day": "Wed", "high": 25.1, "low": 16.7 }
      ]
    }
    """

    func fetch(city: String) -> AnyPublisher<WeatherResponse, Error> {
        Just(Data(json.utf8))
            .delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .decode(type: WeatherResponse.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }
}

enum LoadState {
    case idle
    case loading
    case loaded(WeatherResponse)
    case failed(String)
}

enum TemperatureUnit: String, CaseIterable {
    case celsius = "°C"
    case fahrenheit = "°F"

    func convert(_ celsius: Double) -> Double {
        switch self {
        case .celsius: return celsius
        case .fahrenheit: return celsius * 9 / 5 + 32
        }
    }
}

class WeatherViewModel: ObservableObject {
    @Published var state: LoadState = .idle
    @Published var unit: TemperatureUnit = .celsius

    private let service: WeatherService
    private var cancellables = Set<AnyCancellable>()

    init(service: WeatherService = StubWeatherService()) {
        self.service = service
    }

    func load(city: String) {
        state = .loading
        service.fetch(city: city)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion {
                    self?.state = .failed(error.localizedDescription)
                    print("failed: \(error)")
                }
            }, receiveValue: { [weak self] response in
                self?.state = .loaded(response)
                print("loaded \(response.city) with \(response.daily.count) days")
            })
            .store(in: &cancellables)
    }

    func format(_ celsius: Double) -> String {
        String(format: "%.1f%@", unit.convert(celsius), unit.rawValue)
    }
}

struct ForecastRow: View {
    let day: WeatherResponse.Day
    let format: (Double) -> String

    var body: some View {
        HStack {
            Text(day.day)
                .frame(width: 50, alignment: .leading)
            Spacer()
            Text(format(day.low))
                .foregroundColor(.blue)
            Text(format(day.high))
                .foregroundColor(.red)
        }
    }
}

struct WeatherView: View {
    @StateObject private var viewModel = WeatherViewModel()

    var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                Picker("Unit", selection: $viewModel.unit) {
                    ForEach(TemperatureUnit.allCases, id: \.self) { unit in
                        Text(unit.rawValue).tag(unit)
                    }
                }
                .pickerStyle(SegmentedPickerStyle())

                switch viewModel.state {
                case .idle:
                    Text("Pull to load")
                case .loading:
                    ProgressView("Loading…")
                case .loaded(let weather):
                    Text(weather.city)
                        .font(.largeTitle)
                    Text("\(viewModel.format(weather.current.temp)) · \(weather.current.condition)")
                    List(weather.daily) { day in
                        ForecastRow(day: day, format: viewModel.format)
                    }
                case .failed(let message):
                    Text(message)
                        .foregroundColor(.red)
                }

                Button("Reload") {
                    viewModel.load(city: "Lisbon")
                }
            }
            .padding()
            .navigationBarTitle("Weather")
            .onAppear {
                viewModel.load(city: "Lisbon")
            }
        }
    }
}

struct WeatherView_Previews: PreviewProvider {
    static var previews: some View {
        WeatherView()
    }
}
