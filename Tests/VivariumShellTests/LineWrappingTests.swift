import Testing
@testable import VivariumShell

/// Output fits the terminal: long lines break at spaces with a hanging indent, never in a word.
@Suite struct LineWrappingTests {
    @Test func aLongLineBreaksAtSpacesKeepingItsIndentation() {
        let line = "          replaced struct CounterView — in use by the mounted graph (CounterView at ParentView/VStack/CounterView); the graph was rebuilt"
        let wrapped = LineWrapping.wrap(line, width: 60)
        #expect(wrapped.count > 1)
        #expect(wrapped.allSatisfy { $0.count <= 60 })
        #expect(wrapped[0].hasPrefix("          replaced"))
        #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("            ") && !$0.hasPrefix("             ") })
        // No word is cut: joining the pieces gives the words back in order.
        let words = wrapped.flatMap { $0.split(separator: " ") }
        #expect(words == line.split(separator: " "))
    }

    @Test func shortLinesAndLongWordsAreKept() {
        #expect(LineWrapping.wrap("tree", width: 80) == ["tree"])
        let path = String(repeating: "Parent/", count: 20)
        #expect(LineWrapping.wrap("at \(path) here", width: 40) == ["at", "  \(path)", "  here"])
    }
}
