// Demonstrates: a countdown driven by a Task with Task.sleep(for:), cancelled in onDisappear.
import SwiftUI

@MainActor
final class Countdown: ObservableObject {
    @Published var remaining = 3
    private var task: Task<Void, Never>?

    func start() {
        task?.cancel()
        remaining = 3
        task = Task {
            while remaining > 0 && !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                remaining -= 1
                print("remaining \(remaining)")
            }
        }
    }

    func stop() {
        task?.cancel()
        task = nil
        print("countdown stopped")
    }
}

struct CountdownView: View {
    @StateObject private var countdown = Countdown()

    var body: some View {
        VStack {
            Text(countdown.remaining == 0 ? "Lift off!" : "\(countdown.remaining)")
            Button("Start countdown") { countdown.start() }
        }
        .onDisappear { countdown.stop() }
    }
}

#Preview {
    CountdownView()
}
