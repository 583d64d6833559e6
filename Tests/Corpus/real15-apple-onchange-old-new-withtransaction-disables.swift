// Demonstrates: iOS 17's two-parameter `onChange(of:initial:_:)` closure `{ oldValue, newValue in }` recording a history, the zero-parameter form, `withTransaction(Transaction(animation: .spring))`, a `Transaction` with `disablesAnimations = true`, and the `.transaction { $0.animation = nil }` modifier — the order of the onChange calls after one tap.
// Source: Apple documentation snippet (the onChange(of:initial:_:) and Transaction API pages, found through a search for onChange oldValue newValue initial withTransaction disablesAnimations transaction modifier); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct ScoreHistoryView: View {
    @State private var score = 0
    @State private var history: [String] = []
    @State private var expanded = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Score: \(score)")
                .font(.largeTitle)
                .scaleEffect(expanded ? 1.4 : 1)
                .transaction { transaction in
                    transaction.animation = nil
                }
            Button("Add 5") {
                withTransaction(Transaction(animation: .spring)) {
                    score += 5
                }
            }
            Button("Reset quietly") {
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    score = 0
                }
            }
            Button("Toggle size") {
                withAnimation(.easeInOut(duration: 0.3)) {
                    expanded.toggle()
                }
            }
            ForEach(history, id: \.self) { line in
                Text(line).font(.caption)
            }
        }
        .onChange(of: score, initial: true) { oldValue, newValue in
            history.append("\(oldValue) → \(newValue)")
            print("score changed from \(oldValue) to \(newValue)")
        }
        .onChange(of: expanded) {
            print("expanded: \(expanded)")
        }
    }
}

#Preview {
    ScoreHistoryView()
}
