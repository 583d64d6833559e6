// Demonstrates: the most common async slip of 2021–2023 code: `Button("Refresh") { await viewModel.refresh() }` calling an `async` method straight from a button's action, in a view model with `@MainActor final class FeedViewModel: ObservableObject` and `func refresh() async`, the rest of the file as written (a `List` of posts, `.task { await viewModel.refresh() }`).
// Source: Q&A question code (a question asking why a button cannot call an async function, its view model and view; found through a search for Button action async await "synchronous function type"); written for Vivarium in that style, not copied.
// First paste: failed at load: loaded, where swiftc refuses it (36:35: cannot pass function of type '() async -> ()' to parameter expecting synchronous function type)
// expected-error: 37:35: cannot pass function of type '() async -> ()' to parameter expecting synchronous function type
import SwiftUI

struct Post: Identifiable {
    let id: Int
    let title: String
}

@MainActor
final class FeedViewModel: ObservableObject {
    @Published var posts: [Post] = []
    @Published var isLoading = false

    func refresh() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 500_000_000)
        posts = (1...3).map { Post(id: $0, title: "Post \($0)") }
        isLoading = false
    }
}

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.posts) { post in
                Text(post.title)
            }
            .overlay {
                if viewModel.isLoading { ProgressView() }
            }
            .toolbar {
                Button("Refresh") { await viewModel.refresh() }
            }
            .task { await viewModel.refresh() }
        }
    }
}

#Preview {
    FeedView()
}
