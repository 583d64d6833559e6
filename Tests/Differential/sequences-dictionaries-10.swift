// A dashboard's data shaping: a paging Sequence and its iterator, a ring Collection with its
// own indices, lazy chains that stop early, zip and stride, chunks made with stride,
// reduce(into:), grouping, merging with uniquingKeysWith, mapValues and compactMapValues,
// sequence(first:next:) and sequence(state:next:).
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
print(Array(Countdown(current: 4)), Countdown(current: 3).map { $0 * 10 }, Countdown(current: 5).filter { $0.isMultiple(of: 2) })
var cd = Countdown(current: 2)
print(cd.next() as Any, cd.next() as Any, cd.next() as Any, cd.current)
print(Countdown(current: 6).first { $0 < 4 } as Any, Countdown(current: 3).reduce(0, +), Countdown(current: 4).contains(2))
struct Pages: Sequence {
    let total: Int; let size: Int
    func makeIterator() -> AnyIterator<Range<Int>> {
        var start = 0
        return AnyIterator {
            guard start < total else { return nil }
            defer { start += size }
            return start..<Swift.min(start + size, total)
        }
    }
}
print(Pages(total: 10, size: 4).map { $0 }, Array(Pages(total: 3, size: 5)))
struct Ring: Collection {
    var storage: [String]; var head: Int
    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { storage[(head + i) % storage.count] }
}
let ring = Ring(storage: ["a", "b", "c", "d"], head: 2)
print(Array(ring), ring.first!, ring.count, ring.firstIndex(of: "a")!, ring.dropFirst().joined(), Array(ring.prefix(2)))
print(ring.map { $0.uppercased() }, ring.sorted(by: >), ring.indices.map { $0 }, ring.contains("z"), ring[3])

var evaluated: [Int] = []
let firstBig = (1...1_000).lazy.map { n -> Int in evaluated.append(n); return n * n }.first { $0 > 30 }
print(firstBig as Any, evaluated)
let lazyEvens = [5, 2, 8, 3, 6].lazy.filter { $0 % 2 == 0 }.map { $0 + 100 }
print(Array(lazyEvens), lazyEvens.first as Any, Array(lazyEvens.prefix(2)))
print(Array(zip(["a", "b", "c"], 1...)), zip([1, 2, 3], [10, 20]).map(*), Array(zip("ab", "xyz")).count)
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0.0, through: 1.0, by: 0.25)), Array(stride(from: 1, to: 1, by: 1)))
let readings = Array(1...10)
let chunks = stride(from: 0, to: readings.count, by: 4).map { Array(readings[$0..<min($0 + 4, readings.count)]) }
print(chunks, chunks.map { $0.reduce(0, +) }, readings.indices.filter { $0 % 3 == 0 })
let letters = "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(letters.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))
let running = readings.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1) }
print(running, readings.reduce(1) { $0 * ($1 > 5 ? 1 : $1) })
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "akee"]
let byLetter = Dictionary(grouping: words, by: { $0.first! })
print(byLetter.keys.sorted(), byLetter["a"]!, byLetter.mapValues(\.count).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let lengths = Dictionary(words.map { ($0.count, $0) }, uniquingKeysWith: { first, _ in first })
print(lengths.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let longest = Dictionary(words.map { ($0.first!, $0) }, uniquingKeysWith: { $0.count >= $1.count ? $0 : $1 })
print(longest.sorted { $0.key < $1.key }.map(\.value))
var stock = ["tea": 3, "cake": 0]
stock.merge(["tea": 2, "jam": 5]) { $0 + $1 }
print(stock.sorted { $0.key < $1.key }, stock.merging(["jam": 1], uniquingKeysWith: { _, new in new })["jam"]!)
let raw = ["a": "1", "b": "x", "c": "30"]
print(raw.compactMapValues { Int($0) }.sorted { $0.key < $1.key }, raw.mapValues { $0.count }.values.reduce(0, +))
print(stock.filter { $0.value > 2 }.keys.sorted(), stock.min { $0.value < $1.value }!.key, stock.reduce(0) { $0 + $1.value })
print(Array(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }), Array(sequence(first: "a") { $0.count < 3 ? $0 + "a" : nil }))
let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    defer { state = (state.1, state.0 + state.1) }
    return state.0
}
print(Array(fib.prefix(10)), fib.prefix { $0 < 30 }.map { $0 })
print(Array(readings.enumerated().filter { $0.offset.isMultiple(of: 4) }.map(\.element)), readings.split { $0 % 4 == 0 }.map(Array.init))
var shuffled = readings
let pivot = shuffled.partition { $0 > 7 }
print(pivot, shuffled[pivot...].sorted(), shuffled[..<pivot].sorted(), readings.chunked(3))
extension Array { func chunked(_ n: Int) -> [[Element]] { stride(from: 0, to: count, by: n).map { Array(self[$0..<Swift.min($0 + n, count)]) } } }
