// Demonstrates: an `@Observable` library injected with `.environment(library)` and read back with `@Environment(Library.self) private var library`, a row editing one book through `@Bindable var book: Book`, a local `@Bindable var library = library` inside `body` for `$library.filter`, and a `#Preview` building its own library.
// Source: learner's app (a reading-list app on GitHub moved from ObservableObject to Observation, found through a search for @Observable @Bindable @Environment(Model.self)); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

@Observable
final class Book: Identifiable {
    let id = UUID()
    var title: String
    var author: String
    var isRead = false
    var rating = 0

    init(title: String, author: String) {
        self.title = title
        self.author = author
    }
}

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "Dune", author: "Frank Herbert"),
        Book(title: "Neuromancer", author: "William Gibson"),
        Book(title: "Hyperion", author: "Dan Simmons"),
    ]
    var filter = ""

    var visibleBooks: [Book] {
        guard !filter.isEmpty else { return books }
        return books.filter { $0.title.localizedCaseInsensitiveContains(filter) }
    }

    var readCount: Int { books.filter(\.isRead).count }
}

struct BookRow: View {
    @Bindable var book: Book

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(book.title).font(.headline)
                Text(book.author).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Stepper("\(book.rating)★", value: $book.rating, in: 0...5)
                .fixedSize()
            Toggle("Read", isOn: $book.isRead)
                .labelsHidden()
        }
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        NavigationStack {
            List {
                Section("\(library.readCount) of \(library.books.count) read") {
                    ForEach(library.visibleBooks) { book in
                        BookRow(book: book)
                    }
                }
            }
            .searchable(text: $library.filter)
            .navigationTitle("Reading List")
            .toolbar {
                Button("Add") {
                    library.books.append(Book(title: "Untitled", author: "Unknown"))
                }
            }
        }
    }
}

#Preview {
    LibraryView()
        .environment(Library())
}
