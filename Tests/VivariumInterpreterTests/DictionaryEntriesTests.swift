import Testing
@testable import VivariumInterpreter

/// A dictionary value keeps its entries behind one reference (issue 23, item 3): changed where
/// it lies it keeps that storage when nothing shares it, and a copy of the value is never
/// changed by a write to the other (Swift's value semantics).
@Suite struct DictionaryEntriesTests {
    private func key(_ number: Int) -> HashableValue { HashableValue(.int(number))! }

    @Test func anUnsharedDictionaryIsChangedInItsOwnStorage() {
        var entries: DictionaryEntries = [:]
        entries[key(0)] = .int(0)
        let storage = ObjectIdentifier(entries.storage)
        for number in 1..<1_000 { entries[key(number % 97), default: .int(0)] = .int(number) }
        entries.removeValue(forKey: key(3))
        #expect(ObjectIdentifier(entries.storage) == storage)
        #expect(entries.count == 96)
    }

    @Test func aCopyIsNotChangedByAWriteToTheOther() {
        var original: DictionaryEntries = [:]
        original[key(1)] = .string("one")
        let copy = original
        original[key(2)] = .string("two")
        original[key(1)] = .string("uno")
        #expect(copy.count == 1)
        #expect(copy[key(1)].map { if case .string(let text) = $0 { text } else { "" } } == "one")
        #expect(original.count == 2)
        #expect(ObjectIdentifier(copy.storage) != ObjectIdentifier(original.storage))
    }

    /// Through the interpreter: the counting loop of `make bench`'s dictionary kernel, in a
    /// function and at the top level, leaves a dictionary whose copy made before the loop kept
    /// its entries.
    @Test func aCountingLoopChangesItsDictionaryAndNotACopy() throws {
        let printed = try output(of: """
            func tally(_ n: Int) -> String {
                var counts: [Int: Int] = [:]
                counts[5] = 100
                let before = counts
                for i in 0..<n { counts[i * 31 % 97, default: 0] += 1 }
                return "\\(counts.count) \\(counts[5, default: 0]) \\(before.count) \\(before[5, default: 0])"
            }
            print(tally(10_000))
            var counts: [String: Int] = ["a": 1]
            let snapshot = counts
            for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }
            print(counts, snapshot)
            """)
        #expect(printed == ["97 203 1 100", "[\"a\": 3, \"b\": 1] [\"a\": 1]"])
    }
}
