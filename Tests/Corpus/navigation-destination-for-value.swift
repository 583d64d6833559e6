// Demonstrates: NavigationStack with NavigationLink(value:) and navigationDestination(for:) for two types, a detail view with its own @StateObject, onAppear/onDisappear prints, deinit of the detail's model when popped.
import SwiftUI

struct Book: Hashable, Identifiable {
    let id: Int
    let title: String
}

final class BookDetailModel: ObservableObject {
    let book: Book
    @Published var pagesRead = 0

    init(book: Book) {
        self.book = book
        print("BookDetailModel init \(book.title)")
    }

    deinit {
        print("BookDetailModel deinit \(book.title)")
    }
}

struct BookDetail: View {
    @StateObject private var model: BookDetailModel

    init(book: Book) {
        _model = StateObject(wrappedValue: BookDetailModel(book: book))
    }

    var body: some View {
        VStack {
            Text(model.book.title).font(.title)
            Text("Pages read: \(model.pagesRead)")
            Button("Read 10 pages") { model.pagesRead += 10 }
        }
        .onAppear { print("detail appeared") }
        .onDisappear { print("detail disappeared") }
    }
}

struct LibraryView: View {
    let books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    var body: some View {
        NavigationStack {
            List {
                Section("Books") {
                    ForEach(books) { book in
                        NavigationLink(book.title, value: book)
                    }
                }
                Section("Numbers") {
                    NavigationLink("Lucky number", value: 7)
                }
            }
            .navigationTitle("Library")
            .navigationDestination(for: Book.self) { book in
                BookDetail(book: book)
            }
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)")
            }
        }
    }
}

#Preview {
    LibraryView()
}
