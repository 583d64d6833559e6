// Demonstrates: an actor-backed cache consulted before a simulated network fetch, a list with .refreshable clearing the cache, and per-row .task loading with a placeholder.
import SwiftUI

actor ThumbnailCache {
    private var storage: [Int: String] = [:]
    private(set) var hits = 0

    func value(for id: Int) -> String? {
        if let cached = storage[id] {
            hits += 1
            return cached
        }
        return nil
    }

    func insert(_ value: String, for id: Int) {
        storage[id] = value
    }

    func removeAll() {
        storage.removeAll()
    }
}

struct ThumbnailRow: View {
    let id: Int
    let cache: ThumbnailCache
    @State private var thumbnail: String?

    var body: some View {
        HStack {
            Text("Item \(id)")
            Spacer()
            Text(thumbnail ?? "…")
        }
        .task {
            if let cached = await cache.value(for: id) {
                thumbnail = cached
                return
            }
            try? await Task.sleep(for: .milliseconds(100 * id))
            let fetched = "thumb-\(id)"
            await cache.insert(fetched, for: id)
            thumbnail = fetched
        }
    }
}

struct ThumbnailList: View {
    @State private var cache = ThumbnailCache()
    @State private var generation = 0

    var body: some View {
        List(1...3, id: \.self) { id in
            ThumbnailRow(id: id, cache: cache)
                .id("\(generation)-\(id)")
        }
        .refreshable {
            await cache.removeAll()
            generation += 1
            print("refreshed, generation \(generation), hits \(await cache.hits)")
        }
    }
}

#Preview {
    ThumbnailList()
}
