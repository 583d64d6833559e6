// Demonstrates: a preview that no longer compiles after the view's initializer changed: `TimerView(viewModel: …)` written in `static var previews` while the view now takes `model:` (its `@ObservedObject var model: TimerModel`), the rest of the file building and running as written.
// Source: learner's app (a timer app whose preview was left behind by a rename, found through a search for PreviewProvider previews ObservedObject viewModel rename); written for Vivarium in that style, not copied.
// First paste: failed at load: loaded, where swiftc refuses it (38:18: incorrect argument label in call (have 'viewModel:', expected 'model:'))
// expected-error: 39:18: incorrect argument label in call (have 'viewModel:', expected 'model:')
import SwiftUI

final class TimerModel: ObservableObject {
    @Published var seconds = 0

    func start() {
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.seconds += 1
        }
    }
}

struct TimerView: View {
    @ObservedObject var model: TimerModel

    var body: some View {
        VStack {
            Text("\(model.seconds) s")
                .font(.largeTitle.monospacedDigit())
            Button("Start") { model.start() }
        }
    }
}

struct RootView: View {
    @StateObject private var model = TimerModel()

    var body: some View {
        TimerView(model: model)
    }
}

struct TimerView_Previews: PreviewProvider {
    static var previews: some View {
        TimerView(viewModel: TimerModel())
    }
}
