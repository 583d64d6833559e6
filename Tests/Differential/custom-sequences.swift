// Types that conform to Sequence and Collection, as paging helpers and ring buffers do.
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = start
        return AnyIterator {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }
}

struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}

struct RingBuffer<Element>: Collection {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0
    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }
    mutating func append(_ element: Element) {
        storage[(head + count) % storage.count] = element
        if count == storage.count { head = (head + 1) % storage.count } else { count += 1 }
    }
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Element { storage[(head + position) % storage.count]! }
}

for n in Countdown(start: 3) { print(n, terminator: " ") }
print()
print(Array(Countdown(start: 4)), Countdown(start: 5).map { $0 * 2 }, Countdown(start: 6).filter { $0.isMultiple(of: 2) })
print(Countdown(start: 3).reduce(0, +), Countdown(start: 3).contains(2), Countdown(start: 0).first(where: { _ in true }) as Any)
print(Array(Fibonacci().prefix(10)))
print(Fibonacci().first { $0 > 50 }!)
var fib = Fibonacci()
print(fib.next()!, fib.next()!, fib.next()!, fib.next()!)
var buffer = RingBuffer<String>(capacity: 3)
for word in ["a", "b", "c", "d", "e"] { buffer.append(word) }
print(Array(buffer), buffer.count, buffer.first!, buffer.isEmpty)
print(buffer.map { $0.uppercased() }, buffer.joined(separator: "-"))
print(buffer.firstIndex(of: "d") as Any, buffer.contains("a"), buffer.sorted(by: >))
print(buffer[buffer.startIndex], buffer.indices.map { $0 }, buffer.dropFirst().count)
for (i, word) in buffer.enumerated() { print(i, word) }
let zipped = zip(Countdown(start: 3), buffer).map { "\($0)\($1)" }
print(zipped)
let evens = sequence(first: 0) { $0 < 8 ? $0 + 2 : nil }
print(Array(evens))
let powers = sequence(state: 1) { (state: inout Int) -> Int? in
    defer { state *= 2 }
    return state <= 16 ? state : nil
}
print(Array(powers))
var iterator = [10, 20].makeIterator()
while let value = iterator.next() { print("got", value) }
print(stride(from: 1, to: 10, by: 3).map { $0 }, Array((1...3).reversed()), Array(repeatElement("x", count: 2)))
