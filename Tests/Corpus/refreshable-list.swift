// Demonstrates: .refreshable with an async reload on an ObservableObject feed.
import SwiftUI

@MainActor
class FeedModel: ObservableObject {
    @Published var posts = ["First post"]
    @Published var isRefreshing = false

    func reload() async {
        isRefreshing = true
        try? await Task.sleep(nanoseconds: 500_000_000)
        posts.insert("Post \(posts.count + 1)", at: 0)
        isRefreshing = false
        print("reloaded, \(posts.count) posts")
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List {
            ForEach(model.posts, id: \.self) { post in
                Text(post)
            }
        }
        .refreshable {
            await model.reload()
        }
        .overlay(alignment: .top) {
            if model.isRefreshing { ProgressView() }
        }
        .toolbar {
            Button("Reload") {
                Task { await model.reload() }
            }
        }
    }
}

#Preview {
    NavigationStack {
        FeedView()
    }
}
