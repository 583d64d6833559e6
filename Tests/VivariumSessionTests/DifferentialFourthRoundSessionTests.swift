import Testing
@testable import VivariumSession
import VivariumWire

/// The fourth round of differential programs (Tests/Differential, session 15): each expected
/// line is what swiftc 6.3.1's build printed for the same code.
@Suite struct DifferentialFourthRoundSessionTests {
    func output(_ source: String, in session: Session = Session(), sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = session.execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func aTopLevelTuplePatternBindsEachNameOnce() {
        // `let (done, open) = …` at top level was "not supported: destructuring patterns in
        // property declarations". Its value is made once; each name is a variable of its own, an
        // object in it is freed when its variable lets it go, and later inputs see the names.
        let session = Session()
        let reply = session.execute("""
            final class Token { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("freed", n) } }
            func make() -> ([Int], [Int]) { print("made"); return ([1, 2], [3]) }
            let (done, open) = make()
            var (first, second) = (Token(1), Token(2))
            let (x, (y, z)): (Int, (String, Double)) = (1, ("a", 2.5))
            func total() -> Int { done.count + open.count }
            print(total(), first.n, second.n, x, y, z)
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["made", "3 1 2 1 a 2.5"])
        #expect(reply.message?.contains("let done, let open, var first, var second, let x, let y, let z") == true, "\(reply.message ?? "")")
        let reassigned = session.execute("first = Token(3)")
        #expect(reassigned.output == ["freed 1"])
        #expect(reassigned.freed.map(\.id) == ["Token#1"])
        #expect(output("print(done, first.n)", in: session) == ["[1, 2] 3"])
    }

    @Test func aClosureThatIsOneIfOrSwitchHasItsValue() {
        // SE-0380: an `if` or `switch` of single expressions is the value of a closure with no
        // written result. `filter { if case .idle = $0 { true } else { false } }` stopped with
        // "expected a Bool condition, got ()".
        #expect(output("""
            enum Load { case idle, busy(Int) }
            let states: [Load] = [.idle, .busy(2), .idle]
            print(states.filter { if case .idle = $0 { true } else { false } }.count)
            print(states.map { switch $0 { case .idle: "idle"; case .busy(let n): "busy \\(n)" } })
            print([1, 5, 9].map { if $0 > 4 { $0 * 10 } else { $0 } })
            """) == ["2", #"["idle", "busy 2", "idle"]"#, "[1, 50, 90]"])
    }

    @Test func aCharactersOptionalPropertiesPrintAsOptionals() {
        #expect(output("""
            for c in "a7?" { print(c.asciiValue as Any, c.wholeNumberValue as Any, c.hexDigitValue as Any) }
            """) == ["Optional(97) nil Optional(10)", "Optional(55) Optional(7) Optional(7)", "Optional(63) nil nil"])
    }

    @Test func aConstrainedExtensionIsAMemberWhereTheElementsMeetIt() {
        // Three `describe()`s and an unconstrained one: each array takes the one its elements
        // meet, the most constrained first. `["a"].describe()` ran the `Item` extension's and
        // stopped with "'title' on String".
        #expect(output("""
            struct Item { let title: String }
            extension Array where Element == Item { func describe() -> String { map(\\.title).joined(separator: ", ") } }
            extension [String] { func describe() -> String { "strings " + joined(separator: "|") } }
            extension Array<Int> { func describe() -> String { "ints \\(reduce(0, +))" } }
            extension Array { func describe() -> String { "\\(count) values" } }
            extension Collection where Element: Numeric { func total() -> Element { reduce(0, +) } }
            print([Item(title: "Pen")].describe(), ["a", "b"].describe(), [3, 4].describe(), [true].describe())
            print([1, 2].total(), [0.5, 0.25].total())
            """) == ["Pen strings a|b ints 7 1 values", "3 0.75"])
    }

    @Test func aTopLevelWildcardBindingRunsItsValueAndKeepsNothing() {
        // `let _ = store.load()` was "not supported: destructuring patterns in property declarations".
        let reply = Session().execute("""
            final class Store { func load() -> Int { print("loaded"); return 3 }; deinit { print("store freed") } }
            let _ = Store().load()
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["loaded", "store freed"])
    }
}
