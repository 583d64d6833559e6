import Testing
@testable import VivariumInterpreter

/// Mechanisms added for code pasted from tutorials and sample apps (corpus batch 7).
@Suite struct PastedShapeTests {
    /// Apple's ForEach and List pages show `var body: some View { … }` with no view around it:
    /// outside any type that is a top-level computed variable, which swiftc accepts. Its getter
    /// runs at each read, so it sees the current values of what it reads.
    @Test func aTopLevelComputedVariableRunsItsGetterAtEachRead() throws {
        let printed = try output(of: """
            var count = 1
            var label: String { "count \\(count)" }
            var doubled: Int {
                get { count * 2 }
            }
            print(label)
            count = 5
            print(label, doubled)
            """)
        #expect(printed == ["count 1", "count 5 10"])
    }

    /// "Generics": `T` is the argument's type, or the type the result is expected to have.
    @Test func genericParameterIsBoundFromArgumentsOrResultContext() throws {
        let printed = try output(of: """
            func first<T>(_ items: [T], or fallback: T) -> T { items.first ?? fallback }
            func name<T>(of value: T) -> String { "\\(T.self)" }
            func make<T>(_ type: T.Type) -> String { "\\(T.self)" }
            func wrap<T>(_ text: String) -> [T] { print("T is \\(T.self)"); return [] }
            let numbers: [Int] = wrap("x")
            let maybe: [String]? = wrap("y")
            print(first([1, 2], or: 0), name(of: 2.5), make(String.self), numbers.count, maybe?.count ?? -1)
            """)
        #expect(printed == ["T is Int", "T is String", "1 Double String 0 0"])
    }

    /// A metatype prints without sugar.
    @Test func metatypeNamesSpellSugarOut() {
        #expect(Describe.metatypeName("[Park]") == "Array<Park>")
        #expect(Describe.metatypeName("[String: [Int]]") == "Dictionary<String, Array<Int>>")
        #expect(Describe.metatypeName("Int?") == "Optional<Int>")
        #expect(Describe.metatypeName("Park") == "Park")
    }

    /// "Initialization": a type's own initializer sets stored properties without observers;
    /// a method it calls, a subclass initializer and later code run them.
    @Test func observersDoNotRunInTheTypesOwnInitializer() throws {
        let printed = try output(of: """
            class Base {
                var value = 0 { didSet { print("didSet \\(oldValue) -> \\(value)") } }
                init() { value = 1; bump() }
                func bump() { value += 1 }
            }
            class Child: Base {
                override init() { super.init(); value = 10 }
            }
            struct Draft {
                var text = "" { willSet { print("willSet \\(newValue)") } }
                init() { text = "a" }
            }
            let base = Base()
            _ = Child()
            var draft = Draft()
            draft.text = "b"
            base.value = 5
            """)
        #expect(printed == ["didSet 1 -> 2", "didSet 1 -> 2", "didSet 2 -> 10", "willSet b", "didSet 2 -> 5"])
    }

    /// Bare static members in a stored property's default value, nested types in extensions.
    @Test func staticMembersAndNestedTypesInExtensions() throws {
        let printed = try output(of: """
            struct Deck {
                static let size = 3
                static func makeCards() -> [Card] { (1...size).map { Card(rank: $0) } }
                var cards = makeCards()
                var count = size
            }
            extension Deck {
                struct Card { var rank: Int }
            }
            let deck = Deck()
            print(deck.cards.map(\\.rank), deck.count, Deck.Card(rank: 9).rank)
            """)
        #expect(printed == ["[1, 2, 3] 3 9"])
    }
}
