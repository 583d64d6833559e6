// Demonstrates: a compile error pasted by mistake — JSONDecoder.decode called without `try` inside a view model method; the playground must answer with swiftc's own diagnostic.
// expected-error: 20:19: call can throw, but it is not marked with 'try' and the error is not handled
import SwiftUI

struct Recipe: Codable, Identifiable {
    let id: Int
    let title: String
}

final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe] = []

    private let bundled = """
    [{"id": 1, "title": "Pancakes"}, {"id": 2, "title": "Omelette"}]
    """

    func load() {
        // Forgot the `try` (and a do/catch) here:
        let decoder = JSONDecoder()
        recipes = decoder.decode([Recipe].self, from: Data(bundled.utf8))
    }
}

struct RecipeList: View {
    @StateObject private var store = RecipeStore()

    var body: some View {
        List(store.recipes) { recipe in
            Text(recipe.title)
        }
        .onAppear { store.load() }
    }
}

#Preview {
    RecipeList()
}
