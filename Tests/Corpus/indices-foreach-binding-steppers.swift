// Demonstrates: ForEach(items.indices, id: \.self) with $items[index] bindings, Stepper(value:in:step:), a computed total with reduce(into:), removing by IndexSet via onDelete.
import SwiftUI

struct Ingredient {
    var name: String
    var grams: Int
}

struct RecipeScaler: View {
    @State private var ingredients = [
        Ingredient(name: "Flour", grams: 500),
        Ingredient(name: "Water", grams: 350),
        Ingredient(name: "Salt", grams: 10),
    ]
    @State private var servings = 2

    private var totals: [String: Int] {
        ingredients.reduce(into: [:]) { result, item in
            result[item.name, default: 0] += item.grams * servings / 2
        }
    }

    var body: some View {
        List {
            Stepper("Servings: \(servings)", value: $servings, in: 1...8)
            ForEach(ingredients.indices, id: \.self) { index in
                Stepper(value: $ingredients[index].grams, in: 0...1000, step: 10) {
                    Text("\(ingredients[index].name): \(ingredients[index].grams) g")
                }
            }
            .onDelete { offsets in
                ingredients.remove(atOffsets: offsets)
            }
            Section("Scaled") {
                ForEach(totals.keys.sorted(), id: \.self) { name in
                    LabeledContent(name, value: "\(totals[name] ?? 0) g")
                }
            }
            Button("Remove last") {
                _ = ingredients.popLast()
            }
        }
    }
}

#Preview {
    RecipeScaler()
}
