// Demonstrates: debouncing a search with `.task(id: query)`: the task sleeps `try await Task.sleep(for: .milliseconds(400))`, returns quietly on cancellation (`guard !Task.isCancelled`), then "fetches" from an actor; a `@MainActor` view model with `private(set) var`, `defer` resetting `isLoading`, and a `ProgressView` in the toolbar.
// Source: Stack Overflow answer (an answer on debouncing TextField input in SwiftUI without Combine using task(id:), found through a search for task(id:) Task.sleep debounce search); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

actor CityService {
    private let cities = ["Amsterdam", "Athens", "Berlin", "Bern", "Brussels", "Lisbon", "London", "Madrid"]
    private(set) var requests = 0

    func search(_ text: String) async throws -> [String] {
        requests += 1
        try await Task.sleep(for: .milliseconds(150))
        return cities.filter { $0.lowercased().hasPrefix(text.lowercased()) }
    }
}

@MainActor
@Observable
final class CitySearchModel {
    private(set) var results: [String] = []
    private(set) var isLoading = false
    private(set) var lastError: String?
    private let service = CityService()

    func search(_ text: String) async {
        guard !text.isEmpty else {
            results = []
            return
        }
        isLoading = true
        defer { isLoading = false }
        do {
            results = try await service.search(text)
            let count = await service.requests
            print("request #\(count) for \(text): \(results.count) results")
        } catch is CancellationError {
            print("cancelled \(text)")
        } catch {
            lastError = error.localizedDescription
        }
    }
}

struct CitySearchView: View {
    @State private var query = ""
    @State private var model = CitySearchModel()

    var body: some View {
        NavigationStack {
            VStack {
                TextField("City", text: $query)
                    .textFieldStyle(.roundedBorder)
                    .padding()
                List(model.results, id: \.self) { city in
                    Text(city)
                }
                HStack {
                    Button("B") { query = "B" }
                    Button("Be") { query = "Be" }
                    Button("L") { query = "L" }
                }
            }
            .navigationTitle("Cities")
            .toolbar {
                if model.isLoading {
                    ProgressView()
                }
            }
            .task(id: query) {
                do {
                    try await Task.sleep(for: .milliseconds(400))
                } catch {
                    return
                }
                guard !Task.isCancelled else { return }
                await model.search(query)
            }
        }
    }
}

#Preview {
    CitySearchView()
}
