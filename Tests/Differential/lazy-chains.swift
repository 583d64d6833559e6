// Lazy chains over arrays and ranges (each closure runs only for the elements read), custom
// Sequence and IteratorProtocol conformers, zip with an open range, stride, sequence(first:next:),
// prefix(while:), drop(while:) and split(whereSeparator:).
let numbers = [1, 2, 3, 4, 5, 6]
let firstEvenSquare = numbers.lazy.map { n -> Int in
    print("squaring", n)
    return n * n
}.first { $0 % 2 == 0 }
print("first", firstEvenSquare ?? -1)

struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
print(Array(Countdown(count: 3)))
for (i, v) in Countdown(count: 2).enumerated() { print(i, v) }
print(zip(["a", "b", "c"], 1...).map { "\($0)\($1)" })
print(stride(from: 10, to: 0, by: -3).map { $0 })
print(sequence(first: 1) { $0 < 20 ? $0 * 3 : nil }.map { $0 })
let chunks = stride(from: 0, to: numbers.count, by: 4).map { Array(numbers[$0..<min($0 + 4, numbers.count)]) }
print(chunks)
print(numbers.prefix(while: { $0 < 4 }), numbers.drop(while: { $0 < 4 }))
print(numbers.split(whereSeparator: { $0 % 3 == 0 }).map(Array.init))
