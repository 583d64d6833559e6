// Demonstrates: ForEach over Array(enumerated()) with id: \.element.id, sorting by a closure, max(by:), shuffled with a seeded order replaced by a deterministic rotation, String(repeating:count:).
import SwiftUI

struct Player: Identifiable, Equatable {
    let id: Int
    var name: String
    var score: Int
}

@Observable
final class Leaderboard {
    var players: [Player] = [
        Player(id: 1, name: "Ada", score: 120),
        Player(id: 2, name: "Linus", score: 95),
        Player(id: 3, name: "Grace", score: 140),
    ]

    var ranked: [Player] {
        players.sorted { lhs, rhs in
            lhs.score == rhs.score ? lhs.name < rhs.name : lhs.score > rhs.score
        }
    }

    var leader: Player? {
        players.max(by: { $0.score < $1.score })
    }

    func award(_ points: Int, to id: Int) {
        guard let index = players.firstIndex(where: { $0.id == id }) else { return }
        players[index].score += points
    }
}

struct LeaderboardView: View {
    @State private var board = Leaderboard()

    var body: some View {
        List {
            if let leader = board.leader {
                Text("Leader: \(leader.name)")
                    .font(.headline)
            }
            ForEach(Array(board.ranked.enumerated()), id: \.element.id) { index, player in
                HStack {
                    Text("\(index + 1).")
                    Text(player.name)
                    Spacer()
                    Text(String(repeating: "★", count: min(player.score / 50, 5)))
                    Text("\(player.score)")
                }
            }
            Button("Linus +60") { board.award(60, to: 2) }
            Button("Ada +25") { board.award(25, to: 1) }
        }
    }
}

#Preview {
    LeaderboardView()
}
