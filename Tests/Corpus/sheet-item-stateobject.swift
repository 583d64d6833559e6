// Demonstrates: .sheet(item:) with an Identifiable selection; the sheet's @StateObject lives while it is shown.
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
}

final class RecipeDetailModel: ObservableObject {
    let recipe: Recipe
    @Published var servings = 2

    init(recipe: Recipe) {
        self.recipe = recipe
        print("RecipeDetailModel(\(recipe.name)) init")
    }

    deinit { print("RecipeDetailModel(\(recipe.name)) deinit") }
}

struct RecipeDetail: View {
    @StateObject private var model: RecipeDetailModel

    init(recipe: Recipe) {
        _model = StateObject(wrappedValue: RecipeDetailModel(recipe: recipe))
    }

    var body: some View {
        VStack {
            Text("\(model.recipe.name) for \(model.servings)")
            Button("More servings") { model.servings += 1 }
        }
    }
}

struct RecipeList: View {
    @State private var selected: Recipe?
    private let recipes = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Salad")]

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.name) { selected = recipe }
        }
        .sheet(item: $selected) { recipe in
            RecipeDetail(recipe: recipe)
        }
    }
}

#Preview {
    RecipeList()
}
