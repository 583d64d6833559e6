// Demonstrates: Hashable and Comparable written by hand (hash(into:) on a subset of fields, a multi-key <), used as Set elements and Dictionary keys, with min/max/sorted and Set algebra.
import SwiftUI

struct Coordinate: Hashable, Comparable, CustomStringConvertible {
    let row: Int
    let column: Int
    var label: String = ""

    static func == (lhs: Coordinate, rhs: Coordinate) -> Bool {
        lhs.row == rhs.row && lhs.column == rhs.column
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(row)
        hasher.combine(column)
    }

    static func < (lhs: Coordinate, rhs: Coordinate) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }

    var description: String { "(\(row),\(column))" }
}

struct BoardView: View {
    @State private var marked: Set<Coordinate> = [Coordinate(row: 1, column: 2, label: "first")]
    @State private var hits: [Coordinate: Int] = [:]

    private var sortedText: String {
        marked.sorted().map(\.description).joined(separator: " ")
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Marked: \(sortedText)")
            Text("Count: \(marked.count)")
            Text("Lowest: \(marked.min()?.description ?? "-"), highest: \(marked.max()?.description ?? "-")")
            Text("Hits at (1,2): \(hits[Coordinate(row: 1, column: 2), default: 0])")
            Button("Mark (1,2) again") {
                let (inserted, member) = marked.insert(Coordinate(row: 1, column: 2, label: "second"))
                print("inserted: \(inserted), kept label: \(member.label)")
                hits[member, default: 0] += 1
            }
            Button("Mark (0,5)") {
                marked.insert(Coordinate(row: 0, column: 5))
            }
            Button("Intersect") {
                let other: Set<Coordinate> = [Coordinate(row: 0, column: 5), Coordinate(row: 9, column: 9)]
                print("common: \(marked.intersection(other).sorted())")
                print("union count: \(marked.union(other).count)")
                print("disjoint: \(marked.isDisjoint(with: other))")
            }
        }
    }
}

#Preview {
    BoardView()
}
