import Testing
@testable import VivariumInterpreter

/// Swift forms that real public code, pasted as is, met first (issue 23, item 4); each output
/// is what swiftc 6.3.1 prints for the same program.
@Suite struct PastedRealCodeTests {
    /// "Nested Types": a nested name resolves innermost enclosing type first, also when its
    /// owner shares a name with another type's (`Pin.Constants`, `Flag.Constants`) and the
    /// file declares the same name at the top level.
    @Test func nestedTypeInsideSharedOwnerIsItsOwn() throws {
        let printed = try output(of: """
            struct Marker { let label: String }
            struct Pin {
                func describe() -> String { "\\(Constants.Marker.size) \\(Marker(label: "top").label)" }
                private enum Constants { enum Marker { static let size = 12 } }
            }
            struct Flag {
                func describe() -> String { "\\(Constants.gap) \\(Constants.Marker.size)" }
                private enum Constants {
                    static let gap = 5
                    enum Marker { static let size = 30 }
                }
            }
            print(Pin().describe(), Flag().describe())
            """)
        #expect(printed == ["12 top 5 30"])
    }

    /// An implicit `.init(…)` whose context is an array or a dictionary type calls that
    /// collection's initializer, in a stored property's default, a parameter's default and a
    /// typed constant alike.
    @Test func implicitInitOfCollectionContext() throws {
        let printed = try output(of: """
            struct Entry { var text: String }
            final class Journal {
                var entries: [Entry] = .init()
                var tally: [String: Int] = .init()
                var slots: [Int] = .init(repeating: 0, count: 2)
                init(entries: [Entry] = .init()) { self.entries = entries }
            }
            let empty = Journal()
            let one = Journal(entries: [Entry(text: "a")])
            let sorted: [Int] = .init([3, 1, 2].sorted())
            print(empty.entries.count, one.entries.count, empty.tally.isEmpty, empty.slots, sorted)
            """)
        #expect(printed == ["0 1 true [0, 0] [1, 2, 3]"])
    }

    /// "Optionals": an optional a user extension of `Array`, `String` or `Int` returns prints as
    /// `Optional(…)` (also through `as Any` and a constant it initializes), and `Optional.map`
    /// on `split(…).first` inside `extension String` maps the word, not its characters.
    @Test func optionalResultsOfStandardTypeExtensionsPrintAsOptionals() throws {
        let printed = try output(of: """
            extension Array { var only: Element? { count == 1 ? first : nil } }
            extension String { var firstWord: String? { split(separator: " ").first.map(String.init) } }
            extension Int { func half() -> Int? { self % 2 == 0 ? self / 2 : nil } }
            let word = "ada lovelace".firstWord
            print([7].only as Any, [1, 2].only as Any, 8.half() as Any, word as Any)
            """)
        #expect(printed == ["Optional(7) nil Optional(4) Optional(\"ada\")"])
    }

    /// Foundation's `String.appending(_:)`: a new string, the receiver unchanged.
    @Test func stringAppendingMakesANewString() throws {
        let printed = try output(of: """
            import Foundation
            var typed = "12"
            let longer = typed.appending("34")
            print(longer, typed, longer.appending("").count)
            """)
        #expect(printed == ["1234 12 4"])
    }
}
