// Demonstrates: Combine used for an app's own events: a `PassthroughSubject<Int, Never>` of scored points summed with `scan(0, +)` into `assign(to: &$total)`, a `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` countdown subscribed in `start()` with `sink` into an `AnyCancellable?` and cancelled at zero, `prefix(while:)`, a `CurrentValueSubject<Bool, Never>` for the running state read with `.value`, and `.onReceive(model.$secondsLeft)` in the view.
// Source: public app code (a quiz game's score and countdown model built on subjects, found through a search for PassthroughSubject scan); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import Combine

final class QuizTimerModel: ObservableObject {
    @Published var secondsLeft = 10
    @Published var total = 0
    @Published var lastLog = ""

    let points = PassthroughSubject<Int, Never>()
    let running = CurrentValueSubject<Bool, Never>(false)
    private var timerCancellable: AnyCancellable?

    init() {
        points
            .scan(0, +)
            .assign(to: &$total)
    }

    func start() {
        guard !running.value else { return }
        running.send(true)
        secondsLeft = 10
        timerCancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .map { _ in self.secondsLeft - 1 }
            .prefix(while: { $0 >= 0 })
            .sink { [weak self] _ in
                self?.running.send(false)
                self?.lastLog = "time's up"
            } receiveValue: { [weak self] left in
                self?.secondsLeft = left
            }
    }

    func answer(correct: Bool) {
        guard running.value else { return }
        points.send(correct ? 10 : -5)
    }
}

struct QuizView: View {
    @StateObject private var model = QuizTimerModel()
    @State private var warning = false

    var body: some View {
        VStack(spacing: 20) {
            Text("\(model.secondsLeft)s")
                .font(.largeTitle.monospacedDigit())
                .foregroundColor(warning ? .red : .primary)
            Text("Score: \(model.total)")
            HStack {
                Button("Right") { model.answer(correct: true) }
                Button("Wrong") { model.answer(correct: false) }
            }
            Button("Start") { model.start() }
            Text(model.lastLog)
        }
        .onReceive(model.$secondsLeft) { left in
            warning = left <= 3
        }
    }
}

#Preview {
    QuizView()
}
