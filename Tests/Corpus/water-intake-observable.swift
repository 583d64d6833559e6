// Demonstrates: an @Observable tracker with private(set) history, a custom ButtonStyle with isPressed, a Gauge and percent formatting.
// Source: learner's app (water tracker); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

@Observable
final class WaterTracker {
    var glasses: [Int] = []
    var goalMilliliters = 2000
    private(set) var history: [String] = []

    var totalMilliliters: Int { glasses.reduce(0, +) }
    var progress: Double { min(Double(totalMilliliters) / Double(goalMilliliters), 1.0) }
    var remaining: Int { max(goalMilliliters - totalMilliliters, 0) }

    func drink(_ amount: Int) {
        glasses.append(amount)
        history.append("+\(amount)")
    }

    func undo() {
        guard let last = glasses.popLast() else { return }
        history.append("-\(last)")
    }
}

struct PressableButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(color.opacity(configuration.isPressed ? 0.5 : 1))
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct WaterView: View {
    @State private var tracker = WaterTracker()

    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: tracker.progress) {
                Text("Water")
            } currentValueLabel: {
                Text(tracker.progress, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircularCapacity)

            Text("\(tracker.totalMilliliters) ml of \(tracker.goalMilliliters) ml")
            Text(tracker.remaining == 0 ? "Goal reached!" : "\(tracker.remaining) ml to go")

            HStack {
                ForEach([250, 500], id: \.self) { amount in
                    Button("+\(amount) ml") {
                        tracker.drink(amount)
                    }
                    .buttonStyle(PressableButtonStyle())
                }
                Button("Undo") {
                    tracker.undo()
                    print(tracker.history.joined(separator: " "), tracker.progress.formatted(.percent))
                }
                .buttonStyle(PressableButtonStyle(color: .gray))
                .disabled(tracker.glasses.isEmpty)
            }
        }
        .padding()
    }
}

#Preview {
    WaterView()
}
