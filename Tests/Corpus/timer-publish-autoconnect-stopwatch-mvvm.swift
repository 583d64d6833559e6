// Demonstrates: `Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()` stored in a view model and subscribed with `sink` into `AnyCancellable?`, cancelling it on stop, `Date().timeIntervalSince(start)`, formatting elapsed time with `String(format: "%02d:%02d.%d")`, laps with `enumerated().reversed()`, `@Published` computed display in the view.
// Source: tutorial site (a step-by-step "build a stopwatch in SwiftUI with MVVM and Combine" article, its final listing); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

final class StopwatchViewModel: ObservableObject {
    @Published var elapsed: TimeInterval = 0
    @Published var laps: [TimeInterval] = []
    @Published var isRunning = false

    private var timerCancellable: AnyCancellable?
    private var startDate: Date?
    private var accumulated: TimeInterval = 0

    func start() {
        guard !isRunning else { return }
        isRunning = true
        startDate = Date()
        timerCancellable = Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] now in
                guard let self = self, let start = self.startDate else { return }
                self.elapsed = self.accumulated + now.timeIntervalSince(start)
            }
    }

    func stop() {
        guard isRunning else { return }
        timerCancellable?.cancel()
        timerCancellable = nil
        accumulated = elapsed
        isRunning = false
    }

    func lap() {
        laps.append(elapsed)
    }

    func reset() {
        stop()
        elapsed = 0
        accumulated = 0
        laps.removeAll()
    }

    static func format(_ interval: TimeInterval) -> String {
        let minutes = Int(interval) / 60
        let seconds = Int(interval) % 60
        let tenths = Int((interval * 10).truncatingRemainder(dividingBy: 10))
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }
}

struct StopwatchView: View {
    @StateObject private var viewModel = StopwatchViewModel()

    var body: some View {
        VStack(spacing: 24) {
            Text(StopwatchViewModel.format(viewModel.elapsed))
                .font(.system(size: 56, weight: .thin, design: .monospaced))
            HStack(spacing: 30) {
                Button(viewModel.isRunning ? "Stop" : "Start") {
                    viewModel.isRunning ? viewModel.stop() : viewModel.start()
                }
                Button("Lap") {
                    viewModel.lap()
                }
                .disabled(!viewModel.isRunning)
                Button("Reset", role: .destructive) {
                    viewModel.reset()
                }
            }
            List {
                ForEach(Array(viewModel.laps.enumerated().reversed()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(index + 1)")
                        Spacer()
                        Text(StopwatchViewModel.format(lap))
                    }
                }
            }
        }
        .onDisappear {
            print("stopped at \(StopwatchViewModel.format(viewModel.elapsed))")
        }
    }
}

#Preview {
    StopwatchView()
}
