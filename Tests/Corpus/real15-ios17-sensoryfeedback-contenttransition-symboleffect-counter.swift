// Demonstrates: iOS 17 polish on a tally counter: `.contentTransition(.numericText(value:))` with `withAnimation`, `.sensoryFeedback(.increase, trigger: count)` and the conditional `sensoryFeedback(trigger:)` closure returning `.warning` at the limit, `.symbolEffect(.bounce, value: count)`, `Image(systemName:)` with `variableValue`, and a `@AppStorage` high score.
// Source: learner's app (an iOS 17 tally counter posted for review, found through a search for contentTransition numericText sensoryFeedback increase trigger symbolEffect bounce value AppStorage highScore); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct TallyCounter: View {
    @State private var count = 0
    @AppStorage("highScore") private var highScore = 0
    private let limit = 5

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "speaker.wave.3", variableValue: Double(count) / Double(limit))
                .symbolEffect(.bounce, value: count)
                .font(.system(size: 48))
            Text("\(count)")
                .font(.system(size: 80, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: Double(count)))
            HStack {
                Button("−") {
                    withAnimation { count = max(count - 1, 0) }
                }
                Button("+") {
                    withAnimation {
                        count = min(count + 1, limit)
                        highScore = max(highScore, count)
                    }
                }
            }
            .font(.largeTitle)
            Text("Best: \(highScore)")
            Button("Reset", role: .destructive) {
                count = 0
            }
        }
        .sensoryFeedback(.increase, trigger: count)
        .sensoryFeedback(trigger: count) { oldValue, newValue in
            newValue == limit && oldValue != limit ? .warning : nil
        }
    }
}

#Preview {
    TallyCounter()
}
