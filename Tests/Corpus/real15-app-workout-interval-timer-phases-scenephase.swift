// Demonstrates: an interval workout timer app in one file: an `enum Phase` (warmUp/work/rest/done) with durations, an `@Observable` `WorkoutTimer` driven by `Timer.scheduledTimer(withTimeInterval:repeats:)` with `[weak self]`, rounds counted, `scenePhase` pausing in the background, a circular `trim` progress ring, `Duration.seconds(...).formatted(.time(pattern: .minuteSecond))`, and a `deinit` that invalidates the timer.
// Source: learner's app (a HIIT timer posted to a SwiftUI community for feedback, found through a search for interval timer workout phases enum Timer scheduledTimer weak self rounds scenePhase background pause trim progress ring); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum Phase: String {
    case warmUp = "Warm up", work = "Work", rest = "Rest", done = "Done"

    var duration: Int {
        switch self {
        case .warmUp: 3
        case .work: 4
        case .rest: 2
        case .done: 0
        }
    }
}

@Observable
final class WorkoutTimer {
    var phase: Phase = .warmUp
    var remaining = Phase.warmUp.duration
    var round = 1
    let totalRounds = 2
    var isRunning = false
    private var timer: Timer?

    var progress: Double {
        phase.duration == 0 ? 1 : 1 - Double(remaining) / Double(phase.duration)
    }

    func start() {
        guard !isRunning, phase != .done else { return }
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func pause() {
        isRunning = false
        timer?.invalidate()
        timer = nil
    }

    private func tick() {
        remaining -= 1
        guard remaining <= 0 else { return }
        switch phase {
        case .warmUp:
            move(to: .work)
        case .work:
            move(to: round < totalRounds ? .rest : .done)
        case .rest:
            round += 1
            move(to: .work)
        case .done:
            break
        }
    }

    private func move(to next: Phase) {
        print("\(phase.rawValue) -> \(next.rawValue) (round \(round))")
        phase = next
        remaining = next.duration
        if next == .done { pause() }
    }

    deinit {
        timer?.invalidate()
        print("WorkoutTimer deinit")
    }
}

struct WorkoutView: View {
    @State private var workout = WorkoutTimer()
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(spacing: 24) {
            Text(workout.phase.rawValue).font(.largeTitle.bold())
            ZStack {
                Circle().stroke(.gray.opacity(0.3), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: workout.progress)
                    .stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text(Duration.seconds(workout.remaining).formatted(.time(pattern: .minuteSecond)))
                    .font(.title.monospacedDigit())
            }
            .frame(width: 180, height: 180)
            Text("Round \(workout.round) of \(workout.totalRounds)")
            Button(workout.isRunning ? "Pause" : "Start") {
                workout.isRunning ? workout.pause() : workout.start()
            }
            .buttonStyle(.borderedProminent)
        }
        .onChange(of: scenePhase) { _, newPhase in
            if newPhase != .active {
                workout.pause()
            }
        }
    }
}

#Preview {
    WorkoutView()
}
