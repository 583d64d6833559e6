// Demonstrates: the iOS 17 MVVM shape blog posts recommend: `@Observable @MainActor final class ItemListViewModel` with `items`, `isLoading`, an optional `errorMessage`, a computed `filteredItems`, a `protocol ItemRepository` injected through `init` with a mock conforming type, `@State private var viewModel = ItemListViewModel(repository: MockRepository())`, `.task { await viewModel.load() }`, and an alert bound with `Binding(get:set:)`.
// Source: blog post (an iOS 17 "@Observable + @MainActor ViewModel" pattern article with a repository protocol, found through a search for Observable MainActor ViewModel repository protocol mock filteredItems task load); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Observation

struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

enum RepositoryError: Error, LocalizedError {
    case offline
    var errorDescription: String? { "You appear to be offline." }
}

protocol ItemRepository {
    func fetchItems() async throws -> [Item]
}

struct MockRepository: ItemRepository {
    var failing = false
    func fetchItems() async throws -> [Item] {
        try await Task.sleep(for: .milliseconds(200))
        if failing { throw RepositoryError.offline }
        return [Item(id: 1, name: "Apples"), Item(id: 2, name: "Bread"), Item(id: 3, name: "Butter")]
    }
}

@Observable
@MainActor
final class ItemListViewModel {
    var items: [Item] = []
    var isLoading = false
    var errorMessage: String?
    var searchQuery = ""

    var filteredItems: [Item] {
        if searchQuery.isEmpty {
            return items
        }
        return items.filter { $0.name.localizedCaseInsensitiveContains(searchQuery) }
    }

    private let repository: any ItemRepository

    init(repository: any ItemRepository) {
        self.repository = repository
    }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            items = try await repository.fetchItems()
            print("loaded \(items.count) items")
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct ItemListView: View {
    @State private var viewModel = ItemListViewModel(repository: MockRepository())

    var body: some View {
        NavigationStack {
            List(viewModel.filteredItems) { item in
                Text(item.name)
            }
            .overlay {
                if viewModel.isLoading { ProgressView() }
            }
            .searchable(text: $viewModel.searchQuery)
            .navigationTitle("Items")
            .toolbar {
                Button("Only B") { viewModel.searchQuery = "b" }
            }
            .task { await viewModel.load() }
            .alert("Error", isPresented: Binding(
                get: { viewModel.errorMessage != nil },
                set: { if !$0 { viewModel.errorMessage = nil } }
            )) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(viewModel.errorMessage ?? "")
            }
        }
    }
}

#Preview {
    ItemListView()
}
