// Demonstrates: Self in property initializers and static members; static factory methods on a model.
import SwiftUI

struct Player {
    static let defaultName = "Player One"
    static let maxLives = 3

    var name = Self.defaultName
    var lives = Self.maxLives

    static func guest() -> Self {
        Self(name: "Guest", lives: 1)
    }

    var isOut: Bool { lives == 0 }
}

struct GameView: View {
    static let title = "Arcade"
    @State private var player = Player()
    private let heading = Self.title.uppercased()

    var body: some View {
        VStack {
            Text(heading)
            Text("\(player.name): \(player.lives) of \(Player.maxLives) lives")
            if player.isOut { Text("Game over") }
            Button("Lose life") { player.lives = max(0, player.lives - 1) }
            Button("Play as guest") { player = .guest() }
            Button("New game") { player = Player() }
        }
    }
}

#Preview {
    GameView()
}
