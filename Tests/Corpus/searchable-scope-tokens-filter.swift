// Demonstrates: .searchable with a search scope enum, a filtered computed array using localizedCaseInsensitiveContains, and an empty-state overlay.
import SwiftUI

enum BookScope: String, CaseIterable {
    case all = "All", fiction = "Fiction", science = "Science"
}

struct Book: Identifiable {
    let id = UUID()
    let title: String
    let genre: BookScope
}

struct BookSearchView: View {
    @State private var query = ""
    @State private var scope: BookScope = .all
    private let books = [
        Book(title: "Dune", genre: .fiction),
        Book(title: "Cosmos", genre: .science),
        Book(title: "Emma", genre: .fiction),
    ]

    private var results: [Book] {
        books.filter { book in
            (scope == .all || book.genre == scope)
                && (query.isEmpty || book.title.localizedCaseInsensitiveContains(query))
        }
    }

    var body: some View {
        NavigationStack {
            List(results) { book in
                Text(book.title)
            }
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .searchable(text: $query, prompt: "Title")
            .searchScopes($scope) {
                ForEach(BookScope.allCases, id: \.self) { scope in
                    Text(scope.rawValue).tag(scope)
                }
            }
            .navigationTitle("Books")
            .toolbar {
                Button("Science only") { scope = .science }
            }
        }
    }
}

#Preview {
    BookSearchView()
}
