// Demonstrates: an infinite list behind a generic loader: `protocol PageSource { associatedtype Item: Identifiable; func page(_ number: Int) async throws -> [Item] }`, `@MainActor final class Paginator<Source: PageSource>: ObservableObject` with `@Published private(set) var items: [Source.Item]`, a `loadNextIfNeeded(current item: Source.Item)` triggered from each row's `.onAppear` when `item.id == items.last?.id`, `isLoading` guarding re-entry, an `enum LoadState: Equatable`, and `PaginatedList<Source: PageSource, Row: View>` taking `@ViewBuilder row: @escaping (Source.Item) -> Row`.
// Source: public app code (a reusable pagination component from an app's shared UI module, found through a search for Paginator loadNextPageIfNeeded onAppear items.last generic PageSource); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol PageSource {
    associatedtype Item: Identifiable
    func page(_ number: Int) async throws -> [Item]
}

struct Repository: Identifiable {
    let id: Int
    let name: String
}

struct MockRepositories: PageSource {
    func page(_ number: Int) async throws -> [Repository] {
        try await Task.sleep(nanoseconds: 300_000_000)
        guard number < 3 else { return [] }
        return (0..<5).map { Repository(id: number * 5 + $0, name: "repo-\(number * 5 + $0)") }
    }
}

enum LoadState: Equatable {
    case idle, loading, finished
    case failed(String)
}

@MainActor
final class Paginator<Source: PageSource>: ObservableObject {
    @Published private(set) var items: [Source.Item] = []
    @Published private(set) var state = LoadState.idle
    private var nextPage = 0
    private let source: Source

    init(source: Source) {
        self.source = source
    }

    func loadNextIfNeeded(current item: Source.Item?) async {
        guard state == .idle else { return }
        if let item, item.id != items.last?.id { return }
        state = .loading
        do {
            let page = try await source.page(nextPage)
            nextPage += 1
            items.append(contentsOf: page)
            state = page.isEmpty ? .finished : .idle
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct PaginatedList<Source: PageSource, Row: View>: View {
    @StateObject private var paginator: Paginator<Source>
    private let row: (Source.Item) -> Row

    init(source: Source, @ViewBuilder row: @escaping (Source.Item) -> Row) {
        _paginator = StateObject(wrappedValue: Paginator(source: source))
        self.row = row
    }

    var body: some View {
        List {
            ForEach(paginator.items) { item in
                row(item)
                    .task { await paginator.loadNextIfNeeded(current: item) }
            }
            switch paginator.state {
            case .loading:
                ProgressView()
            case .finished:
                Text("That's all")
            case .failed(let message):
                Text(message)
            case .idle:
                EmptyView()
            }
        }
        .task { await paginator.loadNextIfNeeded(current: nil) }
    }
}

struct RepositoriesView: View {
    var body: some View {
        PaginatedList(source: MockRepositories()) { repo in
            Text(repo.name)
        }
    }
}

#Preview {
    RepositoriesView()
}
