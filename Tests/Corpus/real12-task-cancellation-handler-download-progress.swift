// Demonstrates: cooperative cancellation around a callback-style download: `try await withTaskCancellationHandler { try await withCheckedThrowingContinuation { continuation in … } } onCancel: { downloader.cancel() }`, a `Downloader` class that reports progress through a closure on `DispatchQueue.main.asyncAfter`, a view model keeping `var task: Task<Void, Never>?` and cancelling it from a button, `catch is CancellationError`, and `Task.checkCancellation()`.
// Source: blog companion code (a post on bridging cancellable callback APIs to async/await, found through a search for withTaskCancellationHandler onCancel withCheckedThrowingContinuation); written for Vivarium in that style, not copied.
// First paste: failed at load: cannot find 'withTaskCancellationHandler' in scope
import SwiftUI

final class Downloader {
    private var cancelled = false

    func start(progress: @escaping (Double) -> Void, completion: @escaping (Result<String, Error>) -> Void) {
        for step in 1...4 {
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(step)) {
                guard !self.cancelled else { return }
                progress(Double(step) / 4)
                if step == 4 {
                    completion(.success("report.pdf"))
                }
            }
        }
    }

    func cancel() {
        cancelled = true
        print("downloader cancelled")
    }
}

@MainActor
final class DownloadViewModel: ObservableObject {
    @Published var progress = 0.0
    @Published var status = "Idle"
    private var task: Task<Void, Never>?

    func start() {
        status = "Downloading"
        progress = 0
        task = Task {
            do {
                let name = try await download()
                try Task.checkCancellation()
                status = "Saved \(name)"
            } catch is CancellationError {
                status = "Cancelled"
            } catch {
                status = "Failed: \(error.localizedDescription)"
            }
        }
    }

    func cancel() {
        task?.cancel()
    }

    private func download() async throws -> String {
        let downloader = Downloader()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                downloader.start { value in
                    self.progress = value
                } completion: { result in
                    continuation.resume(with: result)
                }
            }
        } onCancel: {
            downloader.cancel()
        }
    }
}

struct DownloadView: View {
    @StateObject private var viewModel = DownloadViewModel()

    var body: some View {
        VStack(spacing: 16) {
            ProgressView(value: viewModel.progress)
            Text(viewModel.status)
            HStack {
                Button("Download") { viewModel.start() }
                Button("Cancel", role: .cancel) { viewModel.cancel() }
            }
        }
        .padding()
    }
}

#Preview {
    DownloadView()
}
