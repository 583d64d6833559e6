// Demonstrates: a phantom-typed `Tagged<Tag, RawValue: Hashable>` identifier giving `Identifiable` types distinct `ID` associated types, generic `Equatable` conformance of `Pair<A: Equatable, B: Equatable>`, and an `extension Array where Element: Identifiable` helper looking rows up by `Element.ID`.
import SwiftUI

struct Tagged<Tag, RawValue: Hashable>: Hashable, CustomStringConvertible {
    let rawValue: RawValue
    init(_ rawValue: RawValue) { self.rawValue = rawValue }
    var description: String { "#\(rawValue)" }
}

struct Author: Identifiable {
    typealias ID = Tagged<Author, Int>
    let id: ID
    var name: String
}

struct Book: Identifiable {
    typealias ID = Tagged<Book, Int>
    let id: ID
    var title: String
    var authorID: Author.ID
}

struct Pair<A: Equatable, B: Equatable>: Equatable {
    var first: A
    var second: B
}

extension Array where Element: Identifiable {
    func element(withID id: Element.ID) -> Element? {
        first { $0.id == id }
    }

    mutating func update(_ id: Element.ID, _ change: (inout Element) -> Void) {
        guard let index = firstIndex(where: { $0.id == id }) else { return }
        change(&self[index])
    }
}

struct LibraryView: View {
    @State private var authors = [Author(id: .init(1), name: "Ursula"), Author(id: .init(2), name: "Octavia")]
    @State private var books = [
        Book(id: .init(1), title: "The Dispossessed", authorID: .init(1)),
        Book(id: .init(2), title: "Kindred", authorID: .init(2)),
    ]
    @State private var lastComparison = Pair(first: "none", second: 0)

    var body: some View {
        List {
            ForEach(books) { book in
                VStack(alignment: .leading) {
                    Text(book.title)
                    Text(authors.element(withID: book.authorID)?.name ?? "Unknown author")
                        .font(.caption)
                }
            }
            Text("Last: \(lastComparison.first) \(lastComparison.second)")
            Button("Rename author 2") {
                authors.update(.init(2)) { $0.name = "Octavia E. Butler" }
                print(authors.map(\.name))
            }
            Button("Compare pairs") {
                let a = Pair(first: "Kindred", second: 1979)
                let b = Pair(first: "Kindred", second: 1979)
                lastComparison = a == b ? a : Pair(first: "different", second: -1)
                print("equal: \(a == b), ids: \(books.map(\.id))")
            }
        }
    }
}

#Preview {
    LibraryView()
}
