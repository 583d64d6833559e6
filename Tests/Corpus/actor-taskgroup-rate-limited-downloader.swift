// Demonstrates: an actor with isolated state and an async method that suspends (re-entrancy), withThrowingTaskGroup collecting results in completion order then sorted, Task.checkCancellation, try await inside a for loop, `async let` pair, a @MainActor @Observable model calling the actor, Task cancellation from a button, Duration arithmetic and `.seconds`.
// Source: video course companion (a Swift concurrency course's downloads module); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Thumbnail: Sendable, Identifiable {
    let id: Int
    let bytes: Int
}

actor DownloadLimiter {
    private(set) var active = 0
    private(set) var peak = 0
    private var cache: [Int: Thumbnail] = [:]

    func fetch(_ id: Int) async throws -> Thumbnail {
        if let hit = cache[id] {
            return hit
        }
        active += 1
        peak = max(peak, active)
        defer { active -= 1 }
        try await Task.sleep(for: .milliseconds(100 * (id % 3 + 1)))
        try Task.checkCancellation()
        let thumb = Thumbnail(id: id, bytes: id * 1_024)
        cache[id] = thumb
        return thumb
    }

    func stats() -> (cached: Int, peak: Int) {
        (cache.count, peak)
    }
}

@MainActor
@Observable
final class GalleryModel {
    private let limiter = DownloadLimiter()
    var thumbnails: [Thumbnail] = []
    var status = "Idle"
    private var task: Task<Void, Never>?

    func loadAll(ids: [Int]) {
        task?.cancel()
        status = "Loading \(ids.count)"
        task = Task {
            do {
                let loaded = try await withThrowingTaskGroup(of: Thumbnail.self) { group in
                    for id in ids {
                        group.addTask { try await self.limiter.fetch(id) }
                    }
                    var results: [Thumbnail] = []
                    for try await thumb in group {
                        results.append(thumb)
                    }
                    return results.sorted { $0.id < $1.id }
                }
                thumbnails = loaded
                let stats = await limiter.stats()
                status = "Loaded \(loaded.count), cached \(stats.cached), peak \(stats.peak)"
            } catch is CancellationError {
                status = "Cancelled"
            } catch {
                status = "Failed: \(error)"
            }
            print(status)
        }
    }

    func loadPair() async {
        async let first = try? limiter.fetch(1)
        async let second = try? limiter.fetch(2)
        let pair = await [first, second].compactMap { $0 }
        print("pair bytes: \(pair.map(\.bytes))")
    }

    func cancel() {
        task?.cancel()
        print("cancel requested")
    }
}

struct GalleryView: View {
    @State private var model = GalleryModel()

    var body: some View {
        VStack {
            Text(model.status)
            ForEach(model.thumbnails) { thumb in
                Text("#\(thumb.id): \(ByteCountFormatter.string(fromByteCount: Int64(thumb.bytes), countStyle: .file))")
            }
            Button("Load 1-5") { model.loadAll(ids: Array(1...5)) }
            Button("Cancel") { model.cancel() }
        }
        .task {
            await model.loadPair()
            let elapsed = Duration.seconds(1) + .milliseconds(250)
            print("budget \(elapsed)")
        }
    }
}

#Preview {
    GalleryView()
}
