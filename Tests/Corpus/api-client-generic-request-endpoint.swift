// Demonstrates: an API client with a generic request method whose result type comes from the call site (let users: [User] = try await client.request(.users)), an Endpoint enum building URLs with URLComponents and query items, a mock transport returning canned JSON, and a view model that loads on .task.
import SwiftUI

struct User: Decodable, Identifiable {
    let id: Int
    let name: String
    let email: String
}

struct Post: Decodable, Identifiable {
    let id: Int
    let userId: Int
    let title: String
}

enum Endpoint {
    case users
    case posts(userId: Int)

    var path: String {
        switch self {
        case .users: return "/users"
        case .posts: return "/posts"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .users: return []
        case .posts(let userId): return [URLQueryItem(name: "userId", value: String(userId))]
        }
    }

    var url: URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "jsonplaceholder.typicode.com"
        components.path = path
        components.queryItems = queryItems.isEmpty ? nil : queryItems
        return components.url
    }
}

enum APIError: LocalizedError {
    case invalidURL
    case notFound(String)

    var errorDescription: String? {
        switch self {
        case .invalidURL: return "The URL is invalid."
        case .notFound(let path): return "Nothing at \(path)."
        }
    }
}

protocol Transport {
    func data(for url: URL) async throws -> Data
}

struct MockTransport: Transport {
    let responses: [String: String] = [
        "/users": #"[{"id": 1, "name": "Leanne", "email": "leanne@example.com"}, {"id": 2, "name": "Ervin", "email": "ervin@example.com"}]"#,
        "/posts": #"[{"id": 11, "userId": 1, "title": "sunt aut facere"}, {"id": 12, "userId": 1, "title": "qui est esse"}]"#,
    ]

    func data(for url: URL) async throws -> Data {
        try await Task.sleep(nanoseconds: 200_000_000)
        guard let body = responses[url.path] else { throw APIError.notFound(url.path) }
        return Data(body.utf8)
    }
}

final class APIClient {
    private let transport: Transport
    private let decoder = JSONDecoder()

    init(transport: Transport = MockTransport()) {
        self.transport = transport
    }

    func request<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        guard let url = endpoint.url else { throw APIError.invalidURL }
        print("GET \(url.absoluteString)")
        let data = try await transport.data(for: url)
        return try decoder.decode(T.self, from: data)
    }
}

@MainActor
final class UsersViewModel: ObservableObject {
    @Published var users: [User] = []
    @Published var posts: [Post] = []
    @Published var errorMessage: String?

    private let client: APIClient

    init(client: APIClient = APIClient()) {
        self.client = client
    }

    func load() async {
        do {
            let users: [User] = try await client.request(.users)
            self.users = users
            if let first = users.first {
                posts = try await client.request(.posts(userId: first.id))
            }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct UsersView: View {
    @StateObject private var viewModel = UsersViewModel()

    var body: some View {
        List {
            Section("Users") {
                ForEach(viewModel.users) { user in
                    VStack(alignment: .leading) {
                        Text(user.name).font(.headline)
                        Text(user.email).font(.caption)
                    }
                }
            }
            Section("Posts by the first user") {
                ForEach(viewModel.posts) { post in
                    Text(post.title)
                }
            }
            if let message = viewModel.errorMessage {
                Text(message).foregroundStyle(.red)
            }
        }
        .task {
            await viewModel.load()
        }
    }
}

#Preview {
    UsersView()
}
