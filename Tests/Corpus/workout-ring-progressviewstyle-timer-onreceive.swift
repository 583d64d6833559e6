// Demonstrates: an interval workout — a custom ProgressViewStyle drawing a ring from configuration.fractionCompleted, Timer.publish(every:on:in:).autoconnect() read with .onReceive, start/pause with a Bool, Gauge(.accessoryCircular), and formatted remaining time.
import SwiftUI
import Combine

struct RingProgressStyle: ProgressViewStyle {
    var lineWidth: CGFloat = 14

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        return ZStack {
            Circle()
                .stroke(.gray.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(.orange, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack {
                configuration.label
                Text("\(Int(fraction * 100))%")
                    .font(.title.bold())
            }
        }
        .frame(width: 200, height: 200)
    }
}

struct IntervalWorkoutView: View {
    let totalSeconds = 30
    @State private var elapsed = 0
    @State private var isRunning = false
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var remainingText: String {
        let remaining = totalSeconds - elapsed
        return String(format: "%02d:%02d", remaining / 60, remaining % 60)
    }

    var body: some View {
        VStack(spacing: 24) {
            ProgressView(value: Double(elapsed), total: Double(totalSeconds)) {
                Text("Plank")
            }
            .progressViewStyle(RingProgressStyle())

            Text(remainingText)
                .font(.system(.largeTitle, design: .monospaced))

            Gauge(value: Double(elapsed), in: 0...Double(totalSeconds)) {
                Text("sec")
            }
            .gaugeStyle(.accessoryCircular)

            HStack {
                Button(isRunning ? "Pause" : "Start") {
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                Button("Reset") {
                    isRunning = false
                    elapsed = 0
                }
                .disabled(elapsed == 0)
            }
        }
        .onReceive(ticker) { _ in
            guard isRunning else { return }
            if elapsed < totalSeconds {
                elapsed += 1
            }
            if elapsed == totalSeconds {
                isRunning = false
                print("workout complete")
            }
        }
    }
}

#Preview {
    IntervalWorkoutView()
}
