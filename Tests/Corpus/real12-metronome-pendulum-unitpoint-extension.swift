// Demonstrates: a metronome whose arm swings about a point near its foot: `extension UnitPoint { static let pivot = UnitPoint(x: 0.5, y: 0.9) }` used as `.rotationEffect(.degrees(swingLeft ? -30 : 30), anchor: .pivot)`, `extension Color { static let brass = Color(red: 0.8, green: 0.6, blue: 0.2) }` as `.fill(.brass)`, a BPM `Stepper`, `Timer.scheduledTimer(withTimeInterval: 60 / Double(bpm), repeats: true)` kept in `@State private var timer: Timer?` and invalidated on stop and in `.onDisappear`.
// Source: learner's app (a metronome practice app with a swinging arm, found through a search for rotationEffect anchor UnitPoint extension static let); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

extension UnitPoint {
    static let pivot = UnitPoint(x: 0.5, y: 0.9)
}

extension Color {
    static let brass = Color(red: 0.8, green: 0.6, blue: 0.2)
}

struct MetronomeView: View {
    @State private var bpm = 90
    @State private var swingLeft = false
    @State private var beats = 0
    @State private var timer: Timer?

    var isRunning: Bool { timer != nil }

    var body: some View {
        VStack(spacing: 24) {
            Capsule()
                .fill(.brass)
                .frame(width: 8, height: 180)
                .rotationEffect(.degrees(swingLeft ? -30 : 30), anchor: .pivot)
                .animation(.easeInOut(duration: 60 / Double(bpm)), value: swingLeft)

            Text("Beat \(beats)")
                .font(.headline)

            Stepper("\(bpm) BPM", value: $bpm, in: 40...208, step: 4)

            Button(isRunning ? "Stop" : "Start") {
                isRunning ? stop() : start()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .onDisappear { stop() }
    }

    private func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 60 / Double(bpm), repeats: true) { _ in
            swingLeft.toggle()
            beats += 1
        }
    }

    private func stop() {
        timer?.invalidate()
        timer = nil
    }
}

#Preview {
    MetronomeView()
}
