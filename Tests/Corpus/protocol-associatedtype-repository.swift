// Demonstrates: a protocol with an associatedtype repository, a generic ObservableObject view model constrained to it, a mock conformance, and a generic list view.
import SwiftUI

protocol Repository {
    associatedtype Item: Identifiable & Hashable
    func fetchAll() async throws -> [Item]
    func delete(_ item: Item) async throws
}

struct Book: Identifiable, Hashable {
    let id: UUID = UUID()
    var title: String
    var author: String
}

final class InMemoryBookRepository: Repository {
    private var books: [Book] = [
        Book(title: "Dune", author: "Frank Herbert"),
        Book(title: "Neuromancer", author: "William Gibson"),
        Book(title: "Hyperion", author: "Dan Simmons"),
    ]

    func fetchAll() async throws -> [Book] {
        try await Task.sleep(for: .milliseconds(150))
        return books
    }

    func delete(_ item: Book) async throws {
        books.removeAll { $0.id == item.id }
    }
}

@MainActor
final class ListViewModel<R: Repository>: ObservableObject {
    @Published private(set) var items: [R.Item] = []
    @Published private(set) var isLoading = false
    private let repository: R

    init(repository: R) {
        self.repository = repository
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            items = try await repository.fetchAll()
        } catch {
            items = []
        }
    }

    func delete(_ item: R.Item) async {
        try? await repository.delete(item)
        await load()
    }
}

struct BookListView: View {
    @StateObject private var viewModel = ListViewModel(repository: InMemoryBookRepository())

    var body: some View {
        List {
            if viewModel.isLoading && viewModel.items.isEmpty {
                ProgressView()
            }
            ForEach(viewModel.items) { book in
                VStack(alignment: .leading) {
                    Text(book.title).font(.headline)
                    Text(book.author).font(.subheadline)
                }
            }
            if let first = viewModel.items.first {
                Button("Delete \(first.title)") {
                    Task { await viewModel.delete(first) }
                }
            }
        }
        .task {
            await viewModel.load()
            print("loaded \(viewModel.items.count) books")
        }
    }
}

#Preview {
    BookListView()
}
