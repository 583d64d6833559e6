// Demonstrates: a reusable generic list `PagedList<Item: Identifiable, Row: View>` taking a row builder `(Item) -> Row`, paging through any `RandomAccessCollection` slice with `prefix`, and an `extension PagedList where Row == Text` convenience initializer using a key path.
import SwiftUI

struct PagedList<Item: Identifiable, Row: View>: View {
    let items: [Item]
    let pageSize: Int
    @ViewBuilder let row: (Item) -> Row
    @State private var visible: Int

    init(_ items: [Item], pageSize: Int = 2, @ViewBuilder row: @escaping (Item) -> Row) {
        self.items = items
        self.pageSize = pageSize
        self.row = row
        _visible = State(initialValue: pageSize)
    }

    var body: some View {
        List {
            ForEach(items.prefix(visible)) { item in
                row(item)
            }
            if visible < items.count {
                Button("Show more (\(items.count - visible) left)") {
                    visible = min(visible + pageSize, items.count)
                    print("showing \(visible) of \(items.count) \(Item.self)s")
                }
            }
        }
    }
}

extension PagedList where Row == Text {
    init(_ items: [Item], title: KeyPath<Item, String>) {
        self.init(items, pageSize: 3) { item in
            Text(item[keyPath: title])
        }
    }
}

struct City: Identifiable {
    var id: String { name }
    let name: String
    let population: Int
}

struct CitiesView: View {
    private let cities = [
        City(name: "Lisbon", population: 545_000),
        City(name: "Porto", population: 232_000),
        City(name: "Braga", population: 193_000),
        City(name: "Coimbra", population: 140_000),
        City(name: "Faro", population: 67_000),
    ]
    @State private var plain = false

    var body: some View {
        VStack {
            Toggle("Plain rows", isOn: $plain)
            if plain {
                PagedList(cities, title: \.name)
            } else {
                PagedList(cities) { city in
                    HStack {
                        Text(city.name)
                        Spacer()
                        Text(city.population, format: .number)
                    }
                }
            }
        }
    }
}

#Preview {
    CitiesView()
}
