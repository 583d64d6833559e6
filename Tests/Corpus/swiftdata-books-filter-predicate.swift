// Demonstrates: a SwiftData @main App with .modelContainer(for:), @Query(filter: #Predicate) built in an init from a search string, and localizedStandardContains.
import SwiftUI
import SwiftData

@Model
class Book {
    @Attribute(.unique) var title: String
    var author: String
    var isRead = false

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

struct BookList: View {
    @Query private var books: [Book]

    init(searchText: String) {
        _books = Query(filter: #Predicate<Book> { book in
            searchText.isEmpty || book.title.localizedStandardContains(searchText)
        }, sort: \Book.title)
    }

    var body: some View {
        List(books) { book in
            VStack(alignment: .leading) {
                Text(book.title)
                Text(book.author)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct UnreadCount: View {
    @Query(filter: #Predicate<Book> { !$0.isRead }) private var unread: [Book]

    var body: some View {
        Text("\(unread.count) unread")
    }
}

struct LibraryView: View {
    @Environment(\.modelContext) private var context
    @State private var searchText = ""

    var body: some View {
        NavigationStack {
            VStack {
                UnreadCount()
                BookList(searchText: searchText)
            }
            .searchable(text: $searchText)
            .toolbar {
                Button("Add Samples") {
                    context.insert(Book(title: "Dune", author: "Frank Herbert"))
                    context.insert(Book(title: "Emma", author: "Jane Austen"))
                }
                Button("Search Dune") {
                    searchText = "dune"
                }
            }
        }
    }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
        .modelContainer(for: Book.self)
    }
}
