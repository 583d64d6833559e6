// Demonstrates: .task(id:) restarting when the search text changes (the old task cancelled, a Task.sleep debounce), try await with CancellationError caught, .refreshable with an async reload, ContentUnavailableView.search for no results, .searchable with suggestions, and a @MainActor @Observable catalog.
// Source: blog post (a "debounce search with task(id:)" article's final code); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
}

@MainActor
@Observable
final class Catalog {
    private let all = [
        Recipe(id: 1, title: "Tomato soup", minutes: 25), Recipe(id: 2, title: "Tofu stir fry", minutes: 15),
        Recipe(id: 3, title: "Banana bread", minutes: 70), Recipe(id: 4, title: "Tomato tart", minutes: 45),
    ]
    var results: [Recipe] = []
    var searches = 0
    var refreshed = 0

    func search(_ text: String) async {
        do {
            try await Task.sleep(for: .milliseconds(300))
            searches += 1
            results = text.isEmpty ? all : all.filter { $0.title.localizedCaseInsensitiveContains(text) }
            print("search #\(searches) for '\(text)': \(results.map(\.title))")
        } catch is CancellationError {
            print("search for '\(text)' cancelled")
        } catch {
            print("unexpected \(error)")
        }
    }

    func refresh() async {
        try? await Task.sleep(for: .seconds(1))
        refreshed += 1
        print("refreshed \(refreshed)")
    }
}

struct RecipeSearchView: View {
    @State private var catalog = Catalog()
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List(catalog.results) { recipe in
                LabeledContent(recipe.title, value: "\(recipe.minutes) min")
            }
            .overlay {
                if catalog.results.isEmpty && !query.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query, prompt: "Recipes") {
                Text("Tomato").searchCompletion("Tomato")
            }
            .task(id: query) {
                await catalog.search(query)
            }
            .refreshable {
                await catalog.refresh()
            }
            .toolbar {
                Button("Tomato") { query = "tomato" }
                Button("Zucchini") { query = "zucchini" }
                Button("Clear") { query = "" }
            }
            .navigationTitle("Recipes (\(catalog.searches))")
        }
    }
}

#Preview {
    RecipeSearchView()
}
