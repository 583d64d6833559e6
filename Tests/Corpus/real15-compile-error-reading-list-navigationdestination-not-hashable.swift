// Demonstrates: a reading-list app's slip with value-based navigation: `Book` is `Identifiable` but not `Hashable`, and `NavigationLink(value: book)` and `.navigationDestination(for: Book.self)` both need `Hashable`, which swiftc refuses at the link; the rest — a list with progress, a detail with a page `Slider` — is as pasted.
// Source: Stack Overflow question (a learner moving from NavigationLink(destination:) to NavigationLink(value:) and hitting the Hashable requirement, found through a search for NavigationLink value requires that conform to Hashable navigationDestination for struct Identifiable); written for Vivarium in that style, not copied.
// First paste: failed at load: loaded, but swiftc refuses it: initializer 'init(value:label:)' requires that 'Book' conform to 'Hashable'
// expected-error: 25:17: initializer 'init(value:label:)' requires that 'Book' conform to 'Hashable'
import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    var title: String
    var pages: Int
    var pagesRead: Int

    var progress: Double { Double(pagesRead) / Double(pages) }
}

struct ReadingListView: View {
    @State private var books = [
        Book(title: "Dune", pages: 600, pagesRead: 120),
        Book(title: "Piranesi", pages: 270, pagesRead: 270),
    ]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(value: book) {
                    VStack(alignment: .leading) {
                        Text(book.title)
                        ProgressView(value: book.progress)
                    }
                }
            }
            .navigationDestination(for: Book.self) { book in
                BookProgressView(book: book)
            }
            .navigationTitle("Reading")
        }
    }
}

struct BookProgressView: View {
    let book: Book
    @State private var page = 0.0

    var body: some View {
        VStack {
            Text(book.title).font(.title)
            Slider(value: $page, in: 0...Double(book.pages), step: 1)
            Text("Page \(Int(page)) of \(book.pages)")
        }
        .onAppear { page = Double(book.pagesRead) }
    }
}

#Preview {
    ReadingListView()
}
