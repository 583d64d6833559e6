// Demonstrates: a protocol with default implementations in an extension, overridden by one conformer.
import SwiftUI

protocol Describable {
    var title: String { get }
    var subtitle: String { get }
    func summary() -> String
}

extension Describable {
    var subtitle: String { "No details" }

    func summary() -> String {
        "\(title) — \(subtitle)"
    }
}

struct Book: Describable, Identifiable {
    let id: Int
    let title: String
}

struct Movie: Describable, Identifiable {
    let id: Int
    let title: String
    var subtitle: String { "Film" }
}

struct CatalogView: View {
    @State private var showMovies = false
    private let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    private let movies = [Movie(id: 1, title: "Alien")]

    var body: some View {
        VStack(alignment: .leading) {
            if showMovies {
                ForEach(movies) { movie in Text(movie.summary()) }
            } else {
                ForEach(books) { book in Text(book.summary()) }
            }
            Button(showMovies ? "Show books" : "Show movies") { showMovies.toggle() }
        }
    }
}

#Preview {
    CatalogView()
}
