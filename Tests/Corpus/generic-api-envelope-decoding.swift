// Demonstrates: a generic Decodable envelope `APIResponse<T: Decodable>` with pagination metadata, decoded through a generic client method that takes `T.Type`, the result kept as `Result<[User], APIError>` in a view model and switched over in the view.
import SwiftUI

struct APIResponse<T: Decodable>: Decodable {
    let data: T
    let meta: Meta

    struct Meta: Decodable {
        let page: Int
        let totalPages: Int
    }

    var hasMore: Bool { meta.page < meta.totalPages }
}

struct User: Decodable, Identifiable, Hashable {
    let id: Int
    let name: String
    let email: String?
}

enum APIError: Error, LocalizedError {
    case decoding(String)
    case empty

    var errorDescription: String? {
        switch self {
        case .decoding(let detail): return "Could not decode: \(detail)"
        case .empty: return "Nothing here yet."
        }
    }
}

struct MockClient {
    let pages: [Int: String]

    func fetch<T: Decodable>(_ type: T.Type, page: Int) throws -> APIResponse<T> {
        guard let json = pages[page] else { throw APIError.empty }
        do {
            return try JSONDecoder().decode(APIResponse<T>.self, from: Data(json.utf8))
        } catch let error as DecodingError {
            throw APIError.decoding(String(describing: error))
        }
    }
}

@MainActor
final class UsersViewModel: ObservableObject {
    @Published private(set) var result: Result<[User], APIError> = .success([])
    @Published private(set) var page = 0
    private var canLoadMore = true

    private let client = MockClient(pages: [
        1: #"{"data": [{"id": 1, "name": "Ada", "email": "ada@example.com"}, {"id": 2, "name": "Grace"}], "meta": {"page": 1, "totalPages": 3}}"#,
        2: #"{"data": [{"id": 3, "name": "Linus", "email": null}], "meta": {"page": 2, "totalPages": 3}}"#,
        3: #"{"data": [{"id": 4}], "meta": {"page": 3, "totalPages": 3}}"#,
    ])

    var users: [User] {
        if case .success(let users) = result { return users }
        return []
    }

    func loadNextPage() {
        guard canLoadMore else { return }
        do {
            let response = try client.fetch([User].self, page: page + 1)
            result = .success(users + response.data)
            page = response.meta.page
            canLoadMore = response.hasMore
            print("page \(page): \(response.data.map(\.name)), more: \(response.hasMore)")
        } catch let error as APIError {
            result = .failure(error)
            print("failed: \(error.localizedDescription)")
        } catch {
            print("unexpected: \(error)")
        }
    }
}

struct UsersView: View {
    @StateObject private var model = UsersViewModel()

    var body: some View {
        NavigationStack {
            List {
                switch model.result {
                case .success(let users):
                    ForEach(users) { user in
                        VStack(alignment: .leading) {
                            Text(user.name).font(.headline)
                            Text(user.email ?? "no email").font(.caption).foregroundStyle(.secondary)
                        }
                    }
                case .failure(let error):
                    Text(error.localizedDescription).foregroundStyle(.red)
                }
                Button("Load page \(model.page + 1)") { model.loadNextPage() }
            }
            .navigationTitle("Users")
            .onAppear { model.loadNextPage() }
        }
    }
}

#Preview {
    UsersView()
}
