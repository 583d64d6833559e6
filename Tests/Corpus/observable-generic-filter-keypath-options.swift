// Demonstrates: an `@Observable` generic `FilteredList<Item: Identifiable>` holding filter options built from `KeyPath<Item, Bool>` or predicate closures, the active options combined with `allSatisfy`, and a `Set` of selected option ids toggled by a generic `Set` extension.
import SwiftUI
import Observation

struct FilterOption<Item>: Identifiable {
    let id: String
    let matches: (Item) -> Bool

    init(_ id: String, _ keyPath: KeyPath<Item, Bool>) {
        self.id = id
        self.matches = { $0[keyPath: keyPath] }
    }

    init(_ id: String, where predicate: @escaping (Item) -> Bool) {
        self.id = id
        self.matches = predicate
    }
}

extension Set {
    mutating func toggle(_ member: Element) {
        if contains(member) { remove(member) } else { insert(member) }
    }
}

@Observable
final class FilteredList<Item: Identifiable> {
    var items: [Item]
    let options: [FilterOption<Item>]
    var active: Set<String> = []

    init(items: [Item], options: [FilterOption<Item>]) {
        self.items = items
        self.options = options
    }

    var visible: [Item] {
        let chosen = options.filter { active.contains($0.id) }
        return items.filter { item in chosen.allSatisfy { $0.matches(item) } }
    }
}

struct Recipe: Identifiable {
    let id: Int
    let name: String
    let isVegetarian: Bool
    let minutes: Int
}

struct RecipeFilterView: View {
    @State private var list = FilteredList(
        items: [
            Recipe(id: 1, name: "Shakshuka", isVegetarian: true, minutes: 25),
            Recipe(id: 2, name: "Ramen", isVegetarian: false, minutes: 50),
            Recipe(id: 3, name: "Caprese", isVegetarian: true, minutes: 10),
        ],
        options: [
            FilterOption("Vegetarian", \.isVegetarian),
            FilterOption("Quick", where: { $0.minutes <= 20 }),
        ]
    )

    var body: some View {
        List {
            Section("Filters") {
                ForEach(list.options) { option in
                    Button("\(list.active.contains(option.id) ? "✓ " : "")\(option.id)") {
                        list.active.toggle(option.id)
                        print(list.active.sorted(), list.visible.map(\.name))
                    }
                }
            }
            Section("\(list.visible.count) recipes") {
                ForEach(list.visible) { recipe in
                    Text("\(recipe.name) · \(recipe.minutes) min")
                }
            }
        }
    }
}

#Preview {
    RecipeFilterView()
}
