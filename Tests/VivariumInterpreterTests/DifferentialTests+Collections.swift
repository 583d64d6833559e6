import Testing
@testable import VivariumInterpreter

/// More of the standard library and Foundation, found missing or wrong by running programs
/// through swiftc 6.3.1 and the interpreter side by side (issue 23): each expectation is what
/// swiftc's build printed. Before, each of these stopped with "not supported in the playground"
/// or printed something else.
@Suite struct DifferentialCollectionTests {
    @Test func sequencesCompareElementByElement() throws {
        #expect(try output(of: """
            let nums = [3, 1, 4]
            print("Hello".starts(with: "He"), "Hello".starts(with: ""), [1].starts(with: [1, 2]), nums.starts(with: [3, 1]))
            print([3].elementsEqual([3]), nums.elementsEqual([3, 1]), (1...3).elementsEqual([1, 2, 3]))
            print([1, 2].lexicographicallyPrecedes([1, 2, 0]), "ab".lexicographicallyPrecedes("b"), [2].lexicographicallyPrecedes([1, 9]))
            """) == ["true true false true", "true false true", "true true false"])
    }

    @Test func slicesAtAnIndexAndTheirBounds() throws {
        #expect(try output(of: """
            let a = [1, 2, 3]
            print(a.prefix(upTo: 0), a.suffix(from: 3), a.prefix(through: 2), a.suffix(from: 1))
            let text = "abc"
            print(text.prefix(upTo: text.index(after: text.startIndex)), text.suffix(from: text.index(text.startIndex, offsetBy: 1)))
            print(a.index(of: 2) as Any, a.index(of: 9) as Any)
            """) == ["[] [] [1, 2, 3] [2, 3]", "a bc", "Optional(1) nil"])
        let error = runtimeError(of: "print([1, 2, 3].prefix(upTo: 4))")
        #expect(error?.message == "Fatal error: Array index is out of range")
    }

    @Test func anArraySplitsAtItsSeparators() throws {
        // swiftc prints the pieces as `ArraySlice([1])` inside an array; a slice is an array here.
        #expect(try output(of: """
            let a = [1, 2, 3]
            print(a.split(separator: 2).map(Array.init), [1, 2, 2, 3].split(separator: 2).count)
            print([2, 1, 2].split(separator: 2, omittingEmptySubsequences: false).map { $0.count })
            print([1, 2, 3, 2, 4].split(separator: 2, maxSplits: 1).map { $0.reduce(0, +) })
            print([1, 2, 3, 4].split(whereSeparator: { $0 % 2 == 0 }).map(Array.init), [5, 0, 6].split { $0 == 0 }.count)
            """) == ["[[1], [3]] 2", "[0, 1, 0]", "[1, 9]", "[[1], [3]] 2"])
    }

    @Test func stringSearchesTakeAStringAsTheirPattern() throws {
        #expect(try output(of: """
            print("a-b-a".replacing("a", with: "X"), "aaa".replacing("aa", with: "b"), "abc".trimmingPrefix("ab"), "abc".trimmingPrefix("x"))
            print("banana".ranges(of: "ana").count, "xyz".commonPrefix(with: "xya"), "a%20b".removingPercentEncoding!)
            print("hello world".localizedCapitalized)
            """) == ["X-b-X ba c abc", "1 xy a b", "Hello World"])
    }

    @Test func foundationSearchesWithTheirOptionsWrittenOut() throws {
        #expect(try output(of: """
            func clean(_ input: String) -> String {
                input.replacingOccurrences(of: "\\\\s+", with: " ", options: .regularExpression)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            print(clean("  a   b  "), "Hello".replacingOccurrences(of: "l", with: "L", options: [.caseInsensitive]))
            print("a b&c".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!, "Héllo".folding(options: .diacriticInsensitive, locale: nil))
            """) == ["a b HeLLo", "a%20b&c Hello"])
    }

    @Test func collectionsAndFoundationValuesDescribeThemselves() throws {
        #expect(try output(of: """
            let items = ["a", "b"]
            print("Items: " + items.description, ["k": 1].description, (1..<3).description, (1...3).debugDescription)
            let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
            print(id.description, Date(timeIntervalSince1970: 0).description)
            """) == [#"Items: ["a", "b"] ["k": 1] 1..<3 ClosedRange(1...3)"#,
                     "E621E1F8-C36C-495A-93FC-0C247A3E6E5F 1970-01-01 00:00:00 +0000"])
    }

    @Test func optionalResultsOfStandardMethodsPrintAsOptionals() throws {
        // `max()` of a mapped array and `Optional.map` of `range(of:)` printed `3` and `["l", "l"]`.
        #expect(try output(of: """
            let words = ["a", "bbb"]
            print(words.map(\\.count).max() as Any, words.map { $0.count }.min() as Any)
            let r = "Hello".range(of: "ll")
            print(r.map { "Hello"[$0] } as Any, "Hello".firstIndex(of: "x") as Any)
            """) == ["Optional(3) Optional(1)", #"Optional("ll") nil"#])
    }
}

extension DifferentialCollectionTests {
    @Test func aLabelledTuplesClosuresAreCalledByTheirLabels() throws {
        #expect(try output(of: """
            func makeCounter() -> (increment: () -> Int, reset: () -> Void) {
                var count = 0
                return ({ count += 1; return count }, { count = 0 })
            }
            let counter = makeCounter()
            print(counter.increment(), counter.increment())
            counter.reset()
            print(counter.increment())
            """) == ["1 2", "1"])
    }

    @Test func aUserSubscriptDeclaredOptionalPrintsAsOne() throws {
        #expect(try output(of: """
            extension Collection {
                subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
            }
            let xs = [10, 20]
            print(xs[safe: 1] as Any, xs[safe: 5] as Any, [1, 2][safe: 0] as Any)
            """) == ["Optional(20) nil Optional(1)"])
    }

    @Test func floatsFromTextAndDurationsFormattedByDefault() throws {
        #expect(try output(of: """
            print(Float("2.5")!, Float("x") == nil, Duration.seconds(75).formatted(), Duration.seconds(3725).formatted())
            """) == ["2.5 true 0:01:15 1:02:05"])
    }
}

extension DifferentialCollectionTests {
    @Test func dumpWritesTheMirrorsTree() throws {
        #expect(try output(of: """
            struct Point { var x: Int; var y: Int }
            final class Dog { let name = "Rex"; var friend: Dog? }
            enum Event { case tap(x: Int, y: Int), idle }
            dump(Point(x: 1, y: 2))
            dump([1, 2], name: "pair")
            let dog = Dog()
            dog.friend = dog
            dump(dog)
            dump(Event.tap(x: 3, y: 4))
            dump(Event.idle)
            """) == ["▿ Playground.Point", "  - x: 1", "  - y: 2", "▿ pair: 2 elements", "  - 1", "  - 2",
                     "▿ Playground.Dog #0", #"  - name: "Rex""#, "  ▿ friend: Optional(Playground.Dog)", "    ▿ some: Playground.Dog #0",
                     "▿ Playground.Event.tap", "  ▿ tap: (2 elements)", "    - x: 3", "    - y: 4", "- Playground.Event.idle"])
    }

    @Test func aPropertyOfSelfIsNotTheGlobalOfTheSameName() throws {
        // The global `name` is optional; `description` reads the struct's own `name`.
        #expect(try output(of: """
            struct Named: CustomStringConvertible { let name: String; var description: String { "Named(\\(name))" } }
            struct Debuggy: CustomDebugStringConvertible { var debugDescription: String { "DEBUG" } }
            let name: String? = "Ann"
            print(Named(name: "n"), Optional(Named(name: "o")) as Any, name as Any, Debuggy())
            """) == [#"Named(n) Optional(Named(o)) Optional("Ann") DEBUG"#])
    }

    @Test func printWritesIntoAString() throws {
        #expect(try output(of: """
            var log = ""
            print("into", 42, to: &log)
            print("more", terminator: "", to: &log)
            print(log.count, log)
            """) == ["12 into 42", "more"])
    }
}

extension DifferentialCollectionTests {
    @Test func allCasesUnqualifiedInsideTheEnumsStaticMembers() throws {
        // It was "cannot find 'allCases' in scope" when the comparison ran.
        #expect(try output(of: """
            enum Suit: String, CaseIterable, Comparable {
                case clubs, diamonds, hearts, spades
                static func < (l: Suit, r: Suit) -> Bool { allCases.firstIndex(of: l)! < allCases.firstIndex(of: r)! }
                static var first: Suit { allCases[0] }
            }
            print(Suit.allCases.sorted(by: >).map(\\.rawValue), Suit.hearts < Suit.spades, Suit.first)
            """) == [#"["spades", "hearts", "diamonds", "clubs"] true clubs"#])
    }
}

extension DifferentialCollectionTests {
    @Test func aFailableInitializerThatFailsBeforeItsPropertiesRunsNoDeinit() throws {
        // It ran `deinit`, which read the unset `x`: "'self' used before all stored properties are initialized".
        #expect(try output(of: """
            final class A {
                let x: Int
                init?(_ v: Int) { if v < 0 { return nil }; x = v }
                deinit { print("deinit A \\(x)") }
            }
            class B {
                var name = "b"
                init?(fail: Bool) { if fail { return nil } }
                deinit { print("deinit B") }
            }
            let a = A(-1)
            print(a == nil)
            let b = B(fail: true)
            print(b == nil)
            """) == ["true", "deinit B", "true"])
    }
}
