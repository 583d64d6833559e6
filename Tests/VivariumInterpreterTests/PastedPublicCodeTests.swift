import Testing
@testable import VivariumInterpreter

/// Swift idioms of public SwiftUI code (tutorials, learners' apps, sample code) that ran wrong
/// or failed when pasted (issue 23, item 4); each expectation is swiftc 6.3.1's own output of
/// the same program.
@Suite struct PastedPublicCodeTests {
    @Test func firstIndexAndLastIndexWithATrailingClosureSearchByThePredicate() throws {
        #expect(try output(of: """
            struct Player { let name: String }
            let players = [Player(name: "Mia"), Player(name: "Kai"), Player(name: "Mia")]
            print(players.firstIndex { $0.name == "Kai" } ?? -1, players.lastIndex { $0.name == "Mia" } ?? -1)
            print(players.firstIndex { $0.name == "Zoe" } as Any, [3, 1, 3].lastIndex(of: 3) as Any)
            """) == ["1 2", "nil Optional(2)"])
    }

    @Test func characterSetContainsAUnicodeScalarOfAString() throws {
        #expect(try output(of: """
            let input = "ada 42!"
            print(input.unicodeScalars.filter { CharacterSet.letters.contains($0) }.count,
                  input.unicodeScalars.contains { CharacterSet.decimalDigits.contains($0) })
            """) == ["3 true"])
    }

    @Test func aStructsLazyVarIsMadeAtItsFirstReadWithSelf() throws {
        #expect(try output(of: """
            struct Profile {
                var name = "ada"
                lazy var greeting: String = { print("making greeting"); return "Hi, " + name }()
                mutating func shout() -> String { greeting.uppercased() }
            }
            var profile = Profile()
            print("made")
            profile.name = "grace"
            print(profile.greeting)
            print(profile.greeting)
            var other = Profile(name: "x", greeting: "given")
            print(other.greeting)
            var third = Profile()
            print(third.shout(), third.greeting)
            """) == ["made", "making greeting", "Hi, grace", "Hi, grace", "given", "making greeting", "HI, ADA Hi, ada"])
    }

    @Test func stringRangeOfAndItsReplacement() throws {
        #expect(try output(of: """
            let text = "Hello, World"
            if let range = text.range(of: "World") {
                print(text[range], text.replacingCharacters(in: range, with: "Swift"))
            }
            print(text.range(of: "world") == nil, text.range(of: "world", options: .caseInsensitive) != nil)
            var word = "wift"
            word.insert("s", at: word.startIndex)
            print(word)
            """) == ["World Hello, Swift", "true true", "swift"])
    }

    @Test func losslessStringInitializersAndInsertingContents() throws {
        #expect(try output(of: """
            print(Bool("true") as Any, Bool("yes") as Any, Character("a").isLetter)
            var numbers = [1, 2, 3]
            numbers.insert(contentsOf: [8, 9], at: 1)
            print(numbers, numbers.count)
            """) == ["Optional(true) nil true", "[1, 8, 9, 2, 3] 5"])
    }

    @Test func aFunctionDeclaredDoubleReturnsADoubleForAnIntegerLiteralResult() throws {
        #expect(try output(of: """
            struct Expense { var amount: Double }
            func total(_ items: [Expense]) -> Double { items.reduce(0) { $0 + $1.amount } }
            func average(_ items: [Expense]) -> Double {
                guard !items.isEmpty else { return 0 }
                return total(items) / Double(items.count)
            }
            print(total([]), average([]), total([Expense(amount: 2.5)]))
            """) == ["0.0 0.0 2.5"])
    }
}
