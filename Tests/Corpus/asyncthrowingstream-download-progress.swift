// Demonstrates: an AsyncThrowingStream producing progress values, consumed with for try await in a .task, with cancellation checks.
import SwiftUI

enum DownloadError: Error {
    case interrupted
}

struct FakeDownloader {
    let chunks: Int
    let failAt: Int?

    func download() -> AsyncThrowingStream<Double, Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                for chunk in 1...chunks {
                    try await Task.sleep(for: .milliseconds(300))
                    if chunk == failAt {
                        continuation.finish(throwing: DownloadError.interrupted)
                        return
                    }
                    continuation.yield(Double(chunk) / Double(chunks))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in
                task.cancel()
            }
        }
    }
}

struct DownloadView: View {
    @State private var progress = 0.0
    @State private var status = "Waiting"
    @State private var attempt = 0

    var body: some View {
        VStack(spacing: 12) {
            ProgressView(value: progress)
            Text(status)
            Button("Retry with failure") { attempt += 1 }
        }
        .padding()
        .task(id: attempt) {
            progress = 0
            status = "Downloading"
            let downloader = FakeDownloader(chunks: 4, failAt: attempt == 0 ? nil : 3)
            do {
                for try await value in downloader.download() {
                    progress = value
                    print("progress \(Int(value * 100))%")
                }
                status = "Done"
            } catch is CancellationError {
                status = "Cancelled"
            } catch {
                status = "Failed: \(error)"
            }
            print(status)
        }
    }
}

#Preview {
    DownloadView()
}
