// Demonstrates: a generic enum `Loadable<Value>` with a generic `map` method, a computed `value: Value?`, conditional conformance `extension Loadable: Equatable where Value: Equatable`, and `.onChange(of:)` relying on that equality.
import SwiftUI

enum Loadable<Value> {
    case notStarted
    case loading
    case loaded(Value)
    case failed(String)

    var value: Value? {
        if case .loaded(let value) = self { return value }
        return nil
    }

    var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    func map<NewValue>(_ transform: (Value) -> NewValue) -> Loadable<NewValue> {
        switch self {
        case .notStarted: return .notStarted
        case .loading: return .loading
        case .loaded(let value): return .loaded(transform(value))
        case .failed(let message): return .failed(message)
        }
    }
}

extension Loadable: Equatable where Value: Equatable {}

struct Forecast: Equatable {
    var city: String
    var highs: [Int]
}

struct ForecastView: View {
    @State private var forecast: Loadable<Forecast> = .notStarted
    @State private var changes = 0

    private var summary: Loadable<String> {
        forecast.map { "\($0.city): max \($0.highs.max() ?? 0)°" }
    }

    var body: some View {
        VStack(spacing: 12) {
            switch summary {
            case .notStarted: Text("Pick a city")
            case .loading: ProgressView()
            case .loaded(let text): Text(text)
            case .failed(let message): Text(message).foregroundStyle(.red)
            }
            Text("Changes: \(changes)")
            Button("Load Oslo") { load(Forecast(city: "Oslo", highs: [3, 7, 5])) }
            Button("Load Oslo again") { load(Forecast(city: "Oslo", highs: [3, 7, 5])) }
            Button("Fail") { forecast = .failed("Network down") }
        }
        .onChange(of: forecast) { oldValue, newValue in
            changes += 1
            print("changed from loading: \(oldValue.isLoading), value: \(newValue.value?.city ?? "none")")
        }
    }

    private func load(_ result: Forecast) {
        forecast = .loading
        Task {
            try? await Task.sleep(for: .milliseconds(300))
            forecast = .loaded(result)
            print("equal to same: \(forecast == .loaded(result))")
        }
    }
}

#Preview {
    ForecastView()
}
