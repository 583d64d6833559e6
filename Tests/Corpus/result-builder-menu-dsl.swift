// Demonstrates: a custom @resultBuilder (buildBlock with variadic components, buildOptional, buildEither, buildArray, buildExpression) building a menu model that a SwiftUI view renders; `if`, `if let`, `switch` and `for` inside the builder.
// Source: blog post (a "write your own result builder" article's final example); written for Vivarium in that style, not copied.
// First paste: failed at mount: result-builder-menu-dsl.swift:45:9: error: not supported in the playground: 'switch' in a result builder
import SwiftUI

struct MenuEntry: Identifiable {
    let id = UUID()
    let title: String
    let price: Double
}

@resultBuilder
enum MenuBuilder {
    static func buildExpression(_ entry: MenuEntry) -> [MenuEntry] { [entry] }
    static func buildExpression(_ entries: [MenuEntry]) -> [MenuEntry] { entries }
    static func buildBlock(_ components: [MenuEntry]...) -> [MenuEntry] { components.flatMap { $0 } }
    static func buildOptional(_ component: [MenuEntry]?) -> [MenuEntry] { component ?? [] }
    static func buildEither(first component: [MenuEntry]) -> [MenuEntry] { component }
    static func buildEither(second component: [MenuEntry]) -> [MenuEntry] { component }
    static func buildArray(_ components: [[MenuEntry]]) -> [MenuEntry] { components.flatMap { $0 } }
}

enum Season { case summer, winter }

struct Menu2 {
    let name: String
    let entries: [MenuEntry]

    init(_ name: String, @MenuBuilder entries: () -> [MenuEntry]) {
        self.name = name
        self.entries = entries()
    }

    var total: Double { entries.reduce(0) { $0 + $1.price } }
}

func dailyMenu(season: Season, vegetarian: Bool, special: String?, sides: [String]) -> Menu2 {
    Menu2("Today") {
        MenuEntry(title: "Bread", price: 2.5)
        if vegetarian {
            MenuEntry(title: "Lentil stew", price: 11)
        } else {
            MenuEntry(title: "Roast chicken", price: 14.5)
        }
        switch season {
        case .summer:
            MenuEntry(title: "Gazpacho", price: 6)
        case .winter:
            MenuEntry(title: "Onion soup", price: 7)
        }
        if let special {
            MenuEntry(title: "Chef's \(special)", price: 18)
        }
        for side in sides {
            MenuEntry(title: side, price: 3)
        }
    }
}

struct MenuBoardView: View {
    @State private var vegetarian = false
    @State private var summer = true
    @State private var withSpecial = false

    private var menu: Menu2 {
        dailyMenu(season: summer ? .summer : .winter,
                  vegetarian: vegetarian,
                  special: withSpecial ? "tart" : nil,
                  sides: ["Fries", "Salad"])
    }

    var body: some View {
        List {
            Section(menu.name) {
                ForEach(menu.entries) { entry in
                    HStack {
                        Text(entry.title)
                        Spacer()
                        Text(entry.price, format: .currency(code: "EUR"))
                    }
                }
            }
            Section {
                Toggle("Vegetarian", isOn: $vegetarian)
                Toggle("Summer", isOn: $summer)
                Toggle("Chef's special", isOn: $withSpecial)
                Text("Total: \(menu.total.formatted(.number.precision(.fractionLength(2))))")
            }
        }
        .onChange(of: vegetarian) { _, newValue in
            print("vegetarian \(newValue): \(menu.entries.map(\.title))")
        }
        .onChange(of: withSpecial) {
            print("entries: \(menu.entries.count), total \(menu.total)")
        }
    }
}

#Preview {
    MenuBoardView()
}
