// Demonstrates: the Observation framework — @Observable model classes, @State owning one, .environment(model) and @Environment(Library.self), @Bindable for bindings into a row editor.
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var isRead = false

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "Dune", author: "Frank Herbert"),
        Book(title: "Emma", author: "Jane Austen"),
    ]

    var unreadCount: Int {
        books.filter { !$0.isRead }.count
    }

    func addSample() {
        books.append(Book(title: "New Book \(books.count + 1)", author: "Anonymous"))
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    @State private var editing: Book?

    var body: some View {
        NavigationStack {
            List {
                ForEach(library.books) { book in
                    BookRow(book: book)
                }
            }
            .navigationTitle("Books")
            .toolbar {
                Button("Add", systemImage: "plus") {
                    library.addSample()
                }
            }
            .safeAreaInset(edge: .bottom) {
                Text("\(library.unreadCount) unread")
                    .padding()
            }
        }
    }
}

struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $book.title)
                .font(.headline)
            Text(book.author)
                .font(.subheadline)
            Toggle("Read", isOn: $book.isRead)
        }
    }
}

struct LibraryRoot: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

#Preview {
    LibraryRoot()
}
