// Demonstrates: an @Observable library with search text, a sort option, and a computed filtered+sorted result used by the view, plus a favorite toggle through @Bindable on a row model.
import SwiftUI

@Observable
final class Book: Identifiable {
    let id: Int
    let title: String
    let year: Int
    var isFavorite = false

    init(id: Int, title: String, year: Int) {
        self.id = id
        self.title = title
        self.year = year
    }
}

@Observable
final class Library {
    enum Sort: String, CaseIterable { case title, year }

    var books = [
        Book(id: 1, title: "Emma", year: 1815),
        Book(id: 2, title: "Dracula", year: 1897),
        Book(id: 3, title: "Beloved", year: 1987),
    ]
    var search = ""
    var sort: Sort = .title
    var favoritesOnly = false

    var visible: [Book] {
        books
            .filter { search.isEmpty || $0.title.localizedCaseInsensitiveContains(search) }
            .filter { !favoritesOnly || $0.isFavorite }
            .sorted { sort == .title ? $0.title < $1.title : $0.year < $1.year }
    }
}

struct BookRow: View {
    @Bindable var book: Book
    var body: some View {
        Toggle("\(book.title) (\(book.year))", isOn: $book.isFavorite)
    }
}

struct LibraryScreen: View {
    @State private var library = Library()

    var body: some View {
        NavigationStack {
            List {
                Picker("Sort", selection: $library.sort) {
                    ForEach(Library.Sort.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                Toggle("Favorites only", isOn: $library.favoritesOnly)
                ForEach(library.visible) { book in
                    BookRow(book: book)
                }
            }
            .searchable(text: $library.search)
            .toolbar {
                Button("By year") { library.sort = .year }
                Button("Search 'e'") { library.search = "e" }
            }
        }
    }
}

#Preview {
    LibraryScreen()
}
