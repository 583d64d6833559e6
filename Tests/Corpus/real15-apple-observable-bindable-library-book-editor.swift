// Demonstrates: the "Managing model data in your app" shape: an `@Observable class Library` holding `[Book]`, injected with `.environment(library)` and read with `@Environment(Library.self)`, a `BookEditView` taking `@Bindable var book` with a `TextField` and `Toggle` bound to `$book.title` and `$book.isAvailable`, and the list rows updating when the book changes.
// Source: Apple documentation article sample (Managing model data in your app, found through a search for Observable Bindable Library Book environment documentation); written for Vivarium in that style, not copied.
// First paste: failed at type TextField: wrong answer: the renamed book's row said it ran for "Book#1.isAvailable changed, Book#1.title changed", a reason left from the toggle before it
import SwiftUI
import Observation

@Observable
class Book: Identifiable {
    var title: String
    var author: String
    var isAvailable = true
    let id = UUID()

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

@Observable
class Library {
    var books: [Book] = [
        Book(title: "The Swift Way", author: "A. Lovelace"),
        Book(title: "Views All Down", author: "G. Hopper"),
        Book(title: "State of Mind", author: "E. Dijkstra"),
    ]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        NavigationStack {
            List(library.books) { book in
                NavigationLink {
                    BookEditView(book: book)
                } label: {
                    LabeledContent(book.title, value: book.isAvailable ? "In" : "Out")
                }
            }
            .navigationTitle("Books (\(library.availableBooksCount) in)")
        }
    }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
            Button("Close") {
                dismiss()
            }
        }
    }
}

#Preview {
    LibraryView()
        .environment(Library())
}
