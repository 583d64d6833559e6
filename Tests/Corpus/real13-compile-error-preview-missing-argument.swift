// Demonstrates: a preview left without the argument its view needs: `#Preview { BookDetail() }` where `BookDetail` has `let book: Book` and no default, which swiftc refuses as a missing argument; the view itself, its model and a list using it correctly are as pasted.
// Source: learner's app (a book-tracking app whose detail view gained a stored property after the preview was written, found through a search for Preview missing argument for parameter in call let book); written for Vivarium in that style, not copied.
// First paste: ran
// expected-error: 45:16: missing argument for parameter 'book' in call
import SwiftUI

struct Book: Identifiable {
    let id = UUID()
    let title: String
    let pages: Int
}

struct BookDetail: View {
    let book: Book
    @State private var pagesRead = 0

    var body: some View {
        VStack {
            Text(book.title).font(.title)
            ProgressView(value: Double(pagesRead), total: Double(book.pages))
            Button("Read 10 pages") { pagesRead = min(book.pages, pagesRead + 10) }
        }
    }
}

struct BookList: View {
    let books = [Book(title: "Emma", pages: 474), Book(title: "Persuasion", pages: 249)]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(book.title) {
                    BookDetail(book: book)
                }
            }
        }
    }
}

#Preview {
    BookList()
}

#Preview("Detail") {
    BookDetail()
}
