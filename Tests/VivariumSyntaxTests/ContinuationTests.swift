import Testing
@testable import VivariumSyntax

/// `Frontend.needsContinuation` decides when the shell prompts `...>`.
@Suite struct ContinuationTests {
    @Test(arguments: [
        "struct V: View {",
        "print(",
        "let xs = [1, 2,",
        "if a {\n  if b {\n  }",
        "let s = \"\"\"\nfirst line",
        "let s = \"open",
        "let s = #\"raw \" still open",
        "/* comment",
        "Text(\"\\(count)\"",
    ])
    func incomplete(_ text: String) {
        #expect(Frontend.needsContinuation(text))
    }

    @Test(arguments: [
        "",
        "print(1)",
        "struct V {}",
        "let s = \"{ ( [\"",
        "let s = \"\"\"\n{\n\"\"\"",
        "let x = 1 // {",
        "/* { */ let y = 2",
        "Text(\"\\(f(\")\"))\")",
        "let s = #\"a \\( \"#",
        "}",
    ])
    func complete(_ text: String) {
        #expect(!Frontend.needsContinuation(text))
    }
}
