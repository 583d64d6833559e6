// Demonstrates: users and repos decoded from embedded JSON strings: convertFromSnakeCase, CodingKeys, optional fields, AsyncImage rows.
// Source: blog companion (Codable basics); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct GitHubUser: Codable, Identifiable {
    let id: Int
    let login: String
    let avatarUrl: String
    let publicRepos: Int?
    let bio: String?
}

struct Repo: Decodable {
    let name: String
    let stars: Int
    let language: String?

    enum CodingKeys: String, CodingKey {
        case name
        case stars = "stargazers_count"
        case language
    }
}

let usersJSON = """
[
  {"id": 1, "login": "octocat", "avatar_url": "https://example.com/1.png", "public_repos": 8, "bio": null},
  {"id": 2, "login": "hubot", "avatar_url": "https://example.com/2.png", "public_repos": null, "bio": "I am a robot"}
]
"""

let reposJSON = """
[{"name": "Spoon-Knife", "stargazers_count": 12000, "language": "HTML"},
 {"name": "hello-world", "stargazers_count": 2500, "language": null}]
"""

@MainActor
class UsersViewModel: ObservableObject {
    @Published var users: [GitHubUser] = []
    @Published var repos: [Repo] = []
    @Published var error: String?

    func load() async {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do {
            users = try decoder.decode([GitHubUser].self, from: Data(usersJSON.utf8))
            repos = try JSONDecoder().decode([Repo].self, from: reposJSON.data(using: .utf8)!)
            print(users.map { "\($0.login):\($0.publicRepos ?? 0)" })
            print(repos.sorted { $0.stars > $1.stars }.map { "\($0.name) \($0.language ?? "-")" })
        } catch {
            self.error = "\(error)"
        }
    }
}

struct UsersView: View {
    @StateObject private var viewModel = UsersViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.users) { user in
                HStack {
                    AsyncImage(url: URL(string: user.avatarUrl)) { image in
                        image.resizable()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: 44, height: 44)
                    .clipShape(Circle())
                    VStack(alignment: .leading) {
                        Text(user.login).font(.headline)
                        if let bio = user.bio {
                            Text(bio).font(.caption)
                        }
                    }
                }
            }
            .navigationTitle("Users")
            .task {
                await viewModel.load()
            }
        }
    }
}

#Preview {
    UsersView()
}
