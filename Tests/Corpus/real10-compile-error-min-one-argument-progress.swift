// Demonstrates: a compile error as a learner's repository holds it mid-edit — a math game's timer bar passes `min(viewModel.timerAmount)` with one argument as a `ProgressView`'s value (the clamp's second argument never written); beside it a `GameViewModel` with `Timer.publish(…).autoconnect()` kept as a property and `.onDisappear { viewModel.timer.upstream.connect().cancel() }`.
// expected-error: 34:49: missing argument for parameter #2 in call
// Source: learner's app (a learner's 100-days-style math game, its timer view; found through a search for timer games, repository not named in the index); written for Vivarium in that style, not copied.
// First paste: failed at load: loaded, but expected 34:49: error: missing argument for parameter #2 in call
import SwiftUI
import Combine

final class GameViewModel: ObservableObject {
    @Published var timerAmount = 0.0
    let timeLimit = 10.0
    var timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    func updateTimer() {
        if timerAmount < timeLimit {
            timerAmount += 0.1
        }
    }

    func resetTimer() {
        timerAmount = 0
        timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    }
}

struct TimerView: View {

    @ObservedObject var viewModel: GameViewModel

    var body: some View {
        VStack {
            Text("Answer before the bar fills")
            ProgressView(
                "Time is ticking…",
                value: min(viewModel.timerAmount),
                total: viewModel.timeLimit
            )
            .onReceive(viewModel.timer) { _ in
                viewModel.updateTimer()
            }
            .onDisappear {
                viewModel.timer.upstream.connect().cancel()
            }
            .onAppear{
                if viewModel.timerAmount == 0.0 {
                    viewModel.resetTimer()
                }
            }
        }
        .padding()
    }
}

#Preview {
    TimerView(viewModel: GameViewModel())
}
