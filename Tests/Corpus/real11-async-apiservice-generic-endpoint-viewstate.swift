// Demonstrates: a layered async networking file from a portfolio app: `enum APIError: LocalizedError` with `errorDescription`, `enum Endpoint` building a `URL` through `URLComponents` and `queryItems`, `protocol APIServiceProtocol` with a generic `func fetch<T: Decodable>(_ endpoint: Endpoint) async throws -> T`, a `final class APIService` checking `HTTPURLResponse` status codes and decoding with `.convertFromSnakeCase`, a `MockAPIService` returning fixtures through `as! T`, `enum ViewState<Value> { case idle, loading, loaded(Value), failed(String) }`, a `@MainActor` view model injected with the protocol, and `switch viewModel.state` in the body with a retry button.
// Source: public app code (a portfolio app's networking layer with an endpoint enum and a mock service, found through a search for generic fetch Decodable Endpoint); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum APIError: LocalizedError {
    case invalidURL
    case badStatus(Int)
    case decoding(Error)

    var errorDescription: String? {
        switch self {
        case .invalidURL: return "The URL was invalid."
        case .badStatus(let code): return "The server answered \(code)."
        case .decoding: return "The data could not be read."
        }
    }
}

enum Endpoint {
    case users(page: Int)

    var url: URL? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "reqres.in"
        switch self {
        case .users(let page):
            components.path = "/api/users"
            components.queryItems = [URLQueryItem(name: "page", value: "\(page)")]
        }
        return components.url
    }
}

struct User: Decodable, Identifiable {
    let id: Int
    let firstName: String
    let lastName: String
    let email: String
}

struct UsersPage: Decodable {
    let page: Int
    let data: [User]
}

protocol APIServiceProtocol {
    func fetch<T: Decodable>(_ endpoint: Endpoint) async throws -> T
}

final class APIService: APIServiceProtocol {
    func fetch<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        guard let url = endpoint.url else { throw APIError.invalidURL }
        let (data, response) = try await URLSession.shared.data(from: url)
        if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
            throw APIError.badStatus(http.statusCode)
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw APIError.decoding(error)
        }
    }
}

final class MockAPIService: APIServiceProtocol {
    func fetch<T: Decodable>(_ endpoint: Endpoint) async throws -> T {
        let page = UsersPage(page: 1, data: [
            User(id: 1, firstName: "George", lastName: "Bluth", email: "george@example.com"),
            User(id: 2, firstName: "Janet", lastName: "Weaver", email: "janet@example.com"),
        ])
        return page as! T
    }
}

enum ViewState<Value> {
    case idle
    case loading
    case loaded(Value)
    case failed(String)
}

@MainActor
final class UsersViewModel: ObservableObject {
    @Published private(set) var state: ViewState<[User]> = .idle
    private let service: APIServiceProtocol

    init(service: APIServiceProtocol = APIService()) {
        self.service = service
    }

    func load() async {
        state = .loading
        do {
            let page: UsersPage = try await service.fetch(.users(page: 1))
            state = .loaded(page.data)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}

struct UsersView: View {
    @StateObject var viewModel: UsersViewModel

    var body: some View {
        NavigationStack {
            Group {
                switch viewModel.state {
                case .idle, .loading:
                    ProgressView()
                case .loaded(let users):
                    List(users) { user in
                        VStack(alignment: .leading) {
                            Text("\(user.firstName) \(user.lastName)")
                            Text(user.email).font(.caption)
                        }
                    }
                case .failed(let message):
                    VStack {
                        Text(message)
                        Button("Retry") {
                            Task { await viewModel.load() }
                        }
                    }
                }
            }
            .navigationTitle("Users")
        }
        .task { await viewModel.load() }
    }
}

#Preview("Live") {
    UsersView(viewModel: UsersViewModel())
}

#Preview("Mock") {
    UsersView(viewModel: UsersViewModel(service: MockAPIService()))
}
