// Demonstrates: protocol-oriented networking: `protocol APIRequest { associatedtype Response: Decodable }` with a default extension, generic `send<R: APIRequest>(_:) async throws -> R.Response` decoding from a mock transport keyed by path, an enum-namespace of request types, a generic LoadingState<Value> view model, URLComponents with query items, and a ViewBuilder switch over the loading state.
// Source: blog companion (a "protocol-oriented networking layer" article's sample app); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

protocol APIRequest {
    associatedtype Response: Decodable
    var path: String { get }
    var queryItems: [URLQueryItem] { get }
}

extension APIRequest {
    var queryItems: [URLQueryItem] { [] }

    var url: URL {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.example.com"
        components.path = path
        if !queryItems.isEmpty { components.queryItems = queryItems }
        return components.url!
    }
}

struct Repo: Decodable, Identifiable, Hashable {
    let id: Int
    let name: String
    let stars: Int
}

struct Owner: Decodable {
    let login: String
    let publicRepos: Int
}

enum Requests {
    struct Repos: APIRequest {
        typealias Response = [Repo]
        let user: String
        var path: String { "/users/\(user)/repos" }
        var queryItems: [URLQueryItem] { [URLQueryItem(name: "sort", value: "stars")] }
    }

    struct Profile: APIRequest {
        typealias Response = Owner
        let user: String
        var path: String { "/users/\(user)" }
    }
}

enum APIError: Error { case notFound(String) }

struct MockTransport {
    let responses: [String: String] = [
        "/users/ana/repos": #"[{"id": 1, "name": "sparkles", "stars": 40}, {"id": 2, "name": "notes", "stars": 7}]"#,
        "/users/ana": #"{"login": "ana", "public_repos": 2}"#,
    ]

    func data(for url: URL) async throws -> Data {
        try await Task.sleep(for: .milliseconds(200))
        guard let body = responses[url.path] else { throw APIError.notFound(url.path) }
        return Data(body.utf8)
    }
}

struct APIClient {
    let transport = MockTransport()

    func send<R: APIRequest>(_ request: R) async throws -> R.Response {
        let data = try await transport.data(for: request.url)
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(R.Response.self, from: data)
    }
}

enum LoadingState<Value> {
    case idle, loading, loaded(Value), failed(String)
}

@MainActor
final class RepoListModel: ObservableObject {
    @Published var repos: LoadingState<[Repo]> = .idle
    @Published var owner = "…"
    private let client = APIClient()

    func load(user: String) async {
        repos = .loading
        print(Requests.Repos(user: user).url.absoluteString)
        do {
            async let list = client.send(Requests.Repos(user: user))
            async let profile = client.send(Requests.Profile(user: user))
            let (loadedRepos, loadedOwner) = try await (list, profile)
            repos = .loaded(loadedRepos.sorted { $0.stars > $1.stars })
            owner = "\(loadedOwner.login) (\(loadedOwner.publicRepos) repos)"
        } catch {
            repos = .failed("\(error)")
        }
        print(owner)
    }
}

struct RepoListView: View {
    @StateObject private var model = RepoListModel()

    var body: some View {
        VStack {
            Text(model.owner)
            content
            Button("Load ana") { Task { await model.load(user: "ana") } }
            Button("Load bob") { Task { await model.load(user: "bob") } }
        }
    }

    @ViewBuilder private var content: some View {
        switch model.repos {
        case .idle: Text("Tap load")
        case .loading: ProgressView()
        case .loaded(let repos):
            ForEach(repos) { repo in Text("\(repo.name) ★\(repo.stars)") }
        case .failed(let message): Text("Failed: \(message)")
        }
    }
}

#Preview {
    RepoListView()
}
