// Demonstrates: an Equatable view with .equatable() — its body is skipped when == says nothing changed.
import SwiftUI

struct ScoreLabel: View, Equatable {
    let score: Int
    let updatedBy: String

    static func == (lhs: ScoreLabel, rhs: ScoreLabel) -> Bool {
        lhs.score == rhs.score
    }

    var body: some View {
        let _ = print("ScoreLabel body for \(score)")
        Text("Score \(score) by \(updatedBy)")
    }
}

struct ScoreScreen: View {
    @State private var score = 0
    @State private var editor = "nobody"

    var body: some View {
        VStack {
            ScoreLabel(score: score, updatedBy: editor)
                .equatable()
            Button("Score") {
                score += 1
                editor = "player"
            }
            Button("Change editor only") { editor = "referee" }
        }
    }
}

#Preview {
    ScoreScreen()
}
