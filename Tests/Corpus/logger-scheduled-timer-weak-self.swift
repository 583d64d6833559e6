// Demonstrates: an os.Logger-instrumented session timer — Logger(subsystem:category:), privacy-annotated interpolation, Timer.scheduledTimer(withTimeInterval:repeats:) capturing [weak self], invalidate on stop, and deinit.
import SwiftUI
import os

private let logger = Logger(subsystem: "com.example.focus", category: "session")

final class FocusSession: ObservableObject {
    @Published var elapsed = 0
    @Published var isRunning = false
    private var timer: Timer?
    let name: String

    init(name: String) {
        self.name = name
        logger.debug("created session \(name, privacy: .public)")
    }

    deinit {
        timer?.invalidate()
        print("FocusSession \(name) deinit")
    }

    func start() {
        guard timer == nil else {
            logger.warning("start ignored: already running")
            return
        }
        isRunning = true
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.elapsed += 1
            if self.elapsed % 2 == 0 {
                logger.info("tick \(self.elapsed)")
            }
        }
        logger.notice("started")
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        isRunning = false
        logger.error("stopped after \(self.elapsed, privacy: .public)s")
    }
}

struct FocusView: View {
    @StateObject private var session = FocusSession(name: "Deep Work")

    var body: some View {
        VStack(spacing: 20) {
            Text(session.name).font(.title2)
            Text("\(session.elapsed / 60):\(String(format: "%02d", session.elapsed % 60))")
                .font(.system(size: 48, weight: .bold, design: .monospaced))
            HStack {
                Button("Start") { session.start() }
                    .disabled(session.isRunning)
                Button("Stop") { session.stop() }
                    .disabled(!session.isRunning)
            }
        }
    }
}

#Preview {
    FocusView()
}
