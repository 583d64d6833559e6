// Demonstrates: concurrency in an app's data layer: an `actor ThumbnailCache` with a dictionary, an in-flight `[String: Task<String, Never>]` to deduplicate work, a `nonisolated func key(for:)`, `withTaskGroup(of: (String, String).self)` loading several thumbnails in parallel into a dictionary, and a `@MainActor` view model publishing the results in order.
// Source: conference talk companion code (a talk on actors and reentrancy in SwiftUI apps, found through a search for actor cache inFlight Task dictionary reentrancy nonisolated func withTaskGroup of tuple); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

actor ThumbnailCache {
    private var cache: [String: String] = [:]
    private var inFlight: [String: Task<String, Never>] = [:]
    private(set) var renders = 0

    nonisolated func key(for name: String) -> String {
        name.lowercased()
    }

    func thumbnail(for name: String) async -> String {
        let key = key(for: name)
        if let cached = cache[key] {
            return cached
        }
        if let task = inFlight[key] {
            return await task.value
        }
        let task = Task {
            try? await Task.sleep(for: .milliseconds(100))
            return "🖼 \(key)"
        }
        inFlight[key] = task
        let result = await task.value
        renders += 1
        cache[key] = result
        inFlight[key] = nil
        return result
    }
}

@Observable
@MainActor
final class GalleryModel {
    var thumbnails: [String] = []
    var renderCount = 0
    private let cache = ThumbnailCache()
    let names = ["Beach", "Forest", "beach", "City"]

    func loadAll() async {
        let results = await withTaskGroup(of: (String, String).self) { group in
            for name in names {
                group.addTask { [cache] in
                    (name, await cache.thumbnail(for: name))
                }
            }
            var collected: [String: String] = [:]
            for await (name, thumb) in group {
                collected[name] = thumb
            }
            return collected
        }
        thumbnails = names.compactMap { results[$0] }
        renderCount = await cache.renders
        print("thumbnails: \(thumbnails.count), renders: \(renderCount)")
    }
}

struct GalleryView: View {
    @State private var model = GalleryModel()

    var body: some View {
        List {
            ForEach(Array(model.thumbnails.enumerated()), id: \.offset) { _, thumb in
                Text(thumb)
            }
            Text("Rendered \(model.renderCount) images")
            Button("Reload") {
                Task { await model.loadAll() }
            }
        }
        .task { await model.loadAll() }
    }
}

#Preview {
    GalleryView()
}
