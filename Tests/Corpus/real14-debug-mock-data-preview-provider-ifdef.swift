// Demonstrates: preview data kept in `#if DEBUG` blocks: `extension Recipe { static let samples = [...] }` and a `PreviewProvider` with several previews (`Group`, `.previewDisplayName`, `.previewLayout(.sizeThatFits)`, `.environment(\.colorScheme, .dark)`) all inside `#if DEBUG … #endif`, a `RecipeStore` with a `static var preview`, an `assert` in debug code, and a detail view reached through `NavigationLink` with `.navigationBarTitleDisplayMode(.inline)`.
// Source: vendor sample code (a sample app's habit of DEBUG-only preview content, found through a search for #if DEBUG static let samples PreviewProvider previewLayout sizeThatFits previewDisplayName); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Recipe: Identifiable, Equatable {
    let id: Int
    var name: String
    var minutes: Int
    var ingredients: [String]
    var isVegetarian: Bool
}

final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe]
    @Published var favorites: Set<Int> = []

    init(recipes: [Recipe] = []) {
        self.recipes = recipes
    }

    func toggleFavorite(_ recipe: Recipe) {
        if favorites.contains(recipe.id) {
            favorites.remove(recipe.id)
        } else {
            favorites.insert(recipe.id)
        }
        #if DEBUG
        print("favorites now \(favorites.sorted())")
        #endif
    }
}

#if DEBUG
extension Recipe {
    static let samples: [Recipe] = [
        Recipe(id: 1, name: "Shakshuka", minutes: 25, ingredients: ["eggs", "tomatoes", "peppers"], isVegetarian: true),
        Recipe(id: 2, name: "Chicken curry", minutes: 45, ingredients: ["chicken", "coconut milk", "curry paste"], isVegetarian: false),
        Recipe(id: 3, name: "Pesto pasta", minutes: 15, ingredients: ["pasta", "basil", "parmesan", "pine nuts"], isVegetarian: true)
    ]
}

extension RecipeStore {
    static var preview: RecipeStore {
        let store = RecipeStore(recipes: Recipe.samples)
        store.favorites = [2]
        assert(store.recipes.count == 3, "expected three samples")
        return store
    }
}
#endif

struct RecipeCard: View {
    let recipe: Recipe
    let isFavorite: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(recipe.name)
                    .font(.headline)
                Text("\(recipe.minutes) min · \(recipe.ingredients.count) ingredients")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            if recipe.isVegetarian {
                Image(systemName: "leaf")
                    .foregroundColor(.green)
            }
            if isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundColor(.pink)
            }
        }
        .padding(.vertical, 6)
    }
}

struct RecipeDetail: View {
    @EnvironmentObject var store: RecipeStore
    let recipe: Recipe

    var body: some View {
        List {
            Section(header: Text("Ingredients")) {
                ForEach(recipe.ingredients, id: \.self) { item in
                    Text(item.capitalized)
                }
            }
            Button(store.favorites.contains(recipe.id) ? "Remove favorite" : "Add favorite") {
                store.toggleFavorite(recipe)
            }
        }
        .navigationTitle(recipe.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct RecipeList: View {
    @EnvironmentObject var store: RecipeStore
    @State private var vegetarianOnly = false

    var visible: [Recipe] {
        vegetarianOnly ? store.recipes.filter(\.isVegetarian) : store.recipes
    }

    var body: some View {
        NavigationView {
            List {
                Toggle("Vegetarian only", isOn: $vegetarianOnly)
                ForEach(visible) { recipe in
                    NavigationLink(destination: RecipeDetail(recipe: recipe)) {
                        RecipeCard(recipe: recipe, isFavorite: store.favorites.contains(recipe.id))
                    }
                }
            }
            .navigationTitle("Recipes")
        }
    }
}

#if DEBUG
struct RecipeList_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RecipeList()
                .environmentObject(RecipeStore.preview)
                .previewDisplayName("Light")
            RecipeList()
                .environmentObject(RecipeStore.preview)
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Dark")
            RecipeCard(recipe: Recipe.samples[0], isFavorite: true)
                .previewLayout(.sizeThatFits)
                .padding()
        }
    }
}
#endif
