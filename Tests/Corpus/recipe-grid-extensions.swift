// Demonstrates: a recipe grid: model extension with formatted time and static examples, a custom ViewModifier behind an extension View function, LazyVGrid, tag filters.
// Source: Kodeco-style tutorial; written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    let name: String
    let minutes: Int
    let servings: Int
    let tags: Set<String>
    let difficulty: Difficulty

    enum Difficulty: Int, CaseIterable {
        case easy = 1, medium, hard

        var label: String {
            switch self {
            case .easy: "Easy"
            case .medium: "Medium"
            case .hard: "Hard"
            }
        }
    }
}

extension Recipe {
    var formattedTime: String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours > 0 {
            return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
        }
        return "\(rest) min"
    }

    static let examples = [
        Recipe(name: "Pancakes", minutes: 25, servings: 4, tags: ["breakfast", "sweet"], difficulty: .easy),
        Recipe(name: "Lasagne", minutes: 95, servings: 6, tags: ["dinner"], difficulty: .hard),
        Recipe(name: "Shakshuka", minutes: 40, servings: 2, tags: ["breakfast", "vegetarian"], difficulty: .medium),
        Recipe(name: "Roast chicken", minutes: 120, servings: 4, tags: ["dinner"], difficulty: .medium)
    ]
}

struct CardBackground: ViewModifier {
    var color: Color = .orange

    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, minHeight: 120)
            .background(color.opacity(0.2))
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

extension View {
    func cardBackground(_ color: Color = .orange) -> some View {
        modifier(CardBackground(color: color))
    }
}

struct RecipeGridView: View {
    let recipes = Recipe.examples
    @State private var selectedTag: String? = nil

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    private var allTags: [String] {
        Array(Set(recipes.flatMap { $0.tags })).sorted()
    }

    private var visible: [Recipe] {
        guard let tag = selectedTag else { return recipes }
        return recipes.filter { $0.tags.contains(tag) }
    }

    var body: some View {
        ScrollView {
            HStack {
                ForEach(allTags, id: \.self) { tag in
                    Button(tag) {
                        selectedTag = selectedTag == tag ? nil : tag
                        print("showing", visible.map(\.name))
                    }
                    .buttonStyle(.bordered)
                }
            }
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(visible) { recipe in
                    VStack(alignment: .leading, spacing: 6) {
                        Text(recipe.name).font(.headline)
                        Text(recipe.formattedTime)
                        Text(String(repeating: "★", count: recipe.difficulty.rawValue))
                        Text("Serves \(recipe.servings)").font(.caption)
                    }
                    .cardBackground(recipe.difficulty == .hard ? .red : .orange)
                }
            }
            .padding()
        }
    }
}

#Preview {
    RecipeGridView()
}
