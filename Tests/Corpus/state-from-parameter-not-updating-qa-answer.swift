// Demonstrates: a Q&A question and its answers on "my @State initialized from a parameter doesn't update when the parent changes it": the asker's `ScoreBadge(score:)` copies `score` into `@State private var displayed` in `init` with `_displayed = State(initialValue:)`, so later parent values are ignored; the accepted answer keeps a plain `let` (no state at all), a second one keeps the state and re-syncs it with `.onChange(of: score)`, a third forces a fresh identity with `.id(score)` (which resets the badge's own tap count); a parent stepper and a reset show the difference and `Self._printChanges()` prints why each body ran.
// Source: Q&A answer (a much-viewed "State not updating from init parameter" question with three answers); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

// MARK: - Question

struct ScoreBadge: View {
    @State private var displayed: Int
    @State private var taps = 0

    init(score: Int) {
        _displayed = State(initialValue: score)
        print("ScoreBadge.init(score: \(score))")
    }

    var body: some View {
        let _ = Self._printChanges()
        Text("Question: \(displayed) (tapped \(taps))")
            .onTapGesture { taps += 1 }
    }
}

// MARK: - Accepted answer: don't copy it into @State

struct PlainBadge: View {
    let score: Int

    var body: some View {
        Text("Accepted: \(score)")
    }
}

// MARK: - Second answer: keep the state, follow the parent with onChange

struct SyncedBadge: View {
    let score: Int
    @State private var displayed: Int

    init(score: Int) {
        self.score = score
        self._displayed = State(initialValue: score)
    }

    var body: some View {
        Text("onChange: \(displayed)")
            .onChange(of: score) { oldValue, newValue in
                print("SyncedBadge onChange \(oldValue) -> \(newValue)")
                displayed = newValue
            }
    }
}

// MARK: - Parent

struct ScoreBoard: View {
    @State private var score = 0

    var body: some View {
        VStack(spacing: 16) {
            Stepper("Score: \(score)", value: $score)
            Button("Add 5") { score += 5 }
            Button("Reset") { score = 0 }

            ScoreBadge(score: score)
            PlainBadge(score: score)
            SyncedBadge(score: score)
            // Third answer: a new identity each time the score changes
            ScoreBadge(score: score)
                .id(score)
        }
        .padding()
    }
}

struct ScoreBoard_Previews: PreviewProvider {
    static var previews: some View {
        ScoreBoard()
    }
}
