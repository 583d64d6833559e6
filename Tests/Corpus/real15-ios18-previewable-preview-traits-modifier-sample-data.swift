// Demonstrates: Xcode 16 previews: `#Preview(traits: .sizeThatFitsLayout)`, `@Previewable @State` driving a component's binding, a `PreviewModifier` struct with `makeSharedContext()` and `body(content:context:)` putting sample data in the environment, `#Preview(traits: .modifier(SampleData()))`, and `extension PreviewTrait where T == Preview.ViewTraits` with a static member.
// Source: Apple documentation snippet (the PreviewModifier and Previewable API pages, found through a search for PreviewModifier makeSharedContext body content context Previewable State preview traits sizeThatFitsLayout); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find type 'PreviewModifier' in scope
import SwiftUI

@Observable
final class RecipeBox {
    var recipes: [String]
    init(recipes: [String] = []) { self.recipes = recipes }
}

struct RatingControl: View {
    @Binding var rating: Int

    var body: some View {
        HStack {
            ForEach(1...5, id: \.self) { star in
                Button(star <= rating ? "★" : "☆") {
                    rating = star
                }
            }
            Text("\(rating)/5")
        }
    }
}

struct RecipeListView: View {
    @Environment(RecipeBox.self) private var box

    var body: some View {
        List(box.recipes, id: \.self) { recipe in
            Text(recipe)
        }
        .overlay {
            if box.recipes.isEmpty { Text("No recipes") }
        }
    }
}

struct SampleData: PreviewModifier {
    static func makeSharedContext() async throws -> RecipeBox {
        RecipeBox(recipes: ["Pancakes", "Shakshuka", "Ramen"])
    }

    func body(content: Content, context: RecipeBox) -> some View {
        content.environment(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleData: Self = .modifier(SampleData())
}

#Preview("Rating", traits: .sizeThatFitsLayout) {
    @Previewable @State var rating = 3
    RatingControl(rating: $rating)
}

#Preview("Recipes", traits: .sampleData) {
    RecipeListView()
}

#Preview("Empty") {
    RecipeListView()
        .environment(RecipeBox())
}
