import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// `.searchSuggestions` shows while the user searches, and a `.searchCompletion` suggestion
/// completes the search text when tapped (Sessions/documented-search-suggestions).
@Suite struct DocumentedSearchTests {
    @Test func suggestionsShowWhileSearchingAndACompletionReplacesTheText() throws {
        let harness = try Harness("""
            struct Finder: View {
                @State var query = ""
                var body: some View {
                    NavigationStack {
                        Text("Results for \\(query)")
                            .searchable(text: $query)
                            .searchSuggestions {
                                Text("Apples").searchCompletion("apple")
                            }
                    }
                }
            }
            """)
        try harness.mount("Finder()")
        #expect(!harness.paths.contains { $0.hasSuffix("SearchSuggestions") }, "no suggestions before the search begins")
        let field = try #require(harness.graph.valueControls(labelled: "Search").first)
        _ = try harness.command { try harness.graph.type(field, text: "ap") }
        #expect(harness.paths.contains { $0.hasSuffix("SearchSuggestions") })
        let suggestion = try #require(harness.graph.buttons(labelled: "Apples").first)
        _ = try harness.command { try harness.graph.tap(suggestion) }
        #expect(try harness.storage("Finder") == ["@State query = \"apple\""])
    }
}
