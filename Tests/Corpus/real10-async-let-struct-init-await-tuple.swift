// Demonstrates: a concurrency course's "async let" module: `async let posts = getUserPosts()` (three of them) awaited all at once by `self.userStates = await UserStates(posts: posts, followers: followers, following: following)`, helpers that `try? await Task.sleep(…)` and return numbers, a throwing variant awaited as `let (a, b, c) = await (try fetchA, try fetchB, try fetchC)` inside `do`/`catch`, `async let (userData, _) = URLSession.shared.data(from: url)` destructuring a tuple (offline here, so the `catch` prints), a `@MainActor` view model with `@Published var userStates: UserStates?`, and `.task` plus a refresh button.
// Source: video course companion (a learner's notes for a Swift concurrency video course, its async-let module; found through a search for async let, repository not named in the index) and learner's app (a playground page on async let from a tutorial site; repository kwonilgun/SwiftLanguage studied); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct UserStates {
    let posts: Int
    let followers: Int
    let following: Int
}

struct User: Decodable {
    let id: UUID
    let name: String
}

@MainActor
class UserStatesViewModel: ObservableObject {
    @Published var userStates: UserStates?
    @Published var badges: [String] = []
    @Published var networkMessage = ""

    func getUserStates() async {
        async let posts = getUserPosts()
        async let followers = getUserFollowers()
        async let following = getUserFollowing()

        self.userStates = await UserStates(
            posts: posts,
            followers: followers,
            following: following
        )
    }

    func getBadges() async {
        async let first = fetchBadge(named: "Early bird")
        async let second = fetchBadge(named: "Night owl")
        async let third = fetchBadge(named: "Streak")
        do {
            let (a, b, c) = await (try first, try second, try third)
            badges = [a, b, c]
        } catch {
            badges = ["failed: \(error)"]
        }
    }

    func loadUser() async {
        async let (userData, _) = URLSession.shared.data(from: URL(string: "https://example.com/user.json")!)
        do {
            let user = try await JSONDecoder().decode(User.self, from: userData)
            networkMessage = "User \(user.name)"
        } catch {
            networkMessage = "Sorry, there was a network problem."
            print(networkMessage)
        }
    }

    private func getUserPosts() async -> Int {
        try? await Task.sleep(nanoseconds: 1_000_000_000)
        return 42
    }

    private func getUserFollowers() async -> Int {
        try? await Task.sleep(nanoseconds: 2_000_000_000)
        return 1_200
    }

    private func getUserFollowing() async -> Int {
        try? await Task.sleep(nanoseconds: 500_000_000)
        return 180
    }

    private func fetchBadge(named name: String) async throws -> String {
        try await Task.sleep(for: .milliseconds(300))
        return "🏅 \(name)"
    }
}

struct AsyncLetModule: View {
    @StateObject private var viewModel = UserStatesViewModel()

    var body: some View {
        VStack(spacing: 12) {
            if let states = viewModel.userStates {
                HStack(spacing: 24) {
                    VStack { Text("\(states.posts)").bold(); Text("Posts") }
                    VStack { Text("\(states.followers)").bold(); Text("Followers") }
                    VStack { Text("\(states.following)").bold(); Text("Following") }
                }
            } else {
                ProgressView()
            }
            ForEach(viewModel.badges, id: \.self) { badge in
                Text(badge)
            }
            Text(viewModel.networkMessage)
                .font(.footnote)
            Button("Refresh") {
                Task {
                    viewModel.userStates = nil
                    await viewModel.getUserStates()
                }
            }
        }
        .task {
            await viewModel.getUserStates()
            await viewModel.getBadges()
            await viewModel.loadUser()
        }
    }
}

#Preview {
    AsyncLetModule()
}
