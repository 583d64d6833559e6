// Demonstrates: the common async/await network fetch with URLSession.shared.data(from:), JSONDecoder, a loading state enum, and an error shown in the UI — the shape of most tutorial networking code.
import SwiftUI

struct Post: Decodable, Identifiable {
    let id: Int
    let title: String
}

@MainActor
final class PostsViewModel: ObservableObject {
    enum State {
        case idle, loading, loaded([Post]), failed(String)
    }

    @Published var state: State = .idle

    func load() async {
        state = .loading
        do {
            let url = URL(string: "https://jsonplaceholder.typicode.com/posts")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let posts = try JSONDecoder().decode([Post].self, from: data)
            state = .loaded(posts)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct PostsView: View {
    @StateObject private var viewModel = PostsViewModel()

    var body: some View {
        Group {
            switch viewModel.state {
            case .idle, .loading:
                ProgressView()
            case .loaded(let posts):
                List(posts) { Text($0.title) }
            case .failed(let message):
                Text(message)
            }
        }
        .task { await viewModel.load() }
    }
}

#Preview {
    PostsView()
}
