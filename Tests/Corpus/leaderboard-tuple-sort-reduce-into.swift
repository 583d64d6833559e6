// Demonstrates: collection pipelines in a leaderboard — sorting by several keys with tuple comparison, reduce(into:) tallies, Dictionary(uniqueKeysWithValues:), max(by:), stride and lazy chains.
import SwiftUI

struct Match {
    let winner: String
    let loser: String
    let margin: Int
}

struct Standing: Identifiable {
    var id: String { player }
    let player: String
    let wins: Int
    let totalMargin: Int
}

struct LeaderboardView: View {
    @State private var matches = [
        Match(winner: "Ana", loser: "Ben", margin: 3),
        Match(winner: "Ben", loser: "Cy", margin: 1),
        Match(winner: "Cy", loser: "Ana", margin: 2),
        Match(winner: "Ana", loser: "Cy", margin: 5),
        Match(winner: "Ben", loser: "Ana", margin: 3),
    ]

    private var standings: [Standing] {
        let wins = matches.reduce(into: [String: Int]()) { $0[$1.winner, default: 0] += 1 }
        let margins = matches.reduce(into: [:] as [String: Int]) { $0[$1.winner, default: 0] += $1.margin }
        let players = Set(matches.flatMap { [$0.winner, $0.loser] })
        return players
            .map { Standing(player: $0, wins: wins[$0] ?? 0, totalMargin: margins[$0] ?? 0) }
            .sorted { ($0.wins, $0.totalMargin, $1.player) > ($1.wins, $1.totalMargin, $0.player) }
    }

    var body: some View {
        List {
            ForEach(Array(standings.enumerated()), id: \.element.id) { rank, standing in
                HStack {
                    Text("\(rank + 1). \(standing.player)")
                    Spacer()
                    Text("\(standing.wins)W +\(standing.totalMargin)")
                }
            }
            if let biggest = matches.max(by: { $0.margin < $1.margin }) {
                Text("Biggest win: \(biggest.winner) by \(biggest.margin)")
            }
            Text("Even rounds: \(stride(from: 0, to: matches.count, by: 2).map { matches[$0].winner }.joined(separator: ", "))")
            Button("Cy wins big") {
                matches.append(Match(winner: "Cy", loser: "Ben", margin: 9))
                let lookup = Dictionary(uniqueKeysWithValues: standings.map { ($0.player, $0.wins) })
                let closeGames = matches.lazy.filter { $0.margin <= 2 }.map(\.winner)
                print(lookup.sorted { $0.key < $1.key }, Array(closeGames))
            }
        }
    }
}

#Preview {
    LeaderboardView()
}
