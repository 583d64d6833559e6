// Demonstrates: a generic AsyncButton<Label: View> with a @ViewBuilder label, running an async action in a Task while showing a ProgressView, a LocalizedError enum with errorDescription.
import SwiftUI

enum SyncError: LocalizedError {
    case offline
    case server(code: Int)

    var errorDescription: String? {
        switch self {
        case .offline:
            return "You appear to be offline."
        case .server(let code):
            return "The server answered \(code)."
        }
    }
}

struct AsyncButton<Label: View>: View {
    var action: () async -> Void
    @ViewBuilder var label: () -> Label

    @State private var isRunning = false

    var body: some View {
        Button {
            isRunning = true
            Task {
                await action()
                isRunning = false
            }
        } label: {
            ZStack {
                label().opacity(isRunning ? 0 : 1)
                if isRunning {
                    ProgressView()
                }
            }
        }
        .disabled(isRunning)
    }
}

@MainActor
final class SyncModel: ObservableObject {
    @Published var lastSync: String = "never"
    @Published var errorMessage: String?
    private var attempts = 0

    func sync() async {
        attempts += 1
        do {
            try await Task.sleep(nanoseconds: 800_000_000)
            if attempts == 2 {
                throw SyncError.server(code: 503)
            }
            lastSync = "attempt \(attempts)"
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

struct SyncScreen: View {
    @StateObject private var model = SyncModel()

    var body: some View {
        VStack(spacing: 16) {
            Text("Last sync: \(model.lastSync)")
            if let message = model.errorMessage {
                Text(message)
                    .foregroundColor(.red)
            }
            AsyncButton {
                await model.sync()
            } label: {
                Label("Sync now", systemImage: "arrow.triangle.2.circlepath")
            }
        }
        .padding()
    }
}

#Preview {
    SyncScreen()
}
