import Testing
import VivariumContinuation
@testable import VivariumSyntax

/// `ContinuationScanner.isComplete` decides when the shell prompts `...>` (in `viv`, which links
/// no front end); `Frontend.needsContinuation` is the same scanner on the daemon's side.
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
        #expect(!ContinuationScanner.isComplete(text))
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
        #expect(ContinuationScanner.isComplete(text))
    }
}
