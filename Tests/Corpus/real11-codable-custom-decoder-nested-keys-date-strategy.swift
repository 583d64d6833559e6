// Demonstrates: decoding a weather API's nested JSON by hand: `struct CurrentWeather: Decodable` with two `CodingKeys` enums (`enum CodingKeys: String, CodingKey { case name, main, weather, date = "dt" }` and `enum MainKeys`), `init(from decoder:)` using `nestedContainer(keyedBy:forKey:)`, `nestedUnkeyedContainer` for the first condition, `decodeIfPresent(…) ?? 0`, `JSONDecoder` with `.secondsSince1970`, the JSON kept as a multi-line string literal `static let sample` decoded in the view's `onAppear`, and `Measurement`-free formatting with `String(format: "%.0f°")`.
// Source: public app code (a weather app's model decoding OpenWeather-style JSON with nested containers, found through a search for nestedContainer CodingKeys); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct CurrentWeather: Decodable {
    let city: String
    let temperature: Double
    let feelsLike: Double
    let humidity: Int
    let condition: String
    let date: Date

    enum CodingKeys: String, CodingKey {
        case name, main, weather
        case date = "dt"
    }

    enum MainKeys: String, CodingKey {
        case temp
        case feelsLike = "feels_like"
        case humidity
    }

    enum WeatherKeys: String, CodingKey {
        case main
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        city = try container.decode(String.self, forKey: .name)
        date = try container.decode(Date.self, forKey: .date)

        let main = try container.nestedContainer(keyedBy: MainKeys.self, forKey: .main)
        temperature = try main.decode(Double.self, forKey: .temp)
        feelsLike = try main.decodeIfPresent(Double.self, forKey: .feelsLike) ?? temperature
        humidity = try main.decodeIfPresent(Int.self, forKey: .humidity) ?? 0

        var weather = try container.nestedUnkeyedContainer(forKey: .weather)
        let first = try weather.nestedContainer(keyedBy: WeatherKeys.self)
        condition = try first.decode(String.self, forKey: .main)
    }
}

extension CurrentWeather {
    static let sample = """
    {
      "name": "Oslo",
      "dt": 1749462060,
      "main": { "temp": 14.6, "feels_like": 13.9, "humidity": 71 },
      "weather": [ { "main": "Clouds", "description": "broken clouds" } ]
    }
    """
}

struct WeatherView: View {
    @State private var weather: CurrentWeather?
    @State private var error: String?

    var body: some View {
        VStack(spacing: 8) {
            if let weather = weather {
                Text(weather.city).font(.largeTitle)
                Text(String(format: "%.0f°", weather.temperature))
                    .font(.system(size: 64, weight: .thin))
                Text("Feels like \(String(format: "%.0f°", weather.feelsLike)) · \(weather.humidity)%")
                Text(weather.condition)
                Text(weather.date, style: .date)
            } else if let error = error {
                Text(error).foregroundColor(.red)
            } else {
                ProgressView()
            }
        }
        .onAppear(perform: load)
    }

    func load() {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        do {
            weather = try decoder.decode(CurrentWeather.self, from: Data(CurrentWeather.sample.utf8))
        } catch {
            self.error = "\(error)"
        }
    }
}

#Preview {
    WeatherView()
}
