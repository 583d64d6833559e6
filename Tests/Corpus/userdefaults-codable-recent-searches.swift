// Demonstrates: recent searches kept in UserDefaults as Codable Data — data(forKey:), set(_:forKey:), removeObject(forKey:), a didSet that saves, and a decode that falls back to an empty list.
import SwiftUI

struct RecentSearch: Codable, Hashable {
    let term: String
    let count: Int
}

@MainActor
final class SearchHistory: ObservableObject {
    private static let key = "recentSearches"
    private let defaults: UserDefaults

    @Published var items: [RecentSearch] {
        didSet { persist() }
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let data = defaults.data(forKey: Self.key),
           let decoded = try? JSONDecoder().decode([RecentSearch].self, from: data) {
            items = decoded
        } else {
            items = []
        }
        print("history starts with \(items.count) items")
    }

    private func persist() {
        guard let data = try? JSONEncoder().encode(items) else { return }
        defaults.set(data, forKey: Self.key)
        print("persisted \(items.map(\.term))")
    }

    func record(_ term: String) {
        let trimmed = term.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        var updated = items.filter { $0.term != trimmed }
        let previous = items.first { $0.term == trimmed }?.count ?? 0
        updated.insert(RecentSearch(term: trimmed, count: previous + 1), at: 0)
        items = Array(updated.prefix(3))
    }

    func clear() {
        defaults.removeObject(forKey: Self.key)
        items.removeAll()
    }
}

struct RecentSearchesView: View {
    @StateObject private var history = SearchHistory()
    @State private var query = "  tacos "

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                TextField("Search", text: $query)
                    .textFieldStyle(.roundedBorder)
                Button("Go") { history.record(query) }
            }
            Button("Search pizza") { history.record("pizza") }
            Button("Search tacos again") { history.record("tacos") }
            if history.items.isEmpty {
                Text("No recent searches")
                    .foregroundStyle(.secondary)
            } else {
                ForEach(history.items, id: \.self) { item in
                    Text("\(item.term) ×\(item.count)")
                }
            }
            Button("Clear history", role: .destructive) { history.clear() }
        }
        .padding()
    }
}

#Preview {
    RecentSearchesView()
}
