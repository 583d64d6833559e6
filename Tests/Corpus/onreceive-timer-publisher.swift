// Demonstrates: .onReceive of a Timer publisher (Combine) counting seconds; autoconnect on the main run loop.
import SwiftUI
import Combine

struct TimerView: View {
    @State private var seconds = 0
    @State private var running = true
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("\(seconds) s")
                .font(.largeTitle)
            Button(running ? "Pause" : "Resume") { running.toggle() }
        }
        .onReceive(timer) { _ in
            guard running else { return }
            seconds += 1
        }
    }
}

#Preview {
    TimerView()
}
