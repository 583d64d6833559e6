// Demonstrates: a workout progress screen — ProgressView(value:total:) with a label and currentValueLabel, a Gauge with a range, and a timer-driven step counter using onReceive and autoconnect.
import SwiftUI
import Combine

struct WorkoutProgress: View {
    @State private var steps = 0
    @State private var isRunning = false
    private let goal = 20
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            ProgressView(value: Double(steps), total: Double(goal)) {
                Text("Steps")
            } currentValueLabel: {
                Text("\(steps) / \(goal)")
            }
            Gauge(value: Double(steps), in: 0...Double(goal)) {
                Text("Goal")
            } currentValueLabel: {
                Text("\(Int(Double(steps) / Double(goal) * 100))%")
            }
            Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
            if steps >= goal {
                Label("Goal reached", systemImage: "checkmark.seal")
            }
        }
        .onReceive(timer) { _ in
            guard isRunning, steps < goal else { return }
            steps += 4
            if steps >= goal { print("goal reached") }
        }
    }
}

#Preview {
    WorkoutProgress()
}
