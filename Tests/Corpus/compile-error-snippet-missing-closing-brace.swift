// Demonstrates: a compile error pasted by mistake — a view copied from a blog post whose last closing brace was left behind in the post's next paragraph; swiftc reports the struct's missing `}` at the end of the file.
// Source: a developer's blog post on presenting sheets (a snippet printed without its last line)
// First paste: failed at load: expected '}' to end struct
// expected-error: 34:1: expected '}' in struct
import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    var title: String
}

struct RecipeListView: View {
    @State private var recipes = [Recipe(title: "Soup"), Recipe(title: "Bread")]
    @State private var shown: Recipe?

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.title) { shown = recipe }
        }
        .sheet(item: $shown) { recipe in
            VStack(spacing: 8) {
                Text(recipe.title).font(.title)
                Button("Close") { shown = nil }
            }
        }
    }

    private func rename(_ recipe: Recipe, to title: String) {
        if let index = recipes.firstIndex(where: { $0.id == recipe.id }) {
            recipes[index].title = title
        }
    }

