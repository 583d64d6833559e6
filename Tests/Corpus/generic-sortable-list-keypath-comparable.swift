// Demonstrates: a generic list view parameterized by an element type and a Comparable key path, an @ViewBuilder row closure, and a toggle flipping the order with sorted(by:) over key paths.
import SwiftUI

struct SortableList<Item: Identifiable, Key: Comparable, Row: View>: View {
    let items: [Item]
    let key: KeyPath<Item, Key>
    @ViewBuilder let row: (Item) -> Row
    @State private var ascending = true

    private var sortedItems: [Item] {
        items.sorted { lhs, rhs in
            ascending ? lhs[keyPath: key] < rhs[keyPath: key] : lhs[keyPath: key] > rhs[keyPath: key]
        }
    }

    var body: some View {
        VStack(alignment: .leading) {
            Button(ascending ? "Ascending" : "Descending") { ascending.toggle() }
            ForEach(sortedItems) { item in
                row(item)
            }
        }
    }
}

struct City: Identifiable {
    let id = UUID()
    let name: String
    let population: Int
}

struct CitiesView: View {
    private let cities = [
        City(name: "Lyon", population: 513_000),
        City(name: "Paris", population: 2_100_000),
        City(name: "Nice", population: 342_000),
    ]

    var body: some View {
        ScrollView {
            SortableList(items: cities, key: \.population) { city in
                HStack {
                    Text(city.name)
                    Spacer()
                    Text(city.population, format: .number)
                }
            }
            SortableList(items: cities, key: \.name) { city in
                Text(city.name.uppercased())
            }
        }
    }
}

#Preview {
    CitiesView()
}
