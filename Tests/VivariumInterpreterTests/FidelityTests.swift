import Testing
@testable import VivariumInterpreter

/// Swift semantics found wrong in acceptance testing against swiftc 6.3.1, each checked
/// against swiftc's own output.
@Suite struct FidelityTests {
    @Test func aProtocolExtensionProvidesTheDefaultImplementation() throws {
        #expect(try output(of: """
            protocol P2 { func f() -> Int }
            extension P2 { func f() -> Int { return 42 }; func g() -> Int { f() + f() } }
            struct S: P2 {}
            print(S().f(), S().g())
            """) == ["42 84"])
    }

    @Test func structPropertyObserversRun() throws {
        #expect(try output(of: """
            struct O { var v = 0 { willSet { print("will", v, newValue) } didSet { print("did", oldValue, v) } } }
            var o = O()
            o.v = 5
            print(o.v)
            """) == ["will 0 5", "did 0 5", "5"])
    }

    @Test func aFailableStructInitializerCanFail() throws {
        #expect(try output(of: """
            struct T { var c: Double; init?(s: String) { guard let v = Double(s) else { return nil }; c = v } }
            print(T(s: "x") == nil, T(s: "2")!.c)
            """) == ["true 2.0"])
    }

    @Test func printWithAnEmptyTerminatorContinuesTheLine() throws {
        #expect(try output(of: """
            for i in 0..<3 { print(i, terminator: " ") }
            print("end")
            """) == ["0 1 2 end"])
    }

    @Test func stringFilterIsAString() throws {
        #expect(try output(of: #"print("a-b-c".filter { $0 != "-" })"#) == ["abc"])
    }

    @Test func aLazyPropertyIsInitializedOnFirstAccess() throws {
        #expect(try output(of: """
            class Lz { lazy var big: Int = { print("lazy init"); return 7 }(); init() {} }
            let lz = Lz()
            print("before lazy")
            print(lz.big, lz.big)
            """) == ["before lazy", "lazy init", "7 7"])
    }

    @Test func aUserEnumCaseNamedNoneMatches() throws {
        #expect(try output(of: """
            enum Shape { case circle, none }
            switch Shape.none { case .none: print("none!"); case .circle: print("circle") }
            """) == ["none!"])
    }

    @Test func rawValueThroughImplicitSelfAndQualifiedNamesInCollections() throws {
        #expect(try output(of: """
            enum Suit: String { case hearts; func name() -> String { "\\(rawValue)" } }
            struct Point { var x = 1 }
            print(Suit.hearts.name(), [Suit.hearts], [Point()])
            """) == ["hearts [Playground.Suit.hearts] [Playground.Point(x: 1)]"])
    }

    @Test func anUnownedBackReferenceDoesNotMakeACycle() throws {
        let run = Run()
        try run.load("""
            class Card { unowned let owner: Person; init(owner: Person) { self.owner = owner }; deinit { print("C deinit") } }
            class Person { var card: Card?; deinit { print("P deinit") } }
            var p: Person? = Person()
            p!.card = Card(owner: p!)
            p = nil
            """)
        #expect(run.output == ["P deinit", "C deinit"])
        #expect(!run.timeline.contains { $0.hasPrefix("leaked") })
    }
}
