// Demonstrates: a struct with mutating methods and self reassignment, Bindings to two @State structs passed to a helper returning some View, defer.
// Source: book sample project (value types chapter); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Counter: Equatable {
    private(set) var value: Int = 0
    let step: Int
    let range: ClosedRange<Int>

    init(step: Int = 1, range: ClosedRange<Int> = 0...10) {
        self.step = step
        self.range = range
    }

    mutating func increment() {
        value = min(value + step, range.upperBound)
    }

    mutating func decrement() {
        value = max(value - step, range.lowerBound)
    }

    mutating func reset() {
        self = Counter(step: step, range: range)
    }

    var isAtMax: Bool { value == range.upperBound }
}

struct CounterPanel: View {
    @State private var small = Counter()
    @State private var big = Counter(step: 5, range: -20...20)
    @State private var log: [String] = []

    var body: some View {
        VStack(spacing: 12) {
            row("Small", counter: $small)
            row("Big", counter: $big)
            Button("Reset all") {
                small.reset()
                big.reset()
                record("reset")
            }
            Text(log.suffix(3).joined(separator: " | "))
                .font(.footnote)
        }
        .padding()
        .onChange(of: small) { _, newValue in
            if newValue.isAtMax { record("small hit max") }
        }
    }

    private func row(_ title: String, counter: Binding<Counter>) -> some View {
        HStack {
            Text("\(title): \(counter.wrappedValue.value)")
            Spacer()
            Button("− \(title)") {
                counter.wrappedValue.decrement()
                record("\(title) \(counter.wrappedValue.value)")
            }
            Button("+ \(title)") {
                for _ in 0..<3 { counter.wrappedValue.increment() }
                record("\(title) \(counter.wrappedValue.value)")
            }
        }
    }

    private func record(_ entry: String) {
        defer { print(log.count, entry) }
        guard !entry.isEmpty else { return }
        log.append(entry)
    }
}

#Preview {
    CounterPanel()
}
