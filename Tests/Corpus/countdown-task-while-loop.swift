// Demonstrates: a countdown timer — a Task stored in @State running `while remaining > 0` with try await Task.sleep(for: .seconds(1)), cancellation on pause and onDisappear, preset durations, Duration formatting.
import SwiftUI

struct CountdownView: View {
    @State private var remaining = 10
    @State private var total = 10
    @State private var countdown: Task<Void, Never>?
    @State private var finishedCount = 0

    private var isRunning: Bool { countdown != nil }

    private var progress: Double {
        total == 0 ? 0 : Double(total - remaining) / Double(total)
    }

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.orange, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text(Duration.seconds(remaining).formatted(.time(pattern: .minuteSecond)))
                    .font(.largeTitle.monospacedDigit())
            }
            .frame(width: 180, height: 180)

            HStack {
                ForEach([5, 10, 30], id: \.self) { seconds in
                    Button("\(seconds)s") {
                        stop()
                        total = seconds
                        remaining = seconds
                    }
                    .buttonStyle(.bordered)
                }
            }

            Button(isRunning ? "Pause" : "Start") {
                isRunning ? stop() : start()
            }
            .buttonStyle(.borderedProminent)

            Text("Finished \(finishedCount) times")
        }
        .onDisappear(perform: stop)
    }

    private func start() {
        guard remaining > 0 else { return }
        countdown = Task {
            while remaining > 0 {
                do {
                    try await Task.sleep(for: .seconds(1))
                } catch {
                    return
                }
                remaining -= 1
            }
            finishedCount += 1
            countdown = nil
        }
    }

    private func stop() {
        countdown?.cancel()
        countdown = nil
    }
}

#Preview {
    CountdownView()
}
