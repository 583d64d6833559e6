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

    /// An attribute on a line of its own (Xcode's templates write `@Observable`, `@MainActor`,
    /// `@available(…)` so) continues onto the declaration on the next line; a comment after it
    /// does not end it, a declaration does.
    @Test(arguments: [
        "@Observable",
        "@MainActor",
        "@available(iOS 17, *)",
        "@MainActor @Observable",
        "@available(iOS 17.0, *) // since the new API",
        "@objc(tickWithTimer:)",
        "struct A {}\n\n@main",
        "@propertyWrapper\n",
    ])
    func attributeAlone(_ text: String) {
        #expect(!ContinuationScanner.isComplete(text))
        // The front end's own bound on nesting is not about attributes.
        #expect(!Frontend.needsContinuation(text))
    }

    @Test(arguments: [
        "@Observable\nclass Model {}",
        "@MainActor\nfinal class Store { var x = 1 }",
        "@available(iOS 17, *)\nfunc f() {}",
        "inspect @7",
        "tap \"@home\"",
        "let mail = \"a@b.c\"",
        "struct V { @State var x = 0 }",
    ])
    func attributeWithItsDeclaration(_ text: String) {
        #expect(ContinuationScanner.isComplete(text))
    }
}
