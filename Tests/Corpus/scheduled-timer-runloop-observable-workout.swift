// Demonstrates: an interval workout timer in an ObservableObject driven by Timer.scheduledTimer(withTimeInterval:repeats:) added to RunLoop.main in .common mode, [weak self] in the timer block, phases in an enum with associated durations, invalidate() on pause and deinit.
import SwiftUI
import Combine

enum Phase: Equatable {
    case warmUp(seconds: Int)
    case work(round: Int, seconds: Int)
    case rest(round: Int, seconds: Int)
    case finished

    var title: String {
        switch self {
        case .warmUp: return "Warm up"
        case .work(let round, _): return "Round \(round)"
        case .rest: return "Rest"
        case .finished: return "Done!"
        }
    }

    var duration: Int {
        switch self {
        case .warmUp(let seconds), .work(_, let seconds), .rest(_, let seconds):
            return seconds
        case .finished:
            return 0
        }
    }
}

final class WorkoutTimer: ObservableObject {
    @Published private(set) var phase: Phase = .warmUp(seconds: 3)
    @Published private(set) var remaining = 3
    @Published private(set) var isRunning = false

    private let rounds: Int
    private var timer: Timer?

    init(rounds: Int = 2) {
        self.rounds = rounds
        print("WorkoutTimer init with \(rounds) rounds")
    }

    deinit {
        timer?.invalidate()
        print("WorkoutTimer deinit")
    }

    func start() {
        guard !isRunning, phase != .finished else { return }
        isRunning = true
        let timer = Timer(timeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    func pause() {
        timer?.invalidate()
        timer = nil
        isRunning = false
    }

    private func tick() {
        remaining -= 1
        guard remaining <= 0 else { return }
        phase = next(after: phase)
        remaining = phase.duration
        print("→ \(phase.title) (\(remaining)s)")
        if phase == .finished {
            pause()
        }
    }

    private func next(after phase: Phase) -> Phase {
        switch phase {
        case .warmUp:
            return .work(round: 1, seconds: 2)
        case .work(let round, _):
            return round < rounds ? .rest(round: round, seconds: 1) : .finished
        case .rest(let round, _):
            return .work(round: round + 1, seconds: 2)
        case .finished:
            return .finished
        }
    }
}

struct WorkoutView: View {
    @StateObject private var timer = WorkoutTimer(rounds: 2)

    var body: some View {
        VStack(spacing: 12) {
            Text(timer.phase.title)
                .font(.largeTitle)
            Text("\(timer.remaining)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .monospacedDigit()
            HStack {
                Button(timer.isRunning ? "Pause" : "Start") {
                    timer.isRunning ? timer.pause() : timer.start()
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

#Preview {
    WorkoutView()
}
