// Demonstrates: preview sample data in a static extension, a LazyVGrid with adaptive columns, ForEach over zip of indices and elements, and enumerated() rows identified by offset.
import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let minutes: Int
    let tags: [String]
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(name: "Pancakes", minutes: 20, tags: ["breakfast", "sweet"]),
        Recipe(name: "Ramen", minutes: 45, tags: ["dinner"]),
        Recipe(name: "Salad", minutes: 10, tags: ["lunch", "quick"]),
        Recipe(name: "Chili", minutes: 90, tags: ["dinner", "spicy"]),
    ]

    var isQuick: Bool { minutes <= 20 }
}

struct RecipeTile: View {
    let rank: Int
    let recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("#\(rank) \(recipe.name)").font(.headline)
            Text("\(recipe.minutes) min").font(.caption)
            ForEach(Array(recipe.tags.enumerated()), id: \.offset) { index, tag in
                Text(index == 0 ? tag.uppercased() : tag)
            }
        }
        .padding(8)
        .background(recipe.isQuick ? Color.green.opacity(0.2) : Color.gray.opacity(0.1))
    }
}

struct RecipeGrid: View {
    @State private var recipes = Recipe.samples
    private let columns = [GridItem(.adaptive(minimum: 140), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(Array(zip(recipes.indices, recipes)), id: \.1.id) { index, recipe in
                    RecipeTile(rank: index + 1, recipe: recipe)
                }
            }
            .padding()
            Button("Quickest first") {
                recipes.sort { $0.minutes < $1.minutes }
                print(recipes.map(\.name))
            }
        }
    }
}

#Preview {
    RecipeGrid()
}
