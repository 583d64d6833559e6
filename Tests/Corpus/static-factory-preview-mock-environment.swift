// Demonstrates: dependency injection for previews — a protocol service, a live and a mock implementation, a view model taking the service, .environmentObject in the preview, and a static .preview factory.
import SwiftUI

protocol WeatherService {
    func temperature(for city: String) async throws -> Double
}

struct MockWeatherService: WeatherService {
    var values: [String: Double] = ["Oslo": -3, "Cairo": 31]
    func temperature(for city: String) async throws -> Double {
        try await Task.sleep(for: .milliseconds(100))
        guard let value = values[city] else { throw URLError(.badServerResponse) }
        return value
    }
}

@MainActor
final class WeatherStore: ObservableObject {
    @Published var readings: [String: Double] = [:]
    @Published var failures: [String] = []
    private let service: WeatherService

    init(service: WeatherService) {
        self.service = service
    }

    static var preview: WeatherStore {
        let store = WeatherStore(service: MockWeatherService())
        store.readings = ["Lisbon": 18]
        return store
    }

    func refresh(_ cities: [String]) async {
        for city in cities {
            do {
                readings[city] = try await service.temperature(for: city)
            } catch {
                failures.append(city)
                print("\(city) failed: \(error.localizedDescription)")
            }
        }
    }
}

struct WeatherList: View {
    @EnvironmentObject private var store: WeatherStore

    var body: some View {
        List {
            ForEach(store.readings.keys.sorted(), id: \.self) { city in
                LabeledContent(city, value: store.readings[city]!.formatted(.number.precision(.fractionLength(0))) + "°")
            }
            if !store.failures.isEmpty {
                Text("Failed: \(store.failures.joined(separator: ", "))")
            }
            Button("Refresh") {
                Task { await store.refresh(["Oslo", "Cairo", "Atlantis"]) }
            }
        }
    }
}

#Preview {
    WeatherList()
        .environmentObject(WeatherStore.preview)
}
