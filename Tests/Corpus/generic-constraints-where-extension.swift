// Demonstrates: generics with constraints — a generic function with a where clause, a constrained protocol extension, a generic struct with a static factory, and Comparable/Hashable requirements.
import SwiftUI

protocol Scorable {
    var score: Int { get }
}

extension Array where Element: Scorable {
    var totalScore: Int { reduce(0) { $0 + $1.score } }

    func top(_ count: Int) -> [Element] {
        Array(sorted { $0.score > $1.score }.prefix(count))
    }
}

struct Player: Scorable, Hashable {
    let name: String
    let score: Int
}

struct Pair<A, B> {
    let first: A
    let second: B

    static func make(_ a: A, _ b: B) -> Pair<A, B> { Pair(first: a, second: b) }

    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}

func mostCommon<T: Hashable>(in items: [T]) -> T? where T: CustomStringConvertible {
    let counts = items.reduce(into: [T: Int]()) { $0[$1, default: 0] += 1 }
    return counts.max { a, b in a.value == b.value ? a.key.description > b.key.description : a.value < b.value }?.key
}

func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T {
    min(max(value, range.lowerBound), range.upperBound)
}

struct GenericsDemo: View {
    @State private var players = [Player(name: "Ivy", score: 40), Player(name: "Leo", score: 75), Player(name: "Max", score: 60)]

    var body: some View {
        let pair = Pair.make("level", 3)
        VStack(alignment: .leading) {
            Text("Total: \(players.totalScore)")
            Text("Top 2: \(players.top(2).map(\.name).joined(separator: ", "))")
            Text("Pair: \(pair.swapped().first) \(pair.swapped().second)")
            Text("Common: \(mostCommon(in: ["a", "b", "a", "c", "b", "a"]) ?? "-")")
            Text("Clamped: \(clamp(120, to: 0...100)) \(clamp(2.5, to: 0.0...1.0))")
            Button("Add Zed") {
                players.append(Player(name: "Zed", score: 90))
                print(players.top(1).map(\.name))
            }
        }
    }
}

#Preview {
    GenericsDemo()
}
