// Demonstrates: pull-to-refresh with `.refreshable { await model.refresh() }` on a `List`, an `@Observable` feed model whose `refresh()` sleeps and prepends items with `insert(contentsOf:at: 0)`, `ContentUnavailableView("No Posts", systemImage:, description: Text(…))` with an actions closure when empty, `.task` for the first load, `Date.now` stamps shown with `Text(date, style: .relative)`, and `.listStyle(.insetGrouped)`.
// Source: learner's app (a social feed clone's timeline screen on GitHub, found through a search for refreshable await ContentUnavailableView description actions insert contentsOf at 0); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Post: Identifiable {
    let id: Int
    let author: String
    let body: String
    let postedAt: Date
}

@MainActor
@Observable
final class FeedModel {
    var posts: [Post] = []
    var isRefreshing = false
    private var nextID = 1
    var refreshCount = 0

    func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        try? await Task.sleep(for: .seconds(1))
        refreshCount += 1
        let fresh = (0..<2).map { offset -> Post in
            defer { nextID += 1 }
            return Post(id: nextID, author: ["mira", "tom"][offset], body: "Post number \(nextID)", postedAt: .now)
        }
        posts.insert(contentsOf: fresh, at: 0)
    }

    func clear() {
        posts.removeAll()
    }
}

struct FeedView: View {
    @State private var model = FeedModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.posts) { post in
                    VStack(alignment: .leading, spacing: 4) {
                        Text("@\(post.author)").font(.headline)
                        Text(post.body)
                        Text(post.postedAt, style: .relative)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .overlay {
                if model.posts.isEmpty && !model.isRefreshing {
                    ContentUnavailableView {
                        Label("No Posts", systemImage: "text.bubble")
                    } description: {
                        Text("Pull to refresh, or load the latest posts.")
                    } actions: {
                        Button("Load") { Task { await model.refresh() } }
                    }
                }
            }
            .refreshable {
                await model.refresh()
            }
            .task {
                if model.posts.isEmpty { await model.refresh() }
            }
            .navigationTitle("Feed (\(model.refreshCount))")
            .toolbar {
                Button("Clear") { model.clear() }
            }
        }
    }
}

#Preview {
    FeedView()
}
