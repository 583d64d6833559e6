// Demonstrates: a countdown driven by Timer.publish(...).autoconnect() and onReceive, @Environment(\.scenePhase) with the one-parameter onChange.
// Source: course (a 100-days project: Flashzilla timer); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct CountdownTimerView: View {
    @State private var timeRemaining = 10
    @State private var isActive = true
    @State private var finishedCount = 0
    @Environment(\.scenePhase) var scenePhase

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 16) {
            Text("Time: \(timeRemaining)")
                .font(.largeTitle)
                .padding(.horizontal, 20)
                .padding(.vertical, 5)
                .background(.black.opacity(0.75))
                .clipShape(.capsule)
            Text("Finished \(finishedCount) times")
            Button("Restart") {
                timeRemaining = 10
                isActive = true
            }
        }
        .onReceive(timer) { time in
            guard isActive else { return }
            if timeRemaining > 0 {
                timeRemaining -= 1
            } else {
                finishedCount += 1
                isActive = false
                print("finished #\(finishedCount)")
            }
        }
        .onChange(of: scenePhase) { newPhase in
            if newPhase == .active {
                isActive = true
            } else {
                isActive = false
            }
        }
    }
}

#Preview {
    CountdownTimerView()
}
