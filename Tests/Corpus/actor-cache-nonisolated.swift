// Demonstrates: an actor cache shared by a view model — actor isolation with await, a nonisolated constant, a static shared instance, and cache hits vs misses printed in order.
import SwiftUI

actor ProfileCache {
    static let shared = ProfileCache()

    nonisolated let name = "profiles"
    private var storage: [String: String] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    func profile(for username: String) async -> String {
        if let cached = storage[username] {
            hits += 1
            return cached
        }
        misses += 1
        try? await Task.sleep(for: .milliseconds(250))
        let bio = "\(username.capitalized) — joined 2021"
        storage[username] = bio
        return bio
    }

    func clear() {
        storage.removeAll()
    }

    var stats: String { "\(hits) hits, \(misses) misses" }
}

@MainActor
@Observable
final class ProfileViewModel {
    var bio = ""
    var stats = ""
    private let cache: ProfileCache

    init(cache: ProfileCache = .shared) {
        self.cache = cache
        print("cache: \(cache.name)")
    }

    func load(_ username: String) async {
        bio = await cache.profile(for: username)
        stats = await cache.stats
        print("\(username): \(stats)")
    }

    func reset() async {
        await cache.clear()
        stats = await cache.stats
    }
}

struct ProfileScreen: View {
    @State private var model = ProfileViewModel()

    var body: some View {
        VStack(spacing: 8) {
            Text(model.bio.isEmpty ? "No profile" : model.bio)
            Text(model.stats).font(.footnote)
            Button("Load ada") { Task { await model.load("ada") } }
            Button("Load grace") { Task { await model.load("grace") } }
            Button("Clear cache") { Task { await model.reset() } }
        }
        .task { await model.load("ada") }
    }
}

#Preview {
    ProfileScreen()
}
