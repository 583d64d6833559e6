// Demonstrates: async let in parallel, withTaskGroup collecting a dictionary, an actor keeping scores, .task on a dashboard.
// Source: blog companion (Swift concurrency); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

actor ScoreKeeper {
    private var scores: [String: Int] = [:]

    func add(_ points: Int, to player: String) {
        scores[player, default: 0] += points
    }

    func total() -> Int {
        scores.values.reduce(0, +)
    }

    func leader() -> String? {
        scores.max { $0.value < $1.value }?.key
    }
}

struct Stats {
    let name: String
    let value: Int
}

func fetchStat(_ name: String, delay: UInt64) async -> Stats {
    try? await Task.sleep(nanoseconds: delay * 100_000_000)
    return Stats(name: name, value: name.count * 10)
}

@MainActor
final class DashboardModel: ObservableObject {
    @Published var lines: [String] = []
    let keeper = ScoreKeeper()

    func load() async {
        async let steps = fetchStat("steps", delay: 3)
        async let sleep = fetchStat("sleep", delay: 1)
        async let calories = fetchStat("calories", delay: 2)
        let results = await [steps, sleep, calories]
        lines = results.map { "\($0.name): \($0.value)" }
        print(lines)

        let squares = await withTaskGroup(of: (Int, Int).self) { group in
            for n in 1...4 {
                group.addTask { (n, n * n) }
            }
            var collected: [Int: Int] = [:]
            for await (n, square) in group {
                collected[n] = square
            }
            return collected
        }
        print(squares.keys.sorted().map { squares[$0]! })

        await keeper.add(3, to: "ann")
        await keeper.add(5, to: "bo")
        await keeper.add(4, to: "ann")
        let total = await keeper.total()
        let leader = await keeper.leader() ?? "nobody"
        lines.append("total \(total), leader \(leader)")
        print(lines.last!)
    }
}

struct DashboardView: View {
    @StateObject private var model = DashboardModel()

    var body: some View {
        List(model.lines, id: \.self) { line in
            Text(line)
        }
        .overlay {
            if model.lines.isEmpty {
                ProgressView("Loading stats")
            }
        }
        .task {
            await model.load()
        }
    }
}

#Preview {
    DashboardView()
}
