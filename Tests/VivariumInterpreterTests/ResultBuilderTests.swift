import Testing
@testable import VivariumInterpreter

/// User `@resultBuilder` types (SE-0289) and `Dictionary`'s own methods.
@Suite struct ResultBuilderTests {
    static let builder = """
        @resultBuilder
        enum Lines {
            static func buildExpression(_ line: String) -> [String] { ["- " + line] }
            static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
            static func buildOptional(_ part: [String]?) -> [String] { part ?? ["(none)"] }
            static func buildEither(first part: [String]) -> [String] { part.map { $0 + " (first)" } }
            static func buildEither(second part: [String]) -> [String] { part.map { $0 + " (second)" } }
            static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
            static func buildFinalResult(_ lines: [String]) -> String { lines.joined(separator: "|") }
        }
        func lines(@Lines _ make: () -> String) -> String { make() }
        """

    @Test func expressionsOptionalsEithersAndLoops() throws {
        #expect(try output(of: Self.builder + """

            let flag = false
            print(lines {
                "a"
                if flag { "b" }
                if flag { "c" } else { "d" }
                for n in 1...2 { "n\\(n)" }
            })
            """) == ["- a|(none)|- d (second)|- n1|- n2"])
    }

    /// An `if`/`else if`/`else` chain's branches go down swiftc's balanced `buildEither` tree
    /// (the innermost call first): swiftc 6.3.1 prints exactly this line for the same code.
    @Test func elseIfChainsNestEithersAndDeclarationsRun() throws {
        #expect(try output(of: Self.builder + """

            func pick(_ n: Int) -> String {
                lines {
                    let word = "w\\(n)"
                    if n == 0 { word } else if n == 1 { word } else { word }
                }
            }
            print(pick(0), pick(1), pick(2))
            """) == ["- w0 (first) (first) - w1 (second) (first) - w2 (second)"])
    }

    @Test func computedPropertiesAndFunctionsTakeTheAttribute() throws {
        #expect(try output(of: Self.builder + """

            struct Menu {
                var vegan = true
                @Lines var text: String {
                    "soup"
                    if vegan { "salad" }
                }
                @Lines func drinks() -> String { "tea" }
            }
            print(Menu().text, Menu(vegan: false).text, Menu().drinks())
            """) == ["- soup|- salad - soup|(none) - tea"])
    }

    @Test func partialBlocksFoldWithoutBuildBlock() throws {
        #expect(try output(of: """
            @resultBuilder
            enum Sum {
                static func buildPartialBlock(first: Int) -> Int { first }
                static func buildPartialBlock(accumulated: Int, next: Int) -> Int { accumulated + next }
            }
            func total(@Sum _ make: () -> Int) -> Int { make() }
            print(total { 1; 2; 3 })
            """) == ["6"])
    }

    @Test func dictionaryMethodsKeepKeys() throws {
        #expect(try output(of: """
            let prices = ["tea": 2, "cake": 5, "jam": 0]
            print(prices.mapValues { $0 * 2 }["cake"]!, prices.filter { $0.value > 1 }.count)
            print(["a": "1", "b": "x"].compactMapValues { Int($0) })
            var stock = ["tea": 1]
            stock.merge(["tea": 2, "jam": 3]) { old, new in old + new }
            print(stock["tea"]!, stock["jam"]!, stock.merging(["tea": 9]) { $1 }["tea"]!)
            print(stock.updateValue(7, forKey: "jam") ?? 0, stock["jam"]!, stock.updateValue(1, forKey: "new") == nil)
            """) == ["10 2", "[\"a\": 1]", "3 3 9", "3 7 true"])
    }
}
