// Demonstrates: a forecast decoded from a JSON string literal (Codable, CodingKeys, nested types), a DateFormatter, an enum with a computed SF Symbol, List rows.
import SwiftUI

// MARK: - Model

struct Forecast: Codable {
    let city: String
    let days: [Day]

    struct Day: Codable, Identifiable, Hashable {
        let date: String
        let high: Double
        let low: Double
        let condition: Condition

        var id: String { date }

        enum CodingKeys: String, CodingKey {
            case date
            case high = "temp_max"
            case low = "temp_min"
            case condition
        }
    }

    enum Condition: String, Codable {
        case sunny, cloudy, rain, snow

        /// The SF Symbol shown next to the day.
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

extension Forecast {
    static let sampleJSON = """
    {
      "city": "Lisbon",
      "days": [
        { "date": "2024-05-01", "temp_max": 22.5, "temp_min": 14.0, "condition": "sunny" },
        { "date": "2024-05-02", "temp_max": 19.0, "temp_min": 13.5, "condition": "cloudy" },
        { "date": "2024-05-03", "temp_max": 16.2, "temp_min": 11.8, "condition": "rain" }
      ]
    }
    """

    static var preview: Forecast {
        let data = Data(sampleJSON.utf8)
        do {
            return try JSONDecoder().decode(Forecast.self, from: data)
        } catch {
            print("decoding failed: \(error)")
            return Forecast(city: "Unknown", days: [])
        }
    }
}

// MARK: - Views

struct ForecastView: View {
    @State private var forecast: Forecast?
    @State private var useCelsius = true

    private static let inputFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()

    private static let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE"
        return formatter
    }()

    var body: some View {
        NavigationStack {
            Group {
                if let forecast {
                    List(forecast.days) { day in
                        HStack {
                            Image(systemName: day.condition.symbolName)
                                .foregroundStyle(.orange)
                            Text(weekday(for: day.date))
                            Spacer()
                            Text("\(temperature(day.high)) / \(temperature(day.low))")
                                .monospacedDigit()
                        }
                    }
                    .navigationTitle(forecast.city)
                } else {
                    ProgressView("Loading forecast…")
                }
            }
            .toolbar {
                Button(useCelsius ? "°F" : "°C") {
                    useCelsius.toggle()
                }
            }
        }
        .onAppear {
            forecast = Forecast.preview
        }
    }

    private func weekday(for string: String) -> String {
        guard let date = Self.inputFormatter.date(from: string) else { return string }
        return Self.dayFormatter.string(from: date)
    }

    private func temperature(_ celsius: Double) -> String {
        let value = useCelsius ? celsius : celsius * 9 / 5 + 32
        return String(format: "%.0f°", value)
    }
}

#Preview {
    ForecastView()
}
