import Testing
@testable import VivariumInterpreter

/// What safe points and implicit members consult is indexed by declaration, not searched
/// through every type of the program and its bundled modules each time.
@Suite struct TypeIndexTests {
    @Test func onlyTypesWithStaticStorageAreScanned() throws {
        let run = Run()
        try run.load("""
            class Cache { static let shared = Cache(); var items: [String] = [] }
            struct Plain { var x = 1 }
            enum Config { static let name = "app"; static var count = 0 }
            struct Unused { static let never = Cache() }
            """)
        #expect(run.interpreter.types.staticStorageTypes.isEmpty)
        try run.load("let count = Config.count + Cache.shared.items.count")
        // Declaration order, whatever the order of first use.
        #expect(run.interpreter.types.staticStorageTypes == ["Cache", "Config"])
        #expect(run.interpreter.heap.objects.values.map(\.name) == ["Cache#1"])
    }

    @Test func implicitMembersFindTheEnumsDeclaringThem() throws {
        let run = Run()
        try run.load("""
            enum Size { case compact, regular }
            enum Density { case compact, spacious }
            enum Shape { case circle }
            """)
        #expect(run.interpreter.types.enumsDeclaring(case: "compact") == ["Size", "Density"])
        #expect(run.interpreter.types.enumsDeclaring(case: "circle") == ["Shape"])
        #expect(run.interpreter.types.enumsDeclaring(case: "square").isEmpty)
        try run.load("enum Shape { case circle, square }")
        #expect(run.interpreter.types.enumsDeclaring(case: "square") == ["Shape"])
    }
}
