// Demonstrates: a recipe browser app in one file: a `Recipe` model with an enum `Category: String, CaseIterable`, mock data in a `static let samples`, a `NavigationStack` with a category filter `Picker`, `searchable`, `navigationDestination(for: Recipe.self)`, a detail view with ingredients and numbered steps from `enumerated()`, favourites kept in a `Set<Recipe.ID>` on an `@Observable` model, and a servings `Stepper` scaling quantities.
// Source: tutorial (a "build a recipe app in SwiftUI" series, the finished code in one file, found through a search for recipe app SwiftUI category enum CaseIterable favorites Set searchable navigationDestination ingredients steps servings Stepper); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Category: String, CaseIterable, Identifiable {
    case all = "All", breakfast = "Breakfast", dinner = "Dinner", dessert = "Dessert"
    var id: String { rawValue }
}

struct Ingredient: Hashable {
    let name: String
    let grams: Double
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let category: Category
    let minutes: Int
    let ingredients: [Ingredient]
    let steps: [String]

    static let samples: [Recipe] = [
        Recipe(id: 1, name: "Fluffy Pancakes", category: .breakfast, minutes: 20,
               ingredients: [Ingredient(name: "Flour", grams: 200), Ingredient(name: "Milk", grams: 300)],
               steps: ["Whisk everything", "Rest 5 minutes", "Fry in butter"]),
        Recipe(id: 2, name: "Tomato Pasta", category: .dinner, minutes: 25,
               ingredients: [Ingredient(name: "Pasta", grams: 250), Ingredient(name: "Tomatoes", grams: 400)],
               steps: ["Boil pasta", "Simmer sauce", "Combine"]),
        Recipe(id: 3, name: "Chocolate Mousse", category: .dessert, minutes: 15,
               ingredients: [Ingredient(name: "Chocolate", grams: 150), Ingredient(name: "Cream", grams: 200)],
               steps: ["Melt chocolate", "Whip cream", "Fold and chill"]),
    ]
}

@Observable
class Favorites {
    private(set) var ids: Set<Recipe.ID> = []

    func contains(_ recipe: Recipe) -> Bool { ids.contains(recipe.id) }

    func toggle(_ recipe: Recipe) {
        if ids.contains(recipe.id) {
            ids.remove(recipe.id)
        } else {
            ids.insert(recipe.id)
        }
    }
}

struct RecipeBrowser: View {
    @State private var category: Category = .all
    @State private var search = ""
    @State private var favorites = Favorites()

    var visible: [Recipe] {
        Recipe.samples.filter { recipe in
            (category == .all || recipe.category == category) &&
            (search.isEmpty || recipe.name.localizedCaseInsensitiveContains(search))
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Picker("Category", selection: $category) {
                    ForEach(Category.allCases) { Text($0.rawValue).tag($0) }
                }
                ForEach(visible) { recipe in
                    NavigationLink(value: recipe) {
                        HStack {
                            Text(recipe.name)
                            Spacer()
                            if favorites.contains(recipe) {
                                Image(systemName: "heart.fill")
                            }
                            Text("\(recipe.minutes) min").foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .searchable(text: $search, prompt: "Search recipes")
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetail(recipe: recipe, favorites: favorites)
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    var favorites: Favorites
    @State private var servings = 2

    var body: some View {
        List {
            Section("Ingredients") {
                Stepper("Servings: \(servings)", value: $servings, in: 1...8)
                ForEach(recipe.ingredients, id: \.self) { ingredient in
                    LabeledContent(ingredient.name, value: "\(Int(ingredient.grams * Double(servings) / 2)) g")
                }
            }
            Section("Steps") {
                ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                    Text("\(index + 1). \(step)")
                }
            }
            Button(favorites.contains(recipe) ? "Remove from favorites" : "Add to favorites") {
                favorites.toggle(recipe)
            }
        }
        .navigationTitle(recipe.name)
    }
}

#Preview {
    RecipeBrowser()
}
