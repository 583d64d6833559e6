// Demonstrates: a recipe browser — a model with nested Ingredient structs and static sample data in an extension, NavigationLink(value:) with navigationDestination(for:), a detail with servings scaling and a measured NumberFormatter.
import SwiftUI

struct Recipe: Identifiable, Hashable {
    struct Ingredient: Hashable {
        let name: String
        let grams: Double
    }

    let id: String
    let name: String
    let minutes: Int
    let baseServings: Int
    let ingredients: [Ingredient]
}

extension Recipe {
    static let pancakes = Recipe(
        id: "pancakes",
        name: "Pancakes",
        minutes: 20,
        baseServings: 2,
        ingredients: [
            Ingredient(name: "Flour", grams: 125),
            Ingredient(name: "Milk", grams: 250),
            Ingredient(name: "Egg", grams: 50),
        ]
    )

    static let salad = Recipe(
        id: "salad",
        name: "Greek Salad",
        minutes: 10,
        baseServings: 1,
        ingredients: [
            Ingredient(name: "Tomato", grams: 150),
            Ingredient(name: "Feta", grams: 60),
        ]
    )

    static let all = [pancakes, salad]
}

struct RecipeListView: View {
    var body: some View {
        NavigationStack {
            List(Recipe.all) { recipe in
                NavigationLink(value: recipe) {
                    VStack(alignment: .leading) {
                        Text(recipe.name).font(.headline)
                        Text("\(recipe.minutes) min")
                            .font(.subheadline)
                            .foregroundColor(.secondary)
                    }
                }
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                RecipeDetailView(recipe: recipe)
            }
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe
    @State private var servings: Int

    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.maximumFractionDigits = 1
        formatter.minimumFractionDigits = 0
        return formatter
    }()

    init(recipe: Recipe) {
        self.recipe = recipe
        _servings = State(initialValue: recipe.baseServings)
    }

    private var scale: Double {
        Double(servings) / Double(recipe.baseServings)
    }

    var body: some View {
        Form {
            Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            Section("Ingredients") {
                ForEach(recipe.ingredients, id: \.self) { ingredient in
                    HStack {
                        Text(ingredient.name)
                        Spacer()
                        Text("\(formatter.string(from: NSNumber(value: ingredient.grams * scale)) ?? "") g")
                    }
                }
            }
            Button("Double it") {
                servings = recipe.baseServings * 2
            }
        }
        .navigationTitle(recipe.name)
    }
}

#Preview {
    RecipeListView()
}

#Preview("Detail") {
    NavigationStack {
        RecipeDetailView(recipe: .pancakes)
    }
}
