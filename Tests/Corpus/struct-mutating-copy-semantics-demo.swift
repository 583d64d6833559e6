// Demonstrates: value vs reference semantics shown in UI — copying a struct then mutating the copy, a class shared by two references, and an array of structs changed through an index.
import SwiftUI

struct Point: CustomStringConvertible {
    var x: Int
    var y: Int
    mutating func move(by dx: Int) { x += dx }
    var description: String { "(\(x), \(y))" }
}

final class Counter {
    var value = 0
}

struct SemanticsView: View {
    @State private var lines: [String] = []

    var body: some View {
        List {
            ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                Text(line)
            }
            Button("Run demo") { runDemo() }
        }
    }

    private func runDemo() {
        var a = Point(x: 1, y: 2)
        var b = a
        b.move(by: 10)
        let c1 = Counter()
        let c2 = c1
        c2.value += 5
        var points = [Point(x: 0, y: 0), Point(x: 5, y: 5)]
        points[1].move(by: -5)
        var copy = points
        copy[0].x = 99
        a.y = 7
        lines = [
            "a = \(a), b = \(b)",
            "c1 = \(c1.value), c2 = \(c2.value), same object: \(c1 === c2)",
            "points = \(points), copy = \(copy)",
        ]
        lines.forEach { print($0) }
    }
}

#Preview {
    SemanticsView()
}
