// Demonstrates: a 2020–2022 `PreviewProvider` with more than one preview: `static var previews: some View { Group { … } }` with `ForEach(["iPhone SE (3rd generation)", "iPhone 14 Pro Max"], id: \.self) { ContentView().previewDevice(PreviewDevice(rawValue: $0)).previewDisplayName($0) }`, `.preferredColorScheme(.dark)`, `.environment(\.sizeCategory, .accessibilityLarge)` and `.previewLayout(.sizeThatFits)` on a row, and a `static let` sample value on the model used by both.
// Source: book sample code style (a SwiftUI book's chapter on previews with device and color-scheme variants, found through a search for previewDevice PreviewDevice rawValue previewDisplayName ForEach); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Recipe: Identifiable {
    let id = UUID()
    var name: String
    var minutes: Int

    static let sample = [
        Recipe(name: "Pancakes", minutes: 20),
        Recipe(name: "Shakshuka", minutes: 35),
        Recipe(name: "Ramen", minutes: 50)
    ]
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Text(recipe.name)
            Spacer()
            Text("\(recipe.minutes) min")
                .foregroundColor(.secondary)
        }
        .padding(.vertical, 4)
    }
}

struct ContentView: View {
    @State private var recipes = Recipe.sample
    @State private var quickOnly = false

    var shown: [Recipe] {
        quickOnly ? recipes.filter { $0.minutes <= 30 } : recipes
    }

    var body: some View {
        NavigationView {
            List {
                Toggle("30 minutes or less", isOn: $quickOnly)
                ForEach(shown) { recipe in
                    RecipeRow(recipe: recipe)
                }
            }
            .navigationTitle("Recipes")
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ForEach(["iPhone SE (3rd generation)", "iPhone 14 Pro Max"], id: \.self) { deviceName in
                ContentView()
                    .previewDevice(PreviewDevice(rawValue: deviceName))
                    .previewDisplayName(deviceName)
            }
            ContentView()
                .preferredColorScheme(.dark)
                .environment(\.sizeCategory, .accessibilityLarge)
            RecipeRow(recipe: Recipe.sample[0])
                .previewLayout(.sizeThatFits)
        }
    }
}
