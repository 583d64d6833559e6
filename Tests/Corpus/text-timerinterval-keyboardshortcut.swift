// Demonstrates: Text(timerInterval:countsDown:) for a live countdown, .keyboardShortcut on buttons, and .monospacedDigit.
import SwiftUI

struct EggTimerView: View {
    @State private var endDate: Date?

    var body: some View {
        VStack(spacing: 16) {
            if let endDate {
                Text(timerInterval: Date.now...endDate, countsDown: true)
                    .font(.largeTitle)
                    .monospacedDigit()
            } else {
                Text("Not running")
            }
            Button("Soft boil (6 min)") {
                endDate = Date.now.addingTimeInterval(6 * 60)
            }
            .keyboardShortcut("s", modifiers: [.command])
            Button("Reset") {
                endDate = nil
            }
            .keyboardShortcut(.cancelAction)
        }
    }
}

#Preview {
    EggTimerView()
}
