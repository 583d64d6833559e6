// Demonstrates: a stopwatch — Timer.publish(...).autoconnect() kept in a view model, start/stop/reset/lap, String(format:) elapsed time, laps listed newest first.
import SwiftUI
import Combine

final class StopwatchModel: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var laps: [TimeInterval] = []
    @Published private(set) var isRunning = false

    private var timer: AnyCancellable?

    func start() {
        guard !isRunning else { return }
        isRunning = true
        timer = Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.elapsed += 0.1
            }
    }

    func stop() {
        isRunning = false
        timer?.cancel()
        timer = nil
    }

    func lap() {
        laps.insert(elapsed, at: 0)
    }

    func reset() {
        stop()
        elapsed = 0
        laps = []
    }
}

extension TimeInterval {
    /// Minutes, seconds and tenths: `01:05.3`.
    var stopwatchText: String {
        let minutes = Int(self) / 60
        let seconds = Int(self) % 60
        let tenths = Int((self * 10).rounded()) % 10
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }
}

struct StopwatchView: View {
    @StateObject private var model = StopwatchModel()

    var body: some View {
        VStack(spacing: 24) {
            Text(model.elapsed.stopwatchText)
                .font(.system(size: 56, weight: .thin, design: .monospaced))

            HStack(spacing: 40) {
                Button(model.isRunning ? "Lap" : "Reset") {
                    model.isRunning ? model.lap() : model.reset()
                }
                Button(model.isRunning ? "Stop" : "Start") {
                    model.isRunning ? model.stop() : model.start()
                }
                .tint(model.isRunning ? .red : .green)
            }
            .buttonStyle(.bordered)

            List {
                ForEach(Array(model.laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(model.laps.count - index)")
                        Spacer()
                        Text(lap.stopwatchText).monospacedDigit()
                    }
                }
            }
        }
        .padding(.top)
    }
}

#Preview {
    StopwatchView()
}
