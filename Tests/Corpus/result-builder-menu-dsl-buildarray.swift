// Demonstrates: a @resultBuilder DSL building a menu model (buildBlock, buildExpression for two types, buildOptional, buildEither, buildArray), used by a builder-taking initializer and a builder function.
import SwiftUI

struct MenuEntry: Identifiable {
    let id: String
    let price: Double?
    var isHeader: Bool { price == nil }
}

struct Dish {
    let name: String
    let price: Double
}

@resultBuilder
struct MenuBuilder {
    static func buildExpression(_ dish: Dish) -> [MenuEntry] {
        [MenuEntry(id: dish.name, price: dish.price)]
    }
    static func buildExpression(_ header: String) -> [MenuEntry] {
        [MenuEntry(id: header, price: nil)]
    }
    static func buildBlock(_ parts: [MenuEntry]...) -> [MenuEntry] {
        parts.flatMap { $0 }
    }
    static func buildOptional(_ part: [MenuEntry]?) -> [MenuEntry] {
        part ?? []
    }
    static func buildEither(first part: [MenuEntry]) -> [MenuEntry] { part }
    static func buildEither(second part: [MenuEntry]) -> [MenuEntry] { part }
    static func buildArray(_ parts: [[MenuEntry]]) -> [MenuEntry] {
        parts.flatMap { $0 }
    }
}

struct Menu2 {
    let entries: [MenuEntry]

    init(@MenuBuilder _ content: () -> [MenuEntry]) {
        entries = content()
    }
}

struct CafeMenuView: View {
    @State private var brunch = false
    @State private var vegan = false
    private let soups = ["Tomato", "Leek"]

    private var menu: Menu2 {
        Menu2 {
            "Mains"
            Dish(name: "Burger", price: 12)
            if vegan {
                Dish(name: "Tofu bowl", price: 11)
            } else {
                Dish(name: "Steak", price: 21.5)
            }
            for soup in soups {
                Dish(name: "\(soup) soup", price: 6)
            }
            if brunch {
                "Brunch"
                Dish(name: "Pancakes", price: 8)
            }
        }
    }

    @MenuBuilder
    private func drinks(includeCoffee: Bool) -> [MenuEntry] {
        "Drinks"
        Dish(name: "Water", price: 0)
        if includeCoffee {
            Dish(name: "Coffee", price: 3.2)
        }
    }

    var body: some View {
        List {
            ForEach(menu.entries + drinks(includeCoffee: brunch)) { entry in
                if entry.isHeader {
                    Text(entry.id).font(.headline)
                } else {
                    LabeledContent(entry.id, value: entry.price!, format: .currency(code: "EUR"))
                }
            }
            Toggle("Brunch", isOn: $brunch)
            Toggle("Vegan", isOn: $vegan)
        }
    }
}

#Preview {
    CafeMenuView()
}
