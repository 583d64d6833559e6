import Testing
@testable import VivariumInterpreter

/// String indices (character offsets here), index arithmetic on arrays and strings, and the
/// collection methods added with them.
@Suite struct CollectionIndexTests {
    @Test func stringIndicesSliceAndMove() throws {
        #expect(try output(of: """
            let s = "Swift"
            let third = s.index(s.startIndex, offsetBy: 2)
            print(s[third], s[..<third], s[third...], s[s.index(after: s.startIndex)..<s.index(before: s.endIndex)])
            print(s.distance(from: s.startIndex, to: s.endIndex), s.index(s.startIndex, offsetBy: 9, limitedBy: s.endIndex) == nil)
            print(s.index(s.startIndex, offsetBy: 5, limitedBy: s.endIndex) == s.endIndex)
            let a = [10, 20, 30]
            print(a[a.index(after: a.startIndex)], a.index(a.endIndex, offsetBy: -3))
            """) == ["i Sw ift wif", "5 true", "true", "20 0"])
    }

    @Test func stringIndexPastTheEndTraps() {
        let error = runtimeError(of: """
            let s = "ab"
            _ = s.index(s.endIndex, offsetBy: 1)
            """)
        #expect(error?.message == "Fatal error: String index is out of bounds")
    }

    @Test func prefixAndDropWhileAndCharactersToString() throws {
        #expect(try output(of: """
            print("abc123".prefix(while: { $0.isLetter }), "abc123".drop(while: { $0.isLetter }))
            print([1, 2, 5, 1].prefix { $0 < 3 }, String("cab".sorted()))
            """) == ["abc 123", "[1, 2] abc"])
    }

    @Test func removingSeveralAndEmptying() throws {
        #expect(try output(of: """
            var a = [1, 2, 3, 4]
            a.removeLast(2)
            a.removeFirst(1)
            print(a)
            var d = ["k": 1]
            d.removeAll()
            var b = [1, 2]
            b.removeAll(keepingCapacity: true)
            print(d.isEmpty, b)
            """) == ["[2]", "true []"])
        let error = runtimeError(of: """
            var a = [1]
            a.removeLast(2)
            """)
        #expect(error?.message == "Fatal error: Can't remove more items from a collection than it contains")
    }

    @Test func stringComparisons() throws {
        #expect(try output(of: """
            print("a".compare("b") == .orderedAscending, "B".caseInsensitiveCompare("b") == .orderedSame)
            print("file10".localizedStandardCompare("file9") == .orderedDescending, "file10".compare("file9") == .orderedAscending)
            """) == ["true true", "true true"])
    }
}

/// Smaller standard-library surfaces pasted code reaches for.
@Suite struct PastedSurfaceTests {
    @Test func unicodeScalarsTupleTypesAndLazy() throws {
        #expect(try output(of: """
            print("Hé".unicodeScalars.map(\\.value), "A".unicodeScalars.first!.isASCII)
            let t = (String, Double).self
            print(t)
            print([3, 1, 2].lazy.filter { $0 > 1 }.map { $0 * 2 })
            print((1, "b") < (1, "c"), (2, 1) >= (2, 1), (0, 9) > (1, 0))
            """) == ["[72, 233] true", "(String, Double)", "[6, 4]", "true true false"])
    }
}
