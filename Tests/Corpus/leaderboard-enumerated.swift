// Demonstrates: a leaderboard: sort with a tie-break, enumerated rows with medals, zip, min(by:), first(where:), firstIndex with a trailing closure, uniqueKeysWithValues.
// Source: learner's app (score keeper); written for Vivarium in that style, not copied.
// First paste: ran
// (It ran, but printed "kai at -1": firstIndex with a trailing closure was taken for firstIndex(of:).)
import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    let name: String
    var scores: [Int]

    var total: Int { scores.reduce(0, +) }
    var best: Int { scores.max() ?? 0 }
}

struct LeaderboardView: View {
    @State private var players = [
        Player(name: "Mia", scores: [12, 40, 7]),
        Player(name: "Leo", scores: [30, 22, 18]),
        Player(name: "Zoe", scores: [25, 25, 25]),
        Player(name: "Kai", scores: [])
    ]

    var ranked: [Player] {
        players.sorted { lhs, rhs in
            if lhs.total != rhs.total { return lhs.total > rhs.total }
            return lhs.name < rhs.name
        }
    }

    var body: some View {
        List {
            ForEach(Array(ranked.enumerated()), id: \.element.id) { index, player in
                HStack {
                    Text(medal(for: index))
                    Text(player.name)
                    Spacer()
                    Text("\(player.total)").bold()
                }
            }
            Button("Add round") {
                let round = [15, 9, 31, 4]
                for (index, points) in zip(players.indices, round) {
                    players[index].scores.append(points)
                }
                summarize()
            }
        }
    }

    func medal(for index: Int) -> String {
        switch index {
        case 0: return "🥇"
        case 1: return "🥈"
        case 2: return "🥉"
        default: return "\(index + 1)."
        }
    }

    func summarize() {
        let leader = ranked.first!
        let lowest = players.min(by: { $0.total < $1.total })
        let firstOver60 = players.first(where: { $0.total > 60 })
        let kaiIndex = players.firstIndex { $0.name == "Kai" }
        print(ranked.map { "\($0.name) \($0.total)" })
        print("leader \(leader.name), lowest \(lowest?.name ?? "-"), over 60: \(firstOver60?.name ?? "-"), kai at \(kaiIndex ?? -1)")
        print(players.map(\.best), players.flatMap(\.scores).count, players.contains { $0.scores.isEmpty })
        let pairs = Dictionary(uniqueKeysWithValues: players.map { ($0.name, $0.total) })
        print(pairs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";"))
    }
}

#Preview {
    LeaderboardView()
}
