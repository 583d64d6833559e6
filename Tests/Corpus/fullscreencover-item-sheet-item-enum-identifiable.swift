// Demonstrates: `.sheet(item:)` and `.fullScreenCover(item:)` driven by one `enum Destination: Identifiable` with associated values whose `id` is a `String` built in a `switch`, `@Environment(\.dismiss)` in the presented views, an `onDismiss:` callback, a `Binding<Destination?>` set from buttons, and a nested `NavigationStack` inside the sheet.
// Source: GitHub app (a recipe app's "router" file as an indie developer structures it); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var minutes: Int
}

enum Destination: Identifiable {
    case detail(Recipe)
    case editor(Recipe?)
    case onboarding

    var id: String {
        switch self {
        case .detail(let recipe): return "detail-\(recipe.id)"
        case .editor(let recipe): return "editor-\(recipe?.id ?? -1)"
        case .onboarding: return "onboarding"
        }
    }
}

struct RecipesView: View {
    @State private var recipes = [Recipe(id: 1, name: "Pancakes", minutes: 20), Recipe(id: 2, name: "Omelette", minutes: 10)]
    @State private var sheet: Destination?
    @State private var cover: Destination?

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                Button(recipe.name) { sheet = .detail(recipe) }
            }
            .toolbar {
                Button("New") { sheet = .editor(nil) }
                Button("Welcome") { cover = .onboarding }
            }
            .sheet(item: $sheet, onDismiss: { print("sheet dismissed") }) { destination in
                switch destination {
                case .detail(let recipe):
                    RecipeDetail(recipe: recipe)
                case .editor(let recipe):
                    RecipeEditor(recipe: recipe) { saved in
                        recipes.append(saved)
                    }
                case .onboarding:
                    EmptyView()
                }
            }
            .fullScreenCover(item: $cover) { _ in
                OnboardingView()
            }
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("\(recipe.name) takes \(recipe.minutes) min")
                .toolbar {
                    Button("Close") { dismiss() }
                }
                .navigationTitle(recipe.name)
        }
    }
}

struct RecipeEditor: View {
    @State private var name: String
    @Environment(\.dismiss) private var dismiss
    let onSave: (Recipe) -> Void

    init(recipe: Recipe?, onSave: @escaping (Recipe) -> Void) {
        _name = State(initialValue: recipe?.name ?? "New recipe")
        self.onSave = onSave
    }

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Save") {
                onSave(Recipe(id: Int.random(in: 100...999), name: name, minutes: 15))
                dismiss()
            }
        }
    }
}

struct OnboardingView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Welcome!")
            Button("Get started") { dismiss() }
        }
    }
}

#Preview {
    RecipesView()
}
