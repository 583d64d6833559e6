// Demonstrates: withThrowingTaskGroup collecting results into a dictionary, an actor cache hit/miss counter, the first child error cancelling the rest, and for try await over the group.
import SwiftUI

enum FetchError: Error {
    case notFound(Int)
}

actor ImageCache {
    private var storage: [Int: String] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    func image(for id: Int) async throws -> String {
        if let cached = storage[id] {
            hits += 1
            return cached
        }
        misses += 1
        try await Task.sleep(for: .milliseconds(50 * id))
        guard id != 13 else { throw FetchError.notFound(id) }
        let image = "img\(id)"
        storage[id] = image
        return image
    }
}

@MainActor
final class GalleryModel: ObservableObject {
    @Published var images: [Int: String] = [:]
    @Published var status = "idle"
    let cache = ImageCache()

    func load(_ ids: [Int]) async {
        status = "loading \(ids.count)"
        do {
            let loaded = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for id in ids {
                    group.addTask { (id, try await self.cache.image(for: id)) }
                }
                var result: [Int: String] = [:]
                for try await (id, image) in group {
                    result[id] = image
                }
                return result
            }
            images.merge(loaded) { _, new in new }
            let hits = await cache.hits
            let misses = await cache.misses
            status = "loaded \(loaded.count) (hits \(hits), misses \(misses))"
        } catch FetchError.notFound(let id) {
            status = "missing \(id)"
        } catch {
            status = "failed"
        }
    }
}

struct GalleryView: View {
    @StateObject private var model = GalleryModel()

    var body: some View {
        VStack {
            Text(model.status)
            Text(model.images.keys.sorted().map { model.images[$0]! }.joined(separator: " "))
            Button("Load 1–3") { Task { await model.load([1, 2, 3]) } }
            Button("Load 2–4") { Task { await model.load([2, 3, 4]) } }
            Button("Load 13") { Task { await model.load([5, 13]) } }
        }
    }
}

#Preview {
    GalleryView()
}
