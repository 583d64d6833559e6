// Demonstrates: an @Observable router holding a NavigationPath injected with .environment(router) and read with @Environment(Router.self), navigationDestination(for:) for two Hashable route types, @Bindable to edit an @Observable model passed down, path.removeLast(), pushing several routes at once, popping to root.
// Source: blog post (a "navigation with NavigationStack and a router" article); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

@Observable
final class Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var servings: Int
    var favourite = false

    init(id: Int, name: String, servings: Int) {
        self.id = id
        self.name = name
        self.servings = servings
    }

    static func == (lhs: Recipe, rhs: Recipe) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

enum Route: Hashable {
    case detail(Recipe)
    case edit(Recipe)
    case settings
}

@Observable
final class Router {
    var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
        print("push, depth \(path.count)")
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
        print("pop, depth \(path.count)")
    }

    func popToRoot() {
        path = NavigationPath()
        print("root")
    }
}

struct RecipesRootView: View {
    @State private var router = Router()
    @State private var recipes = [Recipe(id: 1, name: "Pancakes", servings: 4), Recipe(id: 2, name: "Ramen", servings: 2)]

    var body: some View {
        NavigationStack(path: $router.path) {
            List(recipes) { recipe in
                Button(recipe.favourite ? "★ \(recipe.name)" : recipe.name) {
                    router.push(.detail(recipe))
                }
            }
            .navigationTitle("Recipes")
            .toolbar {
                Button("Settings") { router.push(.settings) }
                Button("Edit first") {
                    router.path.append(Route.detail(recipes[0]))
                    router.path.append(Route.edit(recipes[0]))
                    print("depth \(router.path.count)")
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .detail(let recipe): RecipeDetail(recipe: recipe)
                case .edit(let recipe): RecipeEditor(recipe: recipe)
                case .settings: Text("Settings")
                }
            }
        }
        .environment(router)
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Text(recipe.name).font(.largeTitle)
            Text("Serves \(recipe.servings)")
            Button("Edit") { router.push(.edit(recipe)) }
            Button("Back") { router.pop() }
        }
    }
}

struct RecipeEditor: View {
    @Bindable var recipe: Recipe
    @Environment(Router.self) private var router

    var body: some View {
        Form {
            TextField("Name", text: $recipe.name)
            Stepper("Servings: \(recipe.servings)", value: $recipe.servings, in: 1...12)
            Toggle("Favourite", isOn: $recipe.favourite)
            Button("Done") { router.popToRoot() }
        }
    }
}

#Preview {
    RecipesRootView()
}
