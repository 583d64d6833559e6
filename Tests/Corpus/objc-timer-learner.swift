// Demonstrates: a stopwatch with Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:) and @objc methods.
// Source: learner's app (UIKit habits in SwiftUI); written for Vivarium in that style, not copied.
// First paste: failed at tap "Start": arguments do not match the parameters of 'Timer.scheduledTimer'
// A learner's stopwatch, written the UIKit way with a target/selector timer.

import SwiftUI

class Stopwatch: NSObject, ObservableObject {
    @Published var elapsed: TimeInterval = 0
    @Published var isRunning = false
    private var timer: Timer?

    func start() {
        guard !isRunning else { return }
        isRunning = true
        timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc private func tick() {
        elapsed += 0.1
    }

    @objc func stop() {
        timer?.invalidate()
        timer = nil
        isRunning = false
    }

    func reset() {
        stop()
        elapsed = 0
    }

    deinit {
        print("Stopwatch deinit")
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()

    var formatted: String {
        String(format: "%.1f", stopwatch.elapsed)
    }

    var body: some View {
        VStack(spacing: 20) {
            Text(formatted)
                .font(.system(size: 60, weight: .thin, design: .monospaced))
            HStack {
                Button(stopwatch.isRunning ? "Stop" : "Start") {
                    stopwatch.isRunning ? stopwatch.stop() : stopwatch.start()
                }
                Button("Reset", role: .destructive) {
                    stopwatch.reset()
                }
            }
        }
    }
}

struct StopwatchView_Previews: PreviewProvider {
    static var previews: some View {
        StopwatchView()
    }
}
