// Demonstrates: a pomodoro timer on `Duration`: `@State var remaining: Duration = .seconds(25 * 60)`, `remaining.formatted(.time(pattern: .minuteSecond))`, `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` received with `.onReceive`, `onChange(of: remaining, initial: true) { old, new in … }`, `.sensoryFeedback(.success, trigger: sessions)`, `Duration.components`, `.contentTransition(.numericText())`, and `String(format: "%02d:%02d", …)` as a fallback label.
// Source: YouTube tutorial companion (a "pomodoro timer in SwiftUI" video's code, found through a search for Duration formatted time pattern minuteSecond onChange initial true Timer.publish autoconnect); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct PomodoroView: View {
    private static let focusLength: Duration = .seconds(3)
    @State private var remaining: Duration = PomodoroView.focusLength
    @State private var running = false
    @State private var sessions = 0
    @State private var log: [String] = []
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    private var legacyLabel: String {
        let seconds = Int(remaining.components.seconds)
        return String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }

    var body: some View {
        VStack(spacing: 16) {
            Text(remaining.formatted(.time(pattern: .minuteSecond)))
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText())
            Text(legacyLabel).font(.caption)
            Text("Sessions: \(sessions)")
            HStack {
                Button(running ? "Pause" : "Start") { running.toggle() }
                Button("Reset") {
                    running = false
                    remaining = Self.focusLength
                }
            }
            ForEach(log, id: \.self) { Text($0).font(.caption2) }
        }
        .onReceive(timer) { _ in
            guard running else { return }
            if remaining > .zero {
                withAnimation { remaining -= .seconds(1) }
            }
        }
        .onChange(of: remaining, initial: true) { oldValue, newValue in
            if newValue == .zero && oldValue != .zero {
                sessions += 1
                running = false
                log.append("Session \(sessions) done")
            }
        }
        .sensoryFeedback(.success, trigger: sessions)
    }
}

#Preview {
    PomodoroView()
}
