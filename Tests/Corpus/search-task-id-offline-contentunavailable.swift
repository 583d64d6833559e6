// Demonstrates: a searchable recipe finder that queries an API from .task(id: query) with a debounce sleep, cancels stale queries, maps the offline URLError to a message, and shows ContentUnavailableView.search(text:) for empty results.
import SwiftUI

struct RecipeHit: Decodable, Identifiable {
    let id: Int
    let name: String
}

@MainActor
@Observable
final class RecipeSearch {
    enum Status: Equatable {
        case idle, searching, results([String]), offline, failed(String)
    }

    private(set) var status: Status = .idle
    private(set) var requests = 0

    func search(_ text: String) async {
        guard !text.isEmpty else {
            status = .idle
            return
        }
        status = .searching
        requests += 1
        do {
            var components = URLComponents(string: "https://api.example.com/recipes")!
            components.queryItems = [URLQueryItem(name: "q", value: text)]
            let (data, _) = try await URLSession.shared.data(from: components.url!)
            let hits = try JSONDecoder().decode([RecipeHit].self, from: data)
            status = .results(hits.map(\.name))
        } catch is CancellationError {
            print("cancelled \(text)")
        } catch let error as URLError {
            status = error.code == .notConnectedToInternet ? .offline : .failed(error.localizedDescription)
        } catch {
            status = .failed(error.localizedDescription)
        }
    }
}

struct RecipeFinder: View {
    @State private var query = ""
    @State private var search = RecipeSearch()

    var body: some View {
        NavigationStack {
            Group {
                switch search.status {
                case .idle:
                    ContentUnavailableView("Find a recipe", systemImage: "fork.knife")
                case .searching:
                    ProgressView("Searching…")
                case .results(let names) where names.isEmpty:
                    ContentUnavailableView.search(text: query)
                case .results(let names):
                    List(names, id: \.self) { Text($0) }
                case .offline:
                    ContentUnavailableView("Offline", systemImage: "wifi.slash", description: Text("Searches need a connection."))
                case .failed(let message):
                    Text(message)
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, prompt: "Ingredients")
            .task(id: query) {
                do {
                    try await Task.sleep(for: .milliseconds(300))
                } catch {
                    return
                }
                await search.search(query)
                print("status after \(search.requests) requests: \(search.status)")
            }
        }
    }
}

#Preview {
    RecipeFinder()
}
