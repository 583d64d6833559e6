// Demonstrates: protocol composition (typealias Entity = Identifiable & Hashable), generic views constrained by it, existential arrays with `any`, and type casting with `as?` / `is`.
import SwiftUI

protocol Describable {
    var summary: String { get }
}

typealias ListEntity = Identifiable & Hashable & Describable

struct Book: ListEntity {
    let id: Int
    let title: String
    var summary: String { "Book: \(title)" }
}

struct Movie: ListEntity {
    let id: Int
    let name: String
    let minutes: Int
    var summary: String { "Movie: \(name) (\(minutes) min)" }
}

struct EntityRow<Item: ListEntity>: View {
    let item: Item

    var body: some View {
        Text(item.summary)
    }
}

struct MixedShelfView: View {
    private let items: [any Describable] = [Book(id: 1, title: "Dune"), Movie(id: 2, name: "Arrival", minutes: 116)]
    private let books = [Book(id: 3, title: "Emma"), Book(id: 4, title: "Ulysses")]

    var body: some View {
        List {
            ForEach(books) { book in
                EntityRow(item: book)
            }
            ForEach(0..<items.count, id: \.self) { index in
                Text(items[index].summary)
            }
            Button("Count movies") {
                let movies = items.compactMap { $0 as? Movie }
                print(movies.count, items.filter { $0 is Book }.count, movies.first?.minutes ?? 0)
            }
        }
    }
}

#Preview {
    MixedShelfView()
}
