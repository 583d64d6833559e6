// Demonstrates: plain Swift a learner writes around a small view: sorting by several keys with a tuple comparison in `sorted(by:)`, `Dictionary(grouping:by:)` then `mapValues`, `max(by:)`, `lastIndex(of:)`, `partition(by:)`, `Set.symmetricDifference`, `zip`, `stride(from:through:by:)`, `String(repeating:count:)`, `padding(toLength:withPad:startingAt:)`, `dump`-free `print(_:separator:terminator:)`, `fallthrough` in a `switch`, `repeat { } while`, `class func`, `unowned let`.
// Source: learner's app (a "score keeper" project a learner extended with a text report printed to the console); written for Vivarium in that style, not copied.
// First paste: failed at load: leaderboard-plain-swift-sorting-grouping-report.swift:43:9: error: not supported in the playground: 'fallthrough'
import SwiftUI

struct Player: Hashable {
    let name: String
    var score: Int
    var team: String
}

class Medal {
    class func title(for place: Int) -> String {
        switch place {
        case 1: return "gold"
        case 2: return "silver"
        case 3: return "bronze"
        default: return "none"
        }
    }
}

class Team {
    let name: String
    var captain: Captain?
    init(name: String) { self.name = name }
}

class Captain {
    unowned let team: Team
    let name: String
    init(name: String, team: Team) {
        self.name = name
        self.team = team
    }
}

func grade(_ score: Int) -> String {
    var notes: [String] = []
    switch score {
    case 90...:
        notes.append("excellent")
        fallthrough
    case 70..<90:
        notes.append("passed")
    default:
        notes.append("try again")
    }
    return notes.joined(separator: "+")
}

func report(_ players: [Player]) -> [String] {
    var lines: [String] = []
    let ranked = players.sorted { ($0.score, $1.name) > ($1.score, $0.name) }
    for (place, player) in zip(1..., ranked) {
        let name = player.name.padding(toLength: 6, withPad: ".", startingAt: 0)
        lines.append("\(place). \(name) \(player.score) \(Medal.title(for: place)) \(grade(player.score))")
    }
    let byTeam = Dictionary(grouping: players, by: \.team).mapValues { $0.map(\.score).reduce(0, +) }
    for team in byTeam.keys.sorted() {
        lines.append("\(team): \(byTeam[team]!)")
    }
    if let best = players.max(by: { $0.score < $1.score }) {
        lines.append("best " + best.name)
    }
    var scores = players.map(\.score)
    let pivot = scores.partition { $0 >= 80 }
    lines.append("below 80: \(scores[..<pivot].sorted()), pivot \(pivot)")
    lines.append("last 92 at \(players.map(\.score).lastIndex(of: 92) ?? -1)")
    let a: Set = ["Ana", "Ben", "Cleo"]
    let b: Set = ["Ben", "Dev"]
    lines.append("either but not both: \(a.symmetricDifference(b).sorted())")
    lines.append(stride(from: 0, through: 100, by: 25).map(String.init).joined(separator: ","))
    lines.append(String(repeating: "=", count: 10))
    var countdown = 3
    repeat {
        lines.append("t-\(countdown)")
        countdown -= 1
    } while countdown > 0
    return lines
}

struct ScoreBoard: View {
    @State private var players = [
        Player(name: "Ana", score: 92, team: "Red"),
        Player(name: "Ben", score: 75, team: "Blue"),
        Player(name: "Cleo", score: 92, team: "Blue"),
        Player(name: "Dev", score: 40, team: "Red"),
    ]
    @State private var lines: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(lines, id: \.self) { line in
                Text(line).font(.system(.body, design: .monospaced))
            }
            Button("Print report") {
                lines = report(players)
                for line in lines { print(line) }
                print("done", lines.count, separator: ": ", terminator: "!\n")
                let red = Team(name: "Red")
                red.captain = Captain(name: "Ana", team: red)
                print(red.captain!.team.name)
            }
            Button("Bonus for Dev") {
                if let i = players.firstIndex(where: { $0.name == "Dev" }) {
                    players[i].score += 50
                }
            }
        }
    }
}

#Preview {
    ScoreBoard()
}
