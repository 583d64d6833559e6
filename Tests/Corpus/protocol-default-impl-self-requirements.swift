// Demonstrates: protocol-oriented models — protocol requirements with default implementations in extensions, constrained extensions (where Self: Equatable), static requirements returning Self, and dispatch through `any` vs generic `some`.
import SwiftUI

protocol Describable {
    var title: String { get }
    func summary() -> String
    static var placeholder: Self { get }
}

extension Describable {
    func summary() -> String { "\(title) (default)" }
    func shout() -> String { summary().uppercased() }
}

extension Describable where Self: Equatable {
    var isPlaceholder: Bool { self == Self.placeholder }
}

struct Book: Describable, Equatable {
    var title: String
    var pages: Int
    static var placeholder: Book { Book(title: "Untitled", pages: 0) }
    func summary() -> String { "\(title), \(pages) pages" }
}

struct Podcast: Describable {
    var title: String
    static var placeholder: Podcast { Podcast(title: "New episode") }
}

func headline(for item: some Describable) -> String {
    "• " + item.summary()
}

struct ShelfView: View {
    @State private var book = Book.placeholder
    @State private var items: [any Describable] = [Podcast.placeholder]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(headline(for: book))
            Text(book.isPlaceholder ? "placeholder book" : "real book")
            Text(book.shout())
            ForEach(items.indices, id: \.self) { index in
                Text(items[index].summary())
            }
            Button("Name the book") {
                book.title = "Dune"
                book.pages = 412
            }
            Button("Add the book to shelf") {
                items.append(book)
            }
        }
    }
}

#Preview {
    ShelfView()
}
