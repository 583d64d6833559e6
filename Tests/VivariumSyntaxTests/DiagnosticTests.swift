import Testing
@testable import VivariumSyntax

/// Diagnostics point where `1️⃣` is in the source and render like compiler output.
@Suite struct DiagnosticTests {
    private func rendered(_ marked: String) -> (text: [String], line: Int, column: Int) {
        let (source, line, column) = extractMarker(marked)
        let file = SourceFile(name: "test.swift", text: source)
        return (Frontend.lower(file).diagnostics.map { $0.rendered(in: file) }, line, column)
    }

    @Test func syntaxError() {
        let (text, line, column) = rendered("""
        struct V {
            var x = 1️⃣)
        }
        """)
        #expect((line, column) == (2, 13))
        #expect(text == ["""
        test.swift:2:13: error: expected expression in variable
            var x = )
                    ^
        """, """
        test.swift:2:13: error: unexpected code ')' in struct
            var x = )
                    ^
        """])
    }

    /// The line a diagnostic quotes: lines end at `\n` or `\r\n` (a CRLF paste quotes its line
    /// without the `\r`), the last may be empty, and there is none past the end.
    @Test func theQuotedLineIsFoundWhateverTheLineEndings() {
        let unix = SourceFile(name: "a.swift", text: "let a = 1\n\nlet café = \"é\"\n")
        #expect((1...4).map { unix.line($0) } == ["let a = 1", "", "let café = \"é\"", ""])
        #expect(unix.line(5) == nil && unix.line(0) == nil)
        let windows = SourceFile(name: "b.swift", text: "struct V {\r\n    var x = )\r\n}")
        #expect(windows.line(2) == "    var x = )")
        #expect(windows.line(3) == "}")
        let diagnostic = Diagnostic.error("expected expression", at: SourceLocation(file: "b.swift", line: 2, column: 13))
        #expect(diagnostic.rendered(in: windows) == "b.swift:2:13: error: expected expression\n    var x = )\n            ^")
    }

    @Test func syntaxErrorsLeaveTheProgramEmpty() {
        let result = Frontend.lower(SourceFile(name: "a.swift", text: "struct A {}\nlet = 3"))
        #expect(result.hasErrors)
        #expect(result.program.declarations.isEmpty)
        #expect(result.program.file == "a.swift")
    }

    @Test func subscriptsLowerToGetterAndSetterMethods() {
        let result = Frontend.lower(SourceFile(name: "test.swift", text: """
        struct Grid {
            var cells = [0]
            subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } }
            subscript(row r: Int) -> Int { r }
        }
        """))
        #expect(result.diagnostics.isEmpty)
        guard case .type(let grid) = result.program.declarations.first else { Issue.record("no type"); return }
        let functions = grid.members.compactMap { if case .function(let f) = $0 { return f } else { return nil } }
        #expect(functions.map(\.name) == ["subscript", "subscript(set)", "subscript"])
        #expect(functions.map { $0.parameters.map(\.label) } == [[nil], [nil, nil], ["row"]])
        #expect(functions[1].modifiers.contains(.mutating))
        #expect(functions[1].parameters.last?.name == "newValue")
    }

    @Test(arguments: [
        ("1️⃣precedencegroup Strong {}", "precedence group declarations"),
        ("1️⃣prefix operator +++", "operator declarations"),
        ("let x = 1️⃣#stringify(1)", "macro expansion expressions"),
        ("func f() { switch x { case 1: 1️⃣fallthrough\ndefault: break } }", "'fallthrough'"),
        ("func f() { 1️⃣@State var x = 1 }", "attributes on local variables"),
        ("func f() { switch x { case 1: break\n1️⃣@frozen default: break } }", "attributes on switch cases"),
    ])
    func notSupportedConstructs(_ marked: String, _ construct: String) {
        let (source, line, column) = extractMarker(marked)
        let diagnostics = Frontend.lower(SourceFile(name: "test.swift", text: source)).diagnostics
        #expect(diagnostics == [.notSupported(construct, at: SourceLocation(file: "test.swift", line: line, column: column))])
    }

    /// `@Bindable var model = model` in a body (SwiftUI's way to bind to an environment
    /// `@Observable`) and `@unknown default:` lower without a diagnostic.
    @Test func bindableLocalAndUnknownDefault() {
        let result = Frontend.lower(SourceFile(name: "test.swift", text: """
        func f(model: Model) -> Int {
            @Bindable var model = model
            switch 1 {
            case 1: return 1
            @unknown default: return 0
            }
        }
        """))
        #expect(result.diagnostics.isEmpty)
        guard case .function(let function) = result.program.declarations.first,
              case .variable(let binding) = function.body.first?.kind,
              case .switch(_, let cases) = function.body.last?.kind else { Issue.record("not lowered"); return }
        #expect(binding.modifiers.contains(.bindable))
        #expect(cases.count == 2)
        #expect(cases.last?.patterns.isEmpty == true)  // a default
    }

    @Test func previewIsAViewBuilderFunction() {
        let (source, line, column) = extractMarker("struct V {}\n1️⃣#Preview(\"Main\") { V() }")
        let result = Frontend.lower(SourceFile(name: "test.swift", text: source))
        #expect(result.diagnostics.isEmpty)
        let previews = Preview.all(in: result.program)
        #expect(previews.map(\.name) == ["Main"])
        #expect(previews.first?.location == SourceLocation(file: "test.swift", line: line, column: column))
        guard case .function(let function) = result.program.declarations.last else { Issue.record("no function"); return }
        #expect(function.hasAttribute("ViewBuilder"))
        #expect(function.body.count == 1)
    }

    @Test func previewableStateMovesIntoAGeneratedView() {
        let result = Frontend.lower(SourceFile(name: "test.swift", text: """
        #Preview {
            @Previewable @State var count = 0
            Text("\\(count)")
        }
        """))
        #expect(result.diagnostics.isEmpty)
        guard case .type(let content) = result.program.declarations.first else { Issue.record("no view"); return }
        #expect(content.name == "Preview_test_1")
        let names = content.members.compactMap { if case .property(let p) = $0 { return p.name } else { return nil } }
        #expect(names == ["count", "body"])
        guard case .property(let count) = content.members[0] else { return }
        #expect(count.wrapper?.name == "State")
        #expect(Preview.all(in: result.program).count == 1)
    }

    @Test func memberLocationIsTheName() throws {
        let (source, line, column) = extractMarker("model.1️⃣missing()")
        let expr = try #require(expression(source))
        guard case .call(let callee, _) = expr.kind else { Issue.record("\(expr.kind)"); return }
        #expect(callee.location == SourceLocation(file: "test.swift", line: line, column: column))
        #expect(expr.location.column == 1)
    }
}

/// Constructs outside the subset are reported, never crash, and the rest still lowers (a
/// protocol's associated type is accepted; one outside a protocol is not Swift; a regex
/// literal lowers to a `Regex`).
@Suite struct UnsupportedInputTests {
    @Test func reportsEveryConstructInOnePass() {
        let source = """
        protocol P { associatedtype Item; var x: Int { get } }
        enum E { associatedtype Item }
        init() {}
        struct S { static prefix func -(a: S) -> S { a } }
        func f() { struct S {}; @State var x = 1; let r = /abc/; do {} catch is P, is S {} }
        let ok = 1
        """
        let result = Frontend.lower(SourceFile(name: "test.swift", text: source))
        let messages = result.diagnostics.map(\.message)
        #expect(messages == [
            "not supported in the playground: associated types",
            "not supported in the playground: initializers outside a type",
            "not supported in the playground: prefix and postfix operator functions",
            "not supported in the playground: two types named 'S' where one is local",
            "not supported in the playground: attributes on local variables",
            "not supported in the playground: catch clauses with several patterns",
        ])
        #expect(result.program.declarations.count == 5)  // P, E, S, f, ok
    }

    /// A type declared in a function body lowers beside the file's types, after the
    /// declaration that holds it.
    @Test func aLocalTypeIsDeclaredBesideTheFileTypes() {
        let source = """
        struct Client { func load() -> Int { struct Envelope { let count: Int }; return Envelope(count: 2).count } }
        """
        let result = Frontend.lower(SourceFile(name: "test.swift", text: source))
        #expect(result.diagnostics.isEmpty)
        let names = result.program.declarations.compactMap { declaration -> String? in
            if case .type(let type) = declaration { return type.name }
            return nil
        }
        #expect(names == ["Client", "Envelope"])
    }
}

@Suite struct SizeLimitTests {
    /// Pathological inputs get a diagnostic before folding or lowering recurse into them.
    @Test func aVeryLongOperatorChainIsRejected() {
        let text = "let x = " + Array(repeating: "1", count: 1_000).joined(separator: " + ")
        let result = Frontend.lower(SourceFile(name: "test.swift", text: text))
        #expect(result.diagnostics.map(\.message) == ["not supported in the playground: an expression with more than 256 operators"])
        #expect(result.diagnostics.first?.location.column == 9)
    }

    @Test func veryDeepNestingIsRejected() {
        let text = "let z = a" + String(repeating: ".b", count: 2_000)
        let result = Frontend.lower(SourceFile(name: "test.swift", text: text))
        #expect(result.diagnostics.map(\.message) == ["not supported in the playground: code nested more than 400 levels deep"])
    }

    @Test func ordinaryCodeIsWithinTheLimits() {
        let text = "let x = " + Array(repeating: "1", count: 200).joined(separator: " + ")
        #expect(!Frontend.lower(SourceFile(name: "test.swift", text: text)).hasErrors)
    }
}
