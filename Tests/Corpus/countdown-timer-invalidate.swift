// Demonstrates: Timer.scheduledTimer(withTimeInterval:repeats:) in an ObservableObject, [weak self] in the timer closure, invalidate() on stop and in deinit, a formatted mm:ss display.
import SwiftUI

final class CountdownModel: ObservableObject {
    @Published var remaining = 5
    @Published var isRunning = false
    private var timer: Timer?

    func start() {
        guard !isRunning else { return }
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            if self.remaining > 0 {
                self.remaining -= 1
            } else {
                self.stop()
            }
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        isRunning = false
    }

    deinit {
        timer?.invalidate()
        print("CountdownModel deinit")
    }
}

struct CountdownView: View {
    @StateObject private var model = CountdownModel()

    var body: some View {
        VStack {
            Text(String(format: "%02d:%02d", model.remaining / 60, model.remaining % 60))
                .font(.largeTitle.monospacedDigit())
            Button(model.isRunning ? "Stop" : "Start") {
                model.isRunning ? model.stop() : model.start()
            }
        }
    }
}

#Preview {
    CountdownView()
}
