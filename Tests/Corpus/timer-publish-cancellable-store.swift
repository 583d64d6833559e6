// Demonstrates: a view model owning a Timer.publish subscription in an AnyCancellable, started and stopped by buttons, with scenePhase pausing it.
import SwiftUI
import Combine

final class BreathingViewModel: ObservableObject {
    @Published private(set) var seconds = 0
    @Published private(set) var isRunning = false
    private var timer: AnyCancellable?

    func start() {
        guard timer == nil else { return }
        isRunning = true
        timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.seconds += 1
            }
    }

    func stop() {
        timer?.cancel()
        timer = nil
        isRunning = false
    }

    deinit {
        print("BreathingViewModel deinit")
    }
}

struct BreathingView: View {
    @StateObject private var model = BreathingViewModel()
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack(spacing: 12) {
            Text("\(model.seconds)s")
                .font(.system(size: 48, weight: .bold, design: .rounded))
            Button(model.isRunning ? "Pause" : "Start") {
                model.isRunning ? model.stop() : model.start()
            }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase != .active { model.stop() }
        }
        .onDisappear { model.stop() }
    }
}

#Preview {
    BreathingView()
}
