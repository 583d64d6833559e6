// Demonstrates: plain Swift from a book's protocols chapter behind a small view: a `struct Fibonacci: Sequence` with a nested `IteratorProtocol`, `prefix(while:)`, `lazy.filter.map`, `AnySequence`, `AnyIterator { }`, `zip(a, a.dropFirst())` for ratios, `reduce(into: [:])` grouping by parity, `Dictionary` sorted by key, `stride(from:to:by:)` with Double, `sequence(first:next:)`, `repeatElement`, `enumerated().filter`, `String(format: "%.4f")`, `joined()` of an array of strings.
// Source: book (a Swift programming book's "Sequences and collections" chapter, its exercises given a SwiftUI list); written for Vivarium in that style, not copied.
// First paste: failed at load: custom-sequence-iterator-fibonacci-stats.swift:24:36: error: not supported in the playground: 'AnySequence'
import SwiftUI

struct Fibonacci: Sequence {
    struct Iterator: IteratorProtocol {
        var current = 0
        var upcoming = 1

        mutating func next() -> Int? {
            defer {
                let sum = current + upcoming
                current = upcoming
                upcoming = sum
            }
            return current
        }
    }

    func makeIterator() -> Iterator { Iterator() }
}

func countdown(from start: Int) -> AnySequence<Int> {
    var value = start
    return AnySequence(AnyIterator {
        guard value > 0 else { return nil }
        defer { value -= 1 }
        return value
    })
}

func report() -> [String] {
    var lines: [String] = []
    let fib = Array(Fibonacci().prefix(while: { $0 < 100 }))
    lines.append("fib: \(fib)")
    let evens = Fibonacci().lazy.filter { $0 % 2 == 0 }.map { "\($0)" }.prefix(5)
    lines.append("evens: \(Array(evens).joined(separator: ","))")
    let ratios = zip(fib.dropFirst(2), fib.dropFirst(3)).map { Double($1) / Double($0) }
    lines.append("ratio: " + String(format: "%.4f", ratios.last ?? 0))
    let parity = fib.reduce(into: [String: Int]()) { counts, n in counts[n.isMultiple(of: 2) ? "even" : "odd", default: 0] += 1 }
    lines.append(parity.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
    lines.append("countdown: \(Array(countdown(from: 3)))")
    lines.append("steps: \(Array(stride(from: 0.0, to: 1.0, by: 0.25)))")
    lines.append("powers: \(Array(sequence(first: 1) { $0 < 500 ? $0 * 3 : nil }))")
    lines.append([String](repeatElement("ab", count: 3)).joined())
    let odd = fib.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    lines.append("odd positions: \(odd)")
    return lines
}

struct SequencesView: View {
    @State private var lines: [String] = []

    var body: some View {
        List(lines, id: \.self) { Text($0) }
            .toolbar {
                Button("Run") {
                    lines = report()
                    lines.forEach { print($0) }
                }
            }
    }
}

#Preview {
    NavigationStack { SequencesView() }
}
