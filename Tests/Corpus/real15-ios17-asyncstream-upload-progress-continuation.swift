// Demonstrates: an upload screen fed by `AsyncStream<Double>` built with `AsyncStream { continuation in ... }` yielding progress from a `Task` and `finish()`ing, consumed with `for await progress in uploader.progress()` in a `@MainActor` method, `continuation.onTermination` printing when the consumer goes away, `ProgressView(value:)` and a cancel button cancelling the stored `Task`.
// Source: blog post (an "AsyncStream for progress reporting in SwiftUI" article, found through a search for AsyncStream continuation yield finish onTermination for await progress ProgressView value cancel Task); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Uploader {
    let chunks: Int

    func progress() -> AsyncStream<Double> {
        AsyncStream { continuation in
            let task = Task {
                for chunk in 1...chunks {
                    try? await Task.sleep(for: .milliseconds(100))
                    if Task.isCancelled { break }
                    continuation.yield(Double(chunk) / Double(chunks))
                }
                continuation.finish()
            }
            continuation.onTermination = { termination in
                print("stream ended: \(termination)")
                task.cancel()
            }
        }
    }
}

struct UploadView: View {
    @State private var progress = 0.0
    @State private var status = "Idle"
    @State private var uploadTask: Task<Void, Never>?

    var body: some View {
        VStack(spacing: 20) {
            ProgressView(value: progress)
            Text(status)
            Text(progress, format: .percent.precision(.fractionLength(0)))
            Button("Upload") {
                uploadTask = Task { await upload() }
            }
            .disabled(uploadTask != nil)
            Button("Cancel") {
                uploadTask?.cancel()
                uploadTask = nil
                status = "Cancelled"
            }
        }
        .padding()
    }

    @MainActor
    func upload() async {
        status = "Uploading"
        for await value in Uploader(chunks: 5).progress() {
            progress = value
        }
        if status == "Uploading" {
            status = "Done"
        }
        uploadTask = nil
        print("upload finished at \(progress)")
    }
}

#Preview {
    UploadView()
}
