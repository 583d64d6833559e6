// Demonstrates: a recipe scaler: `Stepper("Servings: \(servings)", value: $servings, in: 1...12)`, a `Stepper` with `onIncrement:onDecrement:`, ingredient amounts as `Measurement<UnitMass>` and `Measurement<UnitVolume>` scaled by a ratio and shown with `.formatted(.measurement(width: .abbreviated, usage: .asProvided))`, a `Toggle` converting to imperial with `converted(to: .ounces)`, and a `Double` rounded with `(x * 10).rounded() / 10`.
// Source: learner's app (a cooking app's ingredient scaler on GitHub, found through a search for Stepper onIncrement onDecrement Measurement UnitMass converted ounces servings); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Ingredient: Identifiable {
    let id = UUID()
    let name: String
    let grams: Double?
    let millilitres: Double?
}

struct RecipeScaler: View {
    @State private var servings = 4
    @State private var imperial = false
    @State private var spiceLevel = 1
    private let baseServings = 4

    private let ingredients = [
        Ingredient(name: "Flour", grams: 500, millilitres: nil),
        Ingredient(name: "Milk", grams: nil, millilitres: 300),
        Ingredient(name: "Butter", grams: 75, millilitres: nil),
    ]

    private var ratio: Double { Double(servings) / Double(baseServings) }

    private func amount(for ingredient: Ingredient) -> String {
        if let grams = ingredient.grams {
            var mass = Measurement(value: grams * ratio, unit: UnitMass.grams)
            if imperial { mass = mass.converted(to: .ounces) }
            mass.value = (mass.value * 10).rounded() / 10
            return mass.formatted(.measurement(width: .abbreviated, usage: .asProvided))
        }
        if let ml = ingredient.millilitres {
            var volume = Measurement(value: ml * ratio, unit: UnitVolume.milliliters)
            if imperial { volume = volume.converted(to: .cups) }
            volume.value = (volume.value * 10).rounded() / 10
            return volume.formatted(.measurement(width: .abbreviated, usage: .asProvided))
        }
        return "to taste"
    }

    var body: some View {
        Form {
            Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            Stepper {
                Text("Spice: \(String(repeating: "🌶", count: spiceLevel))")
            } onIncrement: {
                spiceLevel = min(spiceLevel + 1, 5)
            } onDecrement: {
                spiceLevel = max(spiceLevel - 1, 0)
            }
            Toggle("Imperial units", isOn: $imperial)
            Section("Ingredients × \(ratio.formatted())") {
                ForEach(ingredients) { ingredient in
                    LabeledContent(ingredient.name, value: amount(for: ingredient))
                }
            }
        }
    }
}

#Preview {
    RecipeScaler()
}
