// Demonstrates: one NavigationStack with .navigationDestination(for:) registered for three value types (Author, Book, Int).
import SwiftUI

struct Author: Hashable, Identifiable {
    let id = UUID()
    let name: String
    let books: [Book]
}

struct Book: Hashable, Identifiable {
    let id = UUID()
    let title: String
    let year: Int
}

struct LibraryView: View {
    @State private var path = NavigationPath()

    let authors = [
        Author(name: "Ursula K. Le Guin", books: [Book(title: "The Dispossessed", year: 1974), Book(title: "The Left Hand of Darkness", year: 1969)]),
        Author(name: "Octavia Butler", books: [Book(title: "Kindred", year: 1979)]),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Authors") {
                    ForEach(authors) { author in
                        NavigationLink(author.name, value: author)
                    }
                }
                Section("Decades") {
                    ForEach([1960, 1970], id: \.self) { decade in
                        NavigationLink("\(decade)s", value: decade)
                    }
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Author.self) { author in
                List(author.books) { book in
                    NavigationLink(book.title, value: book)
                }
                .navigationTitle(author.name)
            }
            .navigationDestination(for: Book.self) { book in
                VStack {
                    Text(book.title).font(.title)
                    Text("Published \(book.year)")
                    Button("Back to root") { path.removeLast(path.count) }
                }
                .onAppear { print("showing \(book.title), depth \(path.count)") }
            }
            .navigationDestination(for: Int.self) { decade in
                let books = authors.flatMap(\.books).filter { $0.year >= decade && $0.year < decade + 10 }
                List(books) { book in
                    Text("\(book.title) (\(book.year))")
                }
                .navigationTitle("\(decade)s")
            }
        }
    }
}

#Preview {
    LibraryView()
}
