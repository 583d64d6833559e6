// Demonstrates: a protocol with a default implementation in an extension, generic functions with a constraint and a closure, a String-backed CaseIterable enum, a Menu filter.
// Source: course (Swift protocols and generics lesson); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol Rateable {
    var rating: Int { get }
    var title: String { get }
}

extension Rateable {
    var stars: String {
        String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
    }
}

enum Genre: String, CaseIterable, Codable, Identifiable {
    case fantasy = "Fantasy"
    case scifi = "Sci-Fi"
    case mystery = "Mystery"
    case poetry = "Poetry"

    var id: String { rawValue }
}

struct Book: Rateable, Identifiable, Hashable {
    let id = UUID()
    let title: String
    let author: String
    let genre: Genre
    let rating: Int
    let pages: Int
}

func average<T: Rateable>(_ items: [T]) -> Double {
    guard !items.isEmpty else { return 0 }
    return Double(items.map(\.rating).reduce(0, +)) / Double(items.count)
}

func best<T>(_ items: [T], by score: (T) -> Int) -> T? {
    items.max { score($0) < score($1) }
}

struct BookshelfView: View {
    @State private var books: [Book] = [
        Book(title: "The Hobbit", author: "J. R. R. Tolkien", genre: .fantasy, rating: 5, pages: 310),
        Book(title: "Dune", author: "Frank Herbert", genre: .scifi, rating: 4, pages: 412),
        Book(title: "Gone Girl", author: "Gillian Flynn", genre: .mystery, rating: 3, pages: 415),
        Book(title: "Neuromancer", author: "William Gibson", genre: .scifi, rating: 4, pages: 271)
    ]
    @State private var filter: Genre?

    var shown: [Book] {
        guard let filter else { return books }
        return books.filter { $0.genre == filter }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(shown) { book in
                    VStack(alignment: .leading) {
                        Text(book.title).font(.headline)
                        Text("\(book.author) · \(book.pages) pages")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(book.stars)
                    }
                }
                Text("Average: \(average(shown), specifier: "%.2f")")
            }
            .navigationTitle(filter?.rawValue ?? "All Books")
            .toolbar {
                Menu("Filter") {
                    Button("All") { filter = nil }
                    ForEach(Genre.allCases) { genre in
                        Button(genre.rawValue) {
                            filter = genre
                            report()
                        }
                    }
                }
            }
        }
    }

    func report() {
        let longest = best(shown) { $0.pages }
        print(filter?.rawValue ?? "all", shown.count, average(shown), longest?.title ?? "none")
    }
}

#Preview {
    BookshelfView()
}
