// Demonstrates: a structured-course SwiftData app joined from its files in folder order: two `@Model` classes with a to-one `favoriteBook` and its inverse `@Relationship(inverse:)` array, a `@MainActor` `SampleData` singleton building a `ModelContainer(for: schema, configurations: [ModelConfiguration(schema:isStoredInMemoryOnly:)])` and inserting static sample arrays, a list view whose `init(titleFilter:)` builds `Query(filter: #Predicate { … }, sort: \Book.title)`, `.sheet(item: $newBook)` for a freshly inserted model, `.onDelete { indexes in … }`, `EditButton`, `ContentUnavailableView`, `@Bindable` detail with a `DatePicker`, confirmation/cancellation toolbar items, and a `NavigationSplitView` with `.searchable`.
// Source: learner's app (a learner's copy of a platform vendor's structured SwiftUI course, its "friends' favorite movies" SwiftData chapter; repository neil-explores/SwiftUI_Example_Apps studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import SwiftData

@Model
class Book {
    var title: String
    var published: Date

    @Relationship(inverse: \Reader.favoriteBook)
    var favoritedBy = [Reader]()

    init(title: String, published: Date) {
        self.title = title
        self.published = published
    }

    static let sampleData = [
        Book(title: "Amusing Thing", published: Date(timeIntervalSinceReferenceDate: -402_000_000)),
        Book(title: "Difficult Cat", published: Date(timeIntervalSinceReferenceDate: -20_000_000)),
        Book(title: "Electrifying Trip", published: Date(timeIntervalSinceReferenceDate: 300_000_000)),
        Book(title: "Reckless Train", published: Date(timeIntervalSinceReferenceDate: 120_000_000)),
    ]
}

@Model
class Reader {
    var name: String
    var favoriteBook: Book?

    init(name: String) {
        self.name = name
    }

    static let sampleData = [
        Reader(name: "Ana"),
        Reader(name: "Bruno"),
        Reader(name: "Chidi"),
    ]
}

@MainActor
class SampleData {
    static let shared = SampleData()

    let modelContainer: ModelContainer

    var context: ModelContext {
        modelContainer.mainContext
    }

    var book: Book {
        Book.sampleData.first!
    }

    private init() {
        let schema = Schema([
            Reader.self,
            Book.self,
        ])
        let modelConfiguration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)

        do {
            modelContainer = try ModelContainer(for: schema, configurations: [modelConfiguration])
            insertSampleData()
            try context.save()
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }

    private func insertSampleData() {
        for reader in Reader.sampleData {
            context.insert(reader)
        }
        for book in Book.sampleData {
            context.insert(book)
        }
        Reader.sampleData[0].favoriteBook = Book.sampleData[1]
        Reader.sampleData[2].favoriteBook = Book.sampleData[0]
    }
}

struct BookList: View {
    @Query private var books: [Book]
    @Environment(\.modelContext) private var context
    @State private var newBook: Book?

    init(titleFilter: String = "") {
        let predicate = #Predicate<Book> { book in
            titleFilter.isEmpty || book.title.localizedStandardContains(titleFilter)
        }
        _books = Query(filter: predicate, sort: \Book.title)
    }

    var body: some View {
        Group {
            if !books.isEmpty {
                List {
                    ForEach(books) { book in
                        NavigationLink(book.title) {
                            BookDetail(book: book)
                        }
                    }
                    // passing the function works too: .onDelete(perform: deleteBooks)
                    .onDelete { indexes in
                        deleteBooks(indexes: indexes)
                    }
                }
            } else {
                ContentUnavailableView("Add Books", systemImage: "books.vertical")
            }
        }
        .navigationTitle("Books")
        .toolbar {
            ToolbarItem {
                Button("Add Book", systemImage: "plus", action: addBook)
            }
            ToolbarItem(placement: .topBarTrailing) {
                EditButton()
            }
        }
        .sheet(item: $newBook) { book in
            NavigationStack {
                BookDetail(book: book, isNew: true)
            }
            .interactiveDismissDisabled()
        }
    }

    private func addBook() {
        let newBook = Book(title: "", published: .now)
        context.insert(newBook)
        self.newBook = newBook
    }

    private func deleteBooks(indexes: IndexSet) {
        for index in indexes {
            context.delete(books[index])
        }
    }
}

struct BookDetail: View {
    @Bindable var book: Book
    let isNew: Bool

    @Environment(\.dismiss) private var dismiss
    @Environment(\.modelContext) private var context

    init(book: Book, isNew: Bool = false) {
        self.book = book
        self.isNew = isNew
    }

    var sortedReaders: [Reader] {
        book.favoritedBy.sorted { first, second in
            first.name < second.name
        }
    }

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
                .autocorrectionDisabled()

            DatePicker("Published", selection: $book.published, displayedComponents: .date)

            if !book.favoritedBy.isEmpty {
                Section("Favorited by") {
                    ForEach(sortedReaders) { reader in
                        Text(reader.name)
                    }
                }
            }
        }
        .navigationTitle(isNew ? "New Book" : "Book")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            if isNew {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        context.delete(book)
                        dismiss()
                    }
                }
            }
        }
    }
}

struct FilteredBookList: View {
    @State private var searchText = ""

    var body: some View {
        NavigationSplitView {
            BookList(titleFilter: searchText)
                .searchable(text: $searchText)
        } detail: {
            Text("Select a book")
                .navigationTitle("Book")
                .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    FilteredBookList()
        .modelContainer(SampleData.shared.modelContainer)
}

#Preview("Empty List") {
    NavigationStack {
        BookList()
            .modelContainer(for: Reader.self, inMemory: true)
    }
}
