import Testing
@testable import VivariumShell

@Suite struct TranscriptTests {
    static let canonical = """
        # seed 003, experiment 4
        # the parent creates four children
        viv> struct ChildView: View {
        ...>     var body: some View {
        ...>
        ...>         Text("child")
        ...>     }
        ...> }

        # a comment set apart

        viv> mount ChildView()
        ChildView
        └─ Text "child"

        blank line above is part of the reply

        viv> tree

        """

    @Test func parsesInputsContinuationsCommentsAndExpectations() throws {
        let transcript = try Transcript(parsing: Self.canonical)
        #expect(transcript.commands.map(\.input) == [
            "struct ChildView: View {\n    var body: some View {\n\n        Text(\"child\")\n    }\n}",
            "mount ChildView()",
            "tree",
        ])
        #expect(transcript.commands.map(\.line) == [3, 12, 18])
        #expect(transcript.commands[0].expected == [])
        #expect(transcript.commands[1].expected == [
            "ChildView", "└─ Text \"child\"", "", "blank line above is part of the reply",
        ])
        #expect(transcript.items.map(\.blankLineBefore) == [false, false, false, true, true, true])
    }

    @Test func canonicalTextRoundTrips() throws {
        let transcript = try Transcript(parsing: Self.canonical)
        #expect(transcript.serialized() == Self.canonical)
        #expect(try Transcript(parsing: transcript.serialized()) == transcript)
    }

    @Test func layoutIsNormalizedWhenWriting() throws {
        let messy = "\n\n# header\n\n\n\nviv> a\nreply a\n\n\n\nviv> b\r\nviv> c\n# about d\nviv> d\n"
        #expect(try Transcript(parsing: messy).serialized() == """
            # header

            viv> a
            reply a

            viv> b

            viv> c

            # about d
            viv> d

            """)
    }

    @Test func inputOnlyFileIsValid() throws {
        let transcript = try Transcript(parsing: "viv> mount A()\nviv> tap \"Go\"\n")
        #expect(transcript.commands.map(\.input) == ["mount A()", "tap \"Go\""])
        #expect(transcript.commands.allSatisfy { $0.expected.isEmpty })
    }

    @Test func strayTextIsAnError() {
        #expect(throws: Transcript.ParseError(line: 2, message: "expected an input (`viv> `), a comment (`#`) or a blank line")) {
            try Transcript(parsing: "# ok\nmount A()\n")
        }
        #expect(throws: Transcript.ParseError.self) {
            try Transcript(parsing: "viv> a\nreply\n...> late\n")
        }
    }

    @Test func replacingExpectationsKeepsInputsAndComments() throws {
        let transcript = try Transcript(parsing: "# c\nviv> a\nold\n\nviv> b\n")
        let updated = transcript.replacingExpectations(with: [["new a"], ["new b", "more"]])
        #expect(updated.serialized() == "# c\nviv> a\nnew a\n\nviv> b\nnew b\nmore\n")
    }
}
