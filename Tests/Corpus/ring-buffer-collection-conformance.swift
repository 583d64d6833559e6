// Demonstrates: a generic RingBuffer conforming to RandomAccessCollection and ExpressibleByArrayLiteral, so map/filter/reversed/ForEach work on it; a custom IteratorProtocol countdown sequence.
import SwiftUI

struct RingBuffer<Element>: RandomAccessCollection, ExpressibleByArrayLiteral {
    private var storage: [Element] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    init(arrayLiteral elements: Element...) {
        self.capacity = max(elements.count, 1)
        self.storage = elements
    }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    subscript(position: Int) -> Element {
        storage[position]
    }

    mutating func push(_ element: Element) {
        if storage.count == capacity {
            storage.removeFirst()
        }
        storage.append(element)
    }
}

struct Countdown: Sequence, IteratorProtocol {
    var current: Int

    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

struct TemperatureLog: View {
    @State private var readings: RingBuffer<Int> = [18, 19, 21]
    @State private var nextReading = 22

    var body: some View {
        VStack(alignment: .leading) {
            Text("Last \(readings.count) of \(readings.capacity): \(readings.map(String.init).joined(separator: " "))")
            Text("Newest first: \(readings.reversed().map { "\($0)°" }.joined(separator: ", "))")
            Text("Warm: \(readings.filter { $0 >= 20 }.count)")
            Text("Max: \(readings.max() ?? 0), first: \(readings.first ?? 0), last: \(readings.last ?? 0)")
            Text("Countdown: \(Countdown(current: 3).map(String.init).joined(separator: "…"))")
            ForEach(readings.indices, id: \.self) { index in
                Text("#\(index): \(readings[index])")
            }
            Button("Record") {
                readings.push(nextReading)
                nextReading += 1
            }
        }
    }
}

#Preview {
    TemperatureLog()
}
