// Demonstrates: ProgressView(value:total:) driven by a Task loop with Task.sleep, storing the Task to cancel it, Task.isCancelled / CancellationError, a status enum with a computed label, onDisappear cancellation.
import SwiftUI

@MainActor
final class DownloadModel: ObservableObject {
    enum Status: Equatable {
        case idle, running, finished, cancelled

        var label: String {
            switch self {
            case .idle: return "Ready"
            case .running: return "Downloading…"
            case .finished: return "Done"
            case .cancelled: return "Cancelled"
            }
        }
    }

    @Published var received = 0.0
    @Published var status: Status = .idle
    let size = 10.0
    private var task: Task<Void, Never>?

    func start() {
        task?.cancel()
        received = 0
        status = .running
        task = Task {
            do {
                while received < size {
                    try await Task.sleep(for: .milliseconds(300))
                    try Task.checkCancellation()
                    received += 1
                }
                status = .finished
            } catch is CancellationError {
                status = .cancelled
            } catch {
                status = .idle
            }
            print("download ended: \(status.label) at \(Int(received))")
        }
    }

    func cancel() {
        task?.cancel()
    }
}

struct DownloadView: View {
    @StateObject private var model = DownloadModel()

    var body: some View {
        VStack(spacing: 16) {
            ProgressView(value: model.received, total: model.size) {
                Text(model.status.label)
            } currentValueLabel: {
                Text("\(Int(model.received / model.size * 100))%")
            }
            HStack {
                Button("Start") { model.start() }
                    .disabled(model.status == .running)
                Button("Cancel", role: .cancel) { model.cancel() }
            }
        }
        .padding()
        .onDisappear { model.cancel() }
    }
}

#Preview {
    DownloadView()
}
