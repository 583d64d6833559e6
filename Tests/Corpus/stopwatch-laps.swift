// Demonstrates: a stopwatch view model driven by Timer.scheduledTimer with [weak self], laps in a List of enumerated rows, String(format:) times.
// Source: blog companion (a stopwatch tutorial); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

class StopwatchModel: ObservableObject {
    @Published var elapsed: TimeInterval = 0
    @Published var isRunning = false
    @Published var laps: [TimeInterval] = []

    private var timer: Timer?

    func start() {
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            guard let self = self else { return }
            self.elapsed += 0.1
        }
    }

    func stop() {
        isRunning = false
        timer?.invalidate()
        timer = nil
    }

    func lap() {
        laps.insert(elapsed, at: 0)
    }

    func reset() {
        stop()
        elapsed = 0
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
    @StateObject var model = StopwatchModel()

    var body: some View {
        VStack(spacing: 20) {
            Text(StopwatchModel.format(model.elapsed))
                .font(.system(size: 56, weight: .thin, design: .monospaced))

            HStack(spacing: 40) {
                Button(model.isRunning ? "Lap" : "Reset") {
                    if model.isRunning {
                        model.lap()
                    } else {
                        model.reset()
                    }
                }
                Button(model.isRunning ? "Stop" : "Start") {
                    model.isRunning ? model.stop() : model.start()
                }
                .foregroundColor(model.isRunning ? .red : .green)
            }

            List {
                ForEach(Array(model.laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(model.laps.count - index)")
                        Spacer()
                        Text(StopwatchModel.format(lap))
                    }
                }
            }
        }
        .padding()
        .onDisappear {
            print("elapsed", StopwatchModel.format(model.elapsed), "laps", model.laps.count)
        }
    }
}

struct StopwatchView_Previews: PreviewProvider {
    static var previews: some View {
        StopwatchView()
    }
}
