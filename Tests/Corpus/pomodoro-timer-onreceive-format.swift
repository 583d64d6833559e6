// Demonstrates: Timer.publish(every:on:in:).autoconnect() with onReceive, a running flag, mm:ss formatting with String(format:), a phase enum switching between work and break, integer division and remainder.
import SwiftUI

enum Phase {
    case work, rest

    var length: Int {
        switch self {
        case .work: return 4
        case .rest: return 2
        }
    }

    var next: Phase { self == .work ? .rest : .work }
}

struct PomodoroView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var phase: Phase = .work
    @State private var remaining = Phase.work.length
    @State private var isRunning = false
    @State private var completed = 0

    var timeText: String {
        String(format: "%02d:%02d", remaining / 60, remaining % 60)
    }

    var body: some View {
        VStack(spacing: 20) {
            Text(phase == .work ? "Focus" : "Break")
                .font(.title)
            Text(timeText)
                .font(.system(size: 48, weight: .bold, design: .monospaced))
            Text("Completed: \(completed)")
            HStack {
                Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
                Button("Reset") {
                    isRunning = false
                    phase = .work
                    remaining = phase.length
                }
            }
        }
        .onReceive(timer) { _ in
            guard isRunning else { return }
            if remaining > 0 {
                remaining -= 1
            } else {
                if phase == .work { completed += 1 }
                phase = phase.next
                remaining = phase.length
                print("switched to \(phase), \(timeText)")
            }
        }
    }
}

#Preview {
    PomodoroView()
}
