// Demonstrates: `withThrowingTaskGroup(of: (Int, String).self)` adding one child per photo, collecting with `for try await (index, thumb) in group` into a dictionary, progress updated on the main actor as each finishes, `group.cancelAll()` on the first failure, a `TaskGroup` sum with `withTaskGroup(of: Int.self)` and `reduce(0, +)`, and `Task` cancellation from a Cancel button.
// Source: book (a Swift concurrency book's chapter on task groups with a thumbnail renderer, found through a search for withThrowingTaskGroup for try await group cancelAll progress); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ThumbnailError: Error {
    let index: Int
}

func renderThumbnail(_ index: Int, failing: Int?) async throws -> String {
    try await Task.sleep(for: .milliseconds(100 * (5 - index % 5)))
    if index == failing { throw ThumbnailError(index: index) }
    return "thumb-\(index)"
}

@MainActor
@Observable
final class ThumbnailRenderer {
    var thumbnails: [Int: String] = [:]
    var progress = 0.0
    var status = "Idle"
    var totalBytes = 0
    private var task: Task<Void, Never>?

    func start(count: Int, failing: Int? = nil) {
        task?.cancel()
        thumbnails = [:]
        progress = 0
        status = "Rendering…"
        task = Task {
            do {
                try await withThrowingTaskGroup(of: (Int, String).self) { group in
                    for index in 0..<count {
                        group.addTask {
                            (index, try await renderThumbnail(index, failing: failing))
                        }
                    }
                    for try await (index, thumb) in group {
                        thumbnails[index] = thumb
                        progress = Double(thumbnails.count) / Double(count)
                    }
                }
                totalBytes = await withTaskGroup(of: Int.self) { group in
                    for name in thumbnails.values {
                        group.addTask { name.utf8.count * 1024 }
                    }
                    return await group.reduce(0, +)
                }
                status = "Done: \(thumbnails.count) thumbnails, \(totalBytes) bytes"
            } catch let error as ThumbnailError {
                status = "Failed at \(error.index)"
            } catch {
                status = "Cancelled"
            }
        }
    }

    func cancel() {
        task?.cancel()
    }
}

struct ThumbnailsView: View {
    @State private var renderer = ThumbnailRenderer()

    var body: some View {
        VStack(spacing: 12) {
            ProgressView(value: renderer.progress)
            Text(renderer.status)
            Text(renderer.thumbnails.keys.sorted().map { renderer.thumbnails[$0]! }.joined(separator: ", "))
                .font(.caption)
            HStack {
                Button("Render 6") { renderer.start(count: 6) }
                Button("Render with failure") { renderer.start(count: 6, failing: 2) }
                Button("Cancel") { renderer.cancel() }
            }
        }
        .padding()
    }
}

#Preview {
    ThumbnailsView()
}
