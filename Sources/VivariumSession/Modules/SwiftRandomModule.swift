/// The standard library's `RandomNumberGenerator` for generators of the program's own (a
/// seeded one, as games and tests write), in Vivarium's Swift subset: `next(upperBound:)` as
/// the standard library computes it (Lemire's method, its arithmetic on the `UInt64` bit
/// pattern: `__Vivarium.boundedRandom`), and on it `Int.random(in:using:)`,
/// `shuffle(using:)`, `shuffled(using:)` and `randomElement(using:)`, drawing the same numbers
/// in the same order as Swift's (`Collection.shuffle`: Fisher–Yates from the front), so a
/// seeded generator gives the board a device gives.
extension BundledModule {
    static let swiftRandom = BundledModule(
        name: "SwiftRandom",
        dependencies: [],
        autoloadNames: ["RandomNumberGenerator"],
        source: #"""
protocol RandomNumberGenerator {
    mutating func next() -> UInt64
}

extension RandomNumberGenerator {
    mutating func next(upperBound: UInt64) -> UInt64 {
        _randomBelow(upperBound, using: &self)
    }
}

/// `next(upperBound:)`'s work, reached from the module's own callers by a name no
/// generator declares.
func _randomBelow<G: RandomNumberGenerator>(_ upperBound: UInt64, using generator: inout G) -> UInt64 {
    precondition(upperBound != 0, "upperBound cannot be zero.")
    while true {
        let raw = generator.next()
        if let value = __Vivarium.boundedRandom(raw, upperBound) {
            return value
        }
    }
}

extension Int {
    static func random<G: RandomNumberGenerator>(in range: Range<Int>, using generator: inout G) -> Int {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        return range.lowerBound + _randomBelow(range.upperBound - range.lowerBound, using: &generator)
    }

    static func random<G: RandomNumberGenerator>(in range: ClosedRange<Int>, using generator: inout G) -> Int {
        return range.lowerBound + _randomBelow(range.upperBound - range.lowerBound + 1, using: &generator)
    }
}

extension Array {
    mutating func shuffle<G: RandomNumberGenerator>(using generator: inout G) {
        guard count > 1 else { return }
        var amount = count
        var currentIndex = 0
        while amount > 1 {
            let random = Int.random(in: 0..<amount, using: &generator)
            amount -= 1
            swapAt(currentIndex, currentIndex + random)
            currentIndex += 1
        }
    }

    func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> [Element] {
        var result = self
        result.shuffle(using: &generator)
        return result
    }

    func randomElement<G: RandomNumberGenerator>(using generator: inout G) -> Element? {
        guard !isEmpty else { return nil }
        return self[Int.random(in: 0..<count, using: &generator)]
    }
}

extension Range where Bound == Int {
    func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> [Int] {
        Array(self).shuffled(using: &generator)
    }

    func randomElement<G: RandomNumberGenerator>(using generator: inout G) -> Int? {
        isEmpty ? nil : Int.random(in: self, using: &generator)
    }
}

extension ClosedRange where Bound == Int {
    func shuffled<G: RandomNumberGenerator>(using generator: inout G) -> [Int] {
        Array(self).shuffled(using: &generator)
    }
}
"""#)
}
