// Demonstrates: an @Observable interval trainer driven by Timer(timeInterval:repeats:block:) added to RunLoop.main in .common mode, [weak self] in the block, phase switching between work and rest, and invalidation in deinit.
import SwiftUI
import Observation

@Observable
final class IntervalTrainer {
    enum Phase: String {
        case idle = "Ready"
        case work = "Work"
        case rest = "Rest"
    }

    var phase: Phase = .idle
    var remaining = 0
    var rounds = 0
    @ObservationIgnored private var timer: Timer?

    let workSeconds = 3
    let restSeconds = 2

    deinit {
        timer?.invalidate()
        print("IntervalTrainer deinit")
    }

    func start() {
        phase = .work
        remaining = workSeconds
        let timer = Timer(timeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    private func tick() {
        remaining -= 1
        guard remaining == 0 else { return }
        switch phase {
        case .work:
            phase = .rest
            remaining = restSeconds
        case .rest:
            rounds += 1
            phase = .work
            remaining = workSeconds
            print("round \(rounds) done")
        case .idle:
            break
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        phase = .idle
        remaining = 0
    }
}

struct TrainerView: View {
    @State private var trainer = IntervalTrainer()

    var body: some View {
        VStack(spacing: 12) {
            Text(trainer.phase.rawValue).font(.largeTitle)
            Text("\(trainer.remaining)s").monospacedDigit()
            Text("Rounds: \(trainer.rounds)")
            Button(trainer.phase == .idle ? "Start" : "Stop") {
                trainer.phase == .idle ? trainer.start() : trainer.stop()
            }
        }
    }
}

#Preview {
    TrainerView()
}
