// Demonstrates: protocol composition (Named & Priced), implicitly opened existentials passed to generic functions (SE-0352), `any` arrays filtered with `as?` casts, and a protocol extension constrained with where Self: Priced.
import SwiftUI

protocol Named {
    var name: String { get }
}

protocol Priced {
    var cents: Int { get }
}

extension Named where Self: Priced {
    var label: String { "\(name) – \(formatted(cents))" }
}

func formatted(_ cents: Int) -> String {
    String(format: "$%d.%02d", cents / 100, cents % 100)
}

struct Book: Named, Priced {
    let name: String
    let cents: Int
}

struct Gift: Named {
    let name: String
}

struct Snack: Named, Priced {
    let name: String
    let cents: Int
}

func cheapest<T: Named & Priced>(_ items: [T]) -> T? {
    items.min { $0.cents < $1.cents }
}

func describe(_ item: some Named) -> String {
    "• \(item.name)"
}

struct CatalogView: View {
    @State private var items: [any Named] = [
        Book(name: "Dune", cents: 1299),
        Gift(name: "Card"),
        Snack(name: "Chips", cents: 199),
    ]

    private var priced: [any Named & Priced] {
        items.compactMap { $0 as? any Named & Priced }
    }

    private var total: Int {
        priced.reduce(0) { $0 + $1.cents }
    }

    var body: some View {
        List {
            ForEach(items.indices, id: \.self) { index in
                Text(describe(items[index]))
            }
            Text("Priced: \(priced.count), total \(formatted(total))")
            if let book = cheapest([Book(name: "A", cents: 500), Book(name: "B", cents: 300)]) {
                Text("Cheapest book: \(book.label)")
            }
            Button("Add snack") { items.append(Snack(name: "Nuts", cents: 350)) }
        }
    }
}

#Preview {
    CatalogView()
}
