// Demonstrates: MVVM posts: a protocol service and a mock that fails once, @Published errorMessage shown through an alert with a Binding(get:set:), refreshable, retry.
// Source: AI assistant's answer for a learner (MVVM with error handling); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Post: Identifiable, Decodable, Hashable {
    let id: Int
    let userId: Int
    let title: String
    let body: String
}

enum NetworkError: Error, LocalizedError {
    case badURL
    case badStatus(Int)
    case decoding

    var errorDescription: String? {
        switch self {
        case .badURL: return "The URL was invalid."
        case .badStatus(let code): return "Server responded with \(code)."
        case .decoding: return "Could not read the data."
        }
    }
}

protocol PostServicing {
    func fetchPosts() async throws -> [Post]
}

final class MockPostService: PostServicing {
    var failNext = true

    func fetchPosts() async throws -> [Post] {
        try await Task.sleep(nanoseconds: 300_000_000)
        if failNext {
            failNext = false
            throw NetworkError.badStatus(503)
        }
        return (1...5).map { Post(id: $0, userId: $0 % 2 + 1, title: "Post \($0)", body: String(repeating: "lorem ", count: $0)) }
    }
}

@MainActor
final class PostsViewModel: ObservableObject {
    @Published var posts: [Post] = []
    @Published var isLoading = false
    @Published var errorMessage: String? = nil

    private let service: PostServicing

    init(service: PostServicing = MockPostService()) {
        self.service = service
    }

    func loadPosts() async {
        isLoading = true
        defer { isLoading = false }
        do {
            posts = try await service.fetchPosts()
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
        print("loaded \(posts.count), error: \(errorMessage ?? "none")")
    }
}

struct PostsView: View {
    @StateObject private var viewModel = PostsViewModel()

    var body: some View {
        NavigationView {
            ZStack {
                List(viewModel.posts) { post in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(post.title.capitalized).font(.headline)
                        Text(post.body.trimmingCharacters(in: .whitespaces))
                            .lineLimit(2)
                    }
                }
                .refreshable {
                    await viewModel.loadPosts()
                }
                if viewModel.isLoading {
                    ProgressView()
                }
            }
            .navigationTitle("Posts")
            .alert(isPresented: Binding(
                get: { viewModel.errorMessage != nil },
                set: { if !$0 { viewModel.errorMessage = nil } }
            )) {
                Alert(title: Text("Error"),
                      message: Text(viewModel.errorMessage ?? ""),
                      primaryButton: .default(Text("Retry")) {
                          Task { await viewModel.loadPosts() }
                      },
                      secondaryButton: .cancel())
            }
        }
        .task {
            await viewModel.loadPosts()
        }
    }
}

struct PostsView_Previews: PreviewProvider {
    static var previews: some View {
        PostsView()
    }
}
