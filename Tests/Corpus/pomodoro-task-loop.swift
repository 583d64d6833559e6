// Demonstrates: a pomodoro timer: .task(id:) with a while !Task.isCancelled loop, an enum with associated values in a multi-pattern case, a state read after the task is cancelled.
// Source: learner's app (pomodoro timer); written for Vivarium in that style, not copied.
// First paste: failed at unmount: binary operator '/' cannot be applied to these operands
import SwiftUI

enum Phase: Equatable {
    case focus(minutes: Int)
    case shortBreak(minutes: Int)

    var seconds: Int {
        switch self {
        case .focus(let minutes), .shortBreak(let minutes):
            return minutes * 60
        }
    }

    var title: String {
        if case .focus = self { return "Focus" }
        return "Break"
    }
}

struct PomodoroView: View {
    @State private var phase: Phase = .focus(minutes: 25)
    @State private var remaining = 25 * 60
    @State private var isRunning = false
    @State private var completedSessions = 0

    var progress: Double {
        1 - Double(remaining) / Double(phase.seconds)
    }

    var body: some View {
        VStack(spacing: 24) {
            Text(phase.title)
                .font(.title)
            Text(timeString(from: remaining))
                .font(.system(size: 64, weight: .bold, design: .rounded))
            ProgressView(value: progress)
                .padding(.horizontal)
            Button(isRunning ? "Pause" : "Start") {
                isRunning.toggle()
            }
            Text("Sessions: \(completedSessions)")
        }
        .task(id: isRunning) {
            guard isRunning else { return }
            while !Task.isCancelled && remaining > 0 {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                if Task.isCancelled { break }
                remaining -= 1
            }
            print("stopped at", timeString(from: remaining), "progress", String(format: "%.4f", progress))
        }
    }

    private func timeString(from seconds: Int) -> String {
        let minutes = seconds / 60
        let secs = seconds % 60
        return String(format: "%02d:%02d", minutes, secs)
    }
}

#Preview {
    PomodoroView()
}
