// Demonstrates: a repository abstraction with `protocol Repository { associatedtype Item: Identifiable & Hashable; func all() async -> [Item]; func save(_ item: Item) async }`, an in-memory `actor InMemoryRepository<Item>`, a generic `@Observable final class ListModel<Repo: Repository>`, a generic view `struct RepositoryList<Repo: Repository, Row: View>` with a `@ViewBuilder` row closure, `where` clauses, and a protocol extension default.
// Source: open-source app (a modular app's data layer with a generic repository and a generic list screen, found through a search for protocol Repository associatedtype Item Identifiable generic ListModel); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol Repository: Sendable {
    associatedtype Item: Identifiable & Hashable & Sendable
    func all() async -> [Item]
    func save(_ item: Item) async
}

extension Repository {
    func count() async -> Int { await all().count }
}

actor InMemoryRepository<Item: Identifiable & Hashable & Sendable>: Repository {
    private var storage: [Item]

    init(_ items: [Item] = []) {
        storage = items
    }

    func all() -> [Item] { storage }

    func save(_ item: Item) {
        if let index = storage.firstIndex(where: { $0.id == item.id }) {
            storage[index] = item
        } else {
            storage.append(item)
        }
    }
}

struct Contact: Identifiable, Hashable, Sendable {
    let id: Int
    var name: String
}

@MainActor
@Observable
final class ListModel<Repo: Repository> {
    private let repository: Repo
    private(set) var items: [Repo.Item] = []

    init(repository: Repo) {
        self.repository = repository
    }

    func reload() async {
        items = await repository.all()
    }

    func add(_ item: Repo.Item) async {
        await repository.save(item)
        await reload()
        print("now \(await repository.count()) items")
    }
}

struct RepositoryList<Repo: Repository, Row: View>: View {
    @State var model: ListModel<Repo>
    let makeItem: (Int) -> Repo.Item
    @ViewBuilder let row: (Repo.Item) -> Row

    var body: some View {
        List {
            ForEach(model.items) { item in
                row(item)
            }
            Button("Add") {
                Task { await model.add(makeItem(model.items.count + 1)) }
            }
        }
        .task { await model.reload() }
    }
}

struct ContactsScreen: View {
    var body: some View {
        RepositoryList(
            model: ListModel(repository: InMemoryRepository([Contact(id: 1, name: "Grace")])),
            makeItem: { Contact(id: $0, name: "Contact \($0)") }
        ) { contact in
            Text(contact.name)
        }
    }
}

#Preview {
    ContactsScreen()
}
