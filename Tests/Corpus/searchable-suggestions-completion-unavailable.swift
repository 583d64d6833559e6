// Demonstrates: a recipe search with .searchable(text:placement:prompt:), .searchSuggestions with .searchCompletion, recent searches saved on .onSubmit(of: .search), ContentUnavailableView.search(text:) when nothing matches, and .textInputAutocapitalization(.never).
import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
}

struct RecipeSearchView: View {
    private let recipes = [
        Recipe(name: "Shakshuka", minutes: 30),
        Recipe(name: "Pad Thai", minutes: 25),
        Recipe(name: "Pancakes", minutes: 20),
        Recipe(name: "Ratatouille", minutes: 60),
    ]
    @State private var query = ""
    @State private var recentSearches: [String] = ["pan"]

    var results: [Recipe] {
        guard !query.isEmpty else { return recipes }
        return recipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var suggestions: [String] {
        recipes.map(\.name).filter { query.isEmpty || $0.lowercased().hasPrefix(query.lowercased()) }
    }

    var body: some View {
        NavigationStack {
            List(results) { recipe in
                HStack {
                    Text(recipe.name)
                    Spacer()
                    Text("\(recipe.minutes) min")
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search recipes")
            .textInputAutocapitalization(.never)
            .searchSuggestions {
                if query.isEmpty {
                    ForEach(recentSearches, id: \.self) { recent in
                        Label(recent, systemImage: "clock")
                            .searchCompletion(recent)
                    }
                } else {
                    ForEach(suggestions, id: \.self) { name in
                        Text(name).searchCompletion(name)
                    }
                }
            }
            .onSubmit(of: .search) {
                if !recentSearches.contains(query) {
                    recentSearches.insert(query, at: 0)
                }
                print("recent: \(recentSearches)")
            }
        }
    }
}

#Preview {
    RecipeSearchView()
}
