// Demonstrates: functions returning labeled tuples, destructuring with let (a, b), tuple comparison and swapping, tuple arrays in ForEach, and an optional tuple from a failable search.
import SwiftUI

func minMax(_ values: [Int]) -> (min: Int, max: Int)? {
    guard var low = values.first else { return nil }
    var high = low
    for value in values.dropFirst() {
        if value < low { low = value }
        if value > high { high = value }
    }
    return (low, high)
}

func split(minutes: Int) -> (hours: Int, minutes: Int) {
    (minutes / 60, minutes % 60)
}

struct TupleDemo: View {
    @State private var values = [7, 3, 12, 5]
    @State private var pair = (left: "ping", right: "pong")
    @State private var total = 135

    private var rangeText: String {
        if let (low, high) = minMax(values) {
            return "range \(low)…\(high)"
        }
        return "empty"
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(rangeText)
            let (h, m) = split(minutes: total)
            Text("\(h)h \(m)m")
            Text("\(pair.left) / \(pair.right)")
            Text((1, "b") < (1, "c") ? "tuples compare" : "no")
            ForEach(Array(zip(values.indices, values)), id: \.0) { index, value in
                Text("\(index) → \(value)")
            }
            Button("Swap") { (pair.left, pair.right) = (pair.right, pair.left) }
            Button("Clear") { values.removeAll() }
            Button("Add hour") { total += 60 }
        }
    }
}

#Preview {
    TupleDemo()
}
