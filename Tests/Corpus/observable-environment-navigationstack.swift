// Demonstrates: an @Observable model injected with .environment(model), read with @Environment(Type.self), edited via a local @Bindable, in a NavigationStack.
import SwiftUI
import Observation

@Observable
class Library {
    var books: [String] = ["Dune", "Emma"]
    var featured = "Dune"

    init() { print("Library init") }
}

struct BookDetail: View {
    @Environment(Library.self) private var library
    let title: String

    var body: some View {
        VStack {
            Text(title)
            Text(library.featured == title ? "Featured" : "Not featured")
            Button("Feature this book") { library.featured = title }
        }
        .navigationTitle(title)
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library

    var body: some View {
        @Bindable var library = library
        List {
            TextField("Featured", text: $library.featured)
            ForEach(library.books, id: \.self) { book in
                NavigationLink(book) {
                    BookDetail(title: book)
                }
            }
            Button("Add book") { library.books.append("Book \(library.books.count + 1)") }
        }
    }
}

struct ContentView: View {
    @State private var library = Library()

    var body: some View {
        NavigationStack {
            LibraryView()
                .navigationTitle("Library")
        }
        .environment(library)
    }
}

#Preview {
    ContentView()
}
