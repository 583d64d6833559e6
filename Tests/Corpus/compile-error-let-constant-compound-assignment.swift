// Demonstrates: a compile error pasted by mistake — a struct's `let` property changed with += in a mutating method; swiftc's wording and column (the operator).
// expected-error: 13:21: left side of mutating operator isn't mutable: 'points' is a 'let' constant
import SwiftUI

struct Player {
    let name: String
    let points: Int
}

extension Player {
    mutating func score(_ amount: Int) {
        // `points` was declared with let
        self.points += amount
    }
}

struct ScoreBoard: View {
    @State private var player = Player(name: "Kim", points: 0)

    var body: some View {
        VStack {
            Text("\(player.name): \(player.points)")
            Button("Score") { player.score(3) }
        }
    }
}

#Preview {
    ScoreBoard()
}
