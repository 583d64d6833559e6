// Demonstrates: a compile error pasted by mistake — an async function called from an async context without `await`; swiftc: "expression is 'async' but is not marked with 'await'".
// expected-error: 13:21: expression is 'async' but is not marked with 'await'
import SwiftUI

func fetchScore() async -> Int {
    42
}

struct ScoreView: View {
    @State private var score = 0

    func refresh() async {
        let value = fetchScore()
        score = value
    }

    var body: some View {
        Text("\(score)")
            .task { await refresh() }
    }
}

#Preview {
    ScoreView()
}
