// Demonstrates: wrapping a completion-handler API in async/await with withCheckedThrowingContinuation and withCheckedContinuation, a Result-based callback, DispatchQueue.main.asyncAfter simulating latency, an AsyncThrowingStream built from a delegate-style callback, Task.detached with await MainActor.run, and a @MainActor ObservableObject driving a view.
// Source: blog post (a "migrating completion handlers to async/await" article's sample); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum WeatherError: Error {
    case cityNotFound(String)
}

final class LegacyWeatherClient {
    func fetchTemperature(for city: String, completion: @escaping (Result<Int, WeatherError>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            switch city {
            case "Oslo": completion(.success(4))
            case "Cairo": completion(.success(31))
            default: completion(.failure(.cityNotFound(city)))
            }
        }
    }

    func fetchForecast(for city: String, days: Int, onDay: @escaping (Int, Int) -> Void, onDone: @escaping (Error?) -> Void) {
        for day in 1...days {
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(day) * 0.25) {
                onDay(day, 10 + day * 2)
                if day == days { onDone(nil) }
            }
        }
    }

    func ping(_ completion: @escaping (Bool) -> Void) {
        DispatchQueue.main.async { completion(true) }
    }
}

extension LegacyWeatherClient {
    func temperature(for city: String) async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            fetchTemperature(for: city) { result in
                continuation.resume(with: result)
            }
        }
    }

    func ping() async -> Bool {
        await withCheckedContinuation { continuation in
            ping { continuation.resume(returning: $0) }
        }
    }

    func forecast(for city: String, days: Int) -> AsyncThrowingStream<(day: Int, high: Int), Error> {
        AsyncThrowingStream { continuation in
            fetchForecast(for: city, days: days) { day, high in
                continuation.yield((day: day, high: high))
            } onDone: { error in
                continuation.finish(throwing: error)
            }
        }
    }
}

@MainActor
final class WeatherViewModel: ObservableObject {
    @Published var lines: [String] = []
    private let client = LegacyWeatherClient()

    func load(_ city: String) async {
        do {
            let temperature = try await client.temperature(for: city)
            lines.append("\(city): \(temperature)°C")
        } catch WeatherError.cityNotFound(let name) {
            lines.append("No city called \(name)")
        } catch {
            lines.append("Error: \(error)")
        }
    }

    func loadForecast() async {
        do {
            for try await entry in client.forecast(for: "Oslo", days: 3) {
                lines.append("day \(entry.day): \(entry.high)°")
            }
            lines.append("forecast done, online: \(await client.ping())")
        } catch {
            lines.append("forecast failed")
        }
    }

    func crunchInBackground() {
        Task.detached(priority: .background) {
            let total = (1...1_000).reduce(0, +)
            await MainActor.run {
                self.lines.append("background total \(total)")
            }
        }
    }
}

struct WeatherView: View {
    @StateObject private var model = WeatherViewModel()

    var body: some View {
        List {
            ForEach(model.lines, id: \.self) { Text($0) }
            Button("Oslo") { Task { await model.load("Oslo") } }
            Button("Atlantis") { Task { await model.load("Atlantis") } }
            Button("Forecast") { Task { await model.loadForecast() } }
            Button("Crunch") { model.crunchInBackground() }
        }
        .onChange(of: model.lines) { _, lines in print(lines.last ?? "") }
    }
}

#Preview {
    WeatherView()
}
