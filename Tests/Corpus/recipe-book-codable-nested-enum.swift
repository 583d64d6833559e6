// Demonstrates: recipes decoded from a JSON string literal with a String-backed Codable enum, an optional field, an array of nested structs, decodeIfPresent-style defaults, a List grouped by course.
import SwiftUI

struct Recipe: Codable, Identifiable {
    let id: Int
    let title: String
    let course: Course
    let minutes: Int
    let ingredients: [Ingredient]
    let notes: String?

    enum Course: String, Codable, CaseIterable {
        case starter, main, dessert

        var displayName: String { rawValue.capitalized }
    }

    struct Ingredient: Codable, Hashable {
        let name: String
        let quantity: Double
        let unit: String
    }
}

let recipesJSON = """
[
  {"id": 1, "title": "Tomato Soup", "course": "starter", "minutes": 25,
   "ingredients": [{"name": "Tomatoes", "quantity": 6, "unit": "pcs"}, {"name": "Cream", "quantity": 0.5, "unit": "cup"}]},
  {"id": 2, "title": "Risotto", "course": "main", "minutes": 40,
   "ingredients": [{"name": "Rice", "quantity": 1.5, "unit": "cup"}], "notes": "Stir often"},
  {"id": 3, "title": "Panna Cotta", "course": "dessert", "minutes": 15,
   "ingredients": [{"name": "Cream", "quantity": 2, "unit": "cup"}, {"name": "Sugar", "quantity": 0.25, "unit": "cup"}]}
]
"""

final class RecipeStore: ObservableObject {
    @Published var recipes: [Recipe] = []
    @Published var errorMessage: String?

    func load() {
        do {
            let data = Data(recipesJSON.utf8)
            recipes = try JSONDecoder().decode([Recipe].self, from: data)
            print("decoded \(recipes.count) recipes")
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func recipes(for course: Recipe.Course) -> [Recipe] {
        recipes.filter { $0.course == course }.sorted { $0.minutes < $1.minutes }
    }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(recipe.title).font(.headline)
            Text("\(recipe.minutes) min · \(recipe.ingredients.count) ingredients")
                .font(.caption)
                .foregroundStyle(.secondary)
            if let notes = recipe.notes {
                Text(notes).italic()
            }
        }
    }
}

struct RecipeBookView: View {
    @StateObject private var store = RecipeStore()

    var body: some View {
        NavigationStack {
            List {
                ForEach(Recipe.Course.allCases, id: \.self) { course in
                    Section(course.displayName) {
                        ForEach(store.recipes(for: course)) { recipe in
                            RecipeRow(recipe: recipe)
                        }
                    }
                }
            }
            .navigationTitle("Recipes")
            .onAppear { store.load() }
        }
    }
}

#Preview {
    RecipeBookView()
}
