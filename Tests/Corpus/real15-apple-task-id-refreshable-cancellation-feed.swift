// Demonstrates: the `task(id:priority:_:)` and `refreshable(action:)` documentation shapes: a feed that loads in `.task(id: category)` (the old task cancelled when the category changes, `Task.isCancelled` checked after `Task.sleep`), `.refreshable` awaiting a reload, `try? await Task.sleep(for: .milliseconds(...))`, and a `ProgressView` while loading.
// Source: Apple documentation snippet (the task(id:priority:_:) and refreshable(action:) API pages, found through a search for task id cancelled when value changes refreshable await reload list documentation); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum FeedCategory: String, CaseIterable, Identifiable {
    case news, sports, tech
    var id: Self { self }
}

struct FeedItem: Identifiable {
    let id = UUID()
    let headline: String
}

struct FeedView: View {
    @State private var category: FeedCategory = .news
    @State private var items: [FeedItem] = []
    @State private var isLoading = false
    @State private var loads = 0

    var body: some View {
        NavigationStack {
            List {
                Picker("Category", selection: $category) {
                    ForEach(FeedCategory.allCases) { category in
                        Text(category.rawValue.capitalized).tag(category)
                    }
                }
                .pickerStyle(.segmented)
                if isLoading {
                    ProgressView()
                }
                ForEach(items) { item in
                    Text(item.headline)
                }
                Text("Loads: \(loads)")
            }
            .task(id: category) {
                await load(category)
            }
            .refreshable {
                await load(category)
            }
            .navigationTitle(category.rawValue.capitalized)
        }
    }

    func load(_ category: FeedCategory) async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(for: .milliseconds(400))
        if Task.isCancelled {
            print("load of \(category) cancelled")
            return
        }
        loads += 1
        items = (1...3).map { FeedItem(headline: "\(category.rawValue) story \($0)") }
        print("loaded \(category), load #\(loads)")
    }
}

#Preview {
    FeedView()
}
