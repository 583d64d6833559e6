// Demonstrates: an actor with nonisolated members, a TaskGroup collecting results, and AsyncSequence operators (map, filter, prefix) over an AsyncStream, driven from a @MainActor view model.
import SwiftUI

actor ScoreKeeper {
    nonisolated let league: String
    private var scores: [String: Int] = [:]

    init(league: String) {
        self.league = league
    }

    nonisolated var banner: String { "League: \(league)" }

    func record(_ points: Int, for team: String) -> Int {
        scores[team, default: 0] += points
        return scores[team]!
    }

    func leader() -> (team: String, points: Int)? {
        scores.max { $0.value < $1.value }.map { (team: $0.key, points: $0.value) }
    }
}

@MainActor
final class MatchModel: ObservableObject {
    @Published var log: [String] = []
    @Published var leaderLine = "No leader"
    let keeper = ScoreKeeper(league: "Sunday")

    func playRound() async {
        let results = await withTaskGroup(of: (String, Int).self, returning: [(String, Int)].self) { group in
            for (team, points) in [("Owls", 3), ("Bats", 1), ("Owls", 2)] {
                group.addTask {
                    let total = await self.keeper.record(points, for: team)
                    return (team, total)
                }
            }
            var collected: [(String, Int)] = []
            for await result in group {
                collected.append(result)
            }
            return collected
        }
        log.append("round: \(results.count) results")
        if let leader = await keeper.leader() {
            leaderLine = "\(leader.team) leads with \(leader.points)"
        }
    }

    func streamOdds() async {
        let numbers = AsyncStream<Int> { continuation in
            for n in 1...10 { continuation.yield(n) }
            continuation.finish()
        }
        for await line in numbers.filter({ $0 % 2 == 1 }).map({ "odd \($0)" }).prefix(3) {
            log.append(line)
        }
    }
}

struct MatchView: View {
    @StateObject private var model = MatchModel()

    var body: some View {
        VStack {
            Text(model.keeper.banner)
            Text(model.leaderLine)
            Button("Play round") {
                Task { await model.playRound() }
            }
            Button("Stream odds") {
                Task { await model.streamOdds() }
            }
            ForEach(Array(model.log.enumerated()), id: \.offset) { entry in
                Text(entry.element)
            }
        }
    }
}

#Preview {
    MatchView()
}
