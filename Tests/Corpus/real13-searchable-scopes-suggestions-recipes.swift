// Demonstrates: `.searchable(text:placement:prompt:)` with `.searchScopes($scope) { ForEach(…) { Text(…).tag(…) } }`, `.searchSuggestions { … .searchCompletion(…) }`, `@Environment(\.isSearching)` in a child view, a `CaseIterable` scope enum, filtering on both, and `ContentUnavailableView.search(text:)` when nothing matches.
// Source: WWDC session sample (the search-scopes and suggestions demo of an iOS 16/17 session, found through a search for searchScopes searchSuggestions searchCompletion isSearching); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Course: String, CaseIterable, Identifiable {
    case all = "All", starter = "Starters", main = "Mains", dessert = "Desserts"
    var id: Self { self }
}

struct Recipe: Identifiable {
    let id = UUID()
    let name: String
    let course: Course
}

struct SearchStatus: View {
    @Environment(\.isSearching) private var isSearching
    let count: Int

    var body: some View {
        Text(isSearching ? "Searching… \(count) found" : "\(count) recipes")
            .font(.footnote)
            .foregroundStyle(.secondary)
    }
}

struct RecipeSearchView: View {
    @State private var query = ""
    @State private var scope: Course = .all

    private let recipes = [
        Recipe(name: "Bruschetta", course: .starter),
        Recipe(name: "Gazpacho", course: .starter),
        Recipe(name: "Risotto", course: .main),
        Recipe(name: "Ratatouille", course: .main),
        Recipe(name: "Tiramisu", course: .dessert),
    ]

    private var results: [Recipe] {
        recipes.filter { recipe in
            (scope == .all || recipe.course == scope) &&
            (query.isEmpty || recipe.name.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List {
                SearchStatus(count: results.count)
                ForEach(results) { recipe in
                    LabeledContent(recipe.name, value: recipe.course.rawValue)
                }
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find a recipe")
            .searchScopes($scope) {
                ForEach(Course.allCases) { course in
                    Text(course.rawValue).tag(course)
                }
            }
            .searchSuggestions {
                ForEach(["Risotto", "Tiramisu"], id: \.self) { suggestion in
                    Text(suggestion).searchCompletion(suggestion)
                }
            }
        }
    }
}

#Preview {
    RecipeSearchView()
}
