import SwiftParser
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
        test.swift:2:13: error: consecutive declarations on a line must be separated by ';'
            var x = )
                    ^
        """])
    }

    /// Two statements or declarations on one line: swiftc's wording ("separated by ';'"), where
    /// the parser's says "by newline or ';'" (swiftc 6.3 -typecheck on the same text).
    @Test func consecutiveStatementsAreWordedAsSwiftcWordsThem() {
        let file = SourceFile(name: "test.swift", text: "let a = 1 let b = 2\nstruct S { var x = 1 var y = 2 }\n")
        #expect(Frontend.lower(file).diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "1:10 consecutive statements on a line must be separated by ';'",
            "2:21 consecutive declarations on a line must be separated by ';'",
        ])
    }

    /// A closing bracket left out (a snippet pasted from a blog without its last `}`):
    /// swiftc's wording and place — a missing `}` or `)` at the token where it was expected (the
    /// end of the file, the next line's first token), a missing `]` after the last element
    /// (swiftc 6.3 -typecheck on the same texts).
    @Test func missingClosingBracketsAreWordedAndPlacedAsSwiftcDoes() {
        func first(_ text: String) -> String? {
            Frontend.lower(SourceFile(name: "test.swift", text: text)).diagnostics.first
                .map { "\($0.location.line):\($0.location.column) \($0.message)" }
        }
        #expect(first("struct S {\n  func f() {\n  }\n") == "4:1 expected '}' in struct")
        #expect(first("class C {\n  var x = 1\n") == "3:1 expected '}' in class")
        #expect(first("enum E {\n  case a\n// done\n") == "4:1 expected '}' at end of enum")
        #expect(first("extension Int {\n  var z: Int { 0 }\n") == "3:1 expected '}' at end of extension")
        #expect(first("func f() {\n  print(1)\n") == "3:1 expected '}' at end of brace statement")
        #expect(first("let g = {\n  print(1)\n") == "3:1 expected '}' at end of closure")
        #expect(first("func k() {\n  print((1, 2)\n  let y = 3\n}\n") == "3:3 expected ')' in expression list")
        #expect(first("let a = [1, 2\n") == "1:14 expected ']' in container literal expression")
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
        ("let x = 1️⃣#stringify(1)", "the macro '#stringify'"),
        ("func f() { switch x { case 1: if y { 1️⃣fallthrough }\ndefault: break } }", "'fallthrough' other than as the last statement of a case"),
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
        struct S { static prefix func ~(a: S) -> S { a } }
        func f() { struct S {}; @State var x = 1; let r = /abc/; do {} catch is P, is S {} }
        let ok = 1
        """
        let result = Frontend.lower(SourceFile(name: "test.swift", text: source))
        let messages = result.diagnostics.map(\.message)
        #expect(messages == [
            "not supported in the playground: associated types",
            "not supported in the playground: initializers outside a type",
            "not supported in the playground: prefix operator functions other than a type's '-', '+' and '!'",
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

    /// The walk every input takes (over raw nodes) finds a tree over a limit exactly when the
    /// exact walk does, and then gives the exact walk's diagnostic: hostile input still gets
    /// its diagnostic (a missed limit would crash the worker), ordinary input none.
    @Test func theFastWalkAgreesWithTheExactWalk() {
        var texts: [String] = []
        for n in stride(from: 100, through: 260, by: 4) { texts.append("let z = a" + String(repeating: ".b", count: n)) }
        for n in [255, 256, 257, 300] { texts.append("let x = " + Array(repeating: "1", count: n + 1).joined(separator: " + ")) }
        for n in [60, 120, 200] { texts.append("let f = " + String(repeating: "{ ", count: n) + String(repeating: "} ", count: n)) }
        for n in [60, 120, 200] { texts.append("let p = " + String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)) }
        texts.append("print(f(1))")
        var over = 0
        for text in texts {
            let source = SourceFile(name: "test.swift", text: text)
            let tree = Parser.parse(source: text)
            let exact = SizeLimits.check(tree, source: source)
            #expect(SizeLimits.walk(tree, source: source).overLimit == exact, "\(text.prefix(40))…")
            if exact != nil { over += 1 }
        }
        #expect(over > 0 && over < texts.count)
    }

    /// The place the exact walk reports: the member access 400 levels down the chain.
    @Test func deepNestingIsLocated() {
        let text = "let z = a" + String(repeating: ".b", count: 2_000)
        let diagnostic = Frontend.lower(SourceFile(name: "test.swift", text: text)).diagnostics.first
        #expect(diagnostic?.location == SourceLocation(file: "test.swift", line: 1, column: 3_225))
    }

    /// A file's own `infix operator` and `precedencegroup` fold its expressions: `1 + 2 ** 3 * 2`
    /// is `1 + ((2 ** 3) * 2)` with `**` at MultiplicationPrecedence, and `|>` below the ternary
    /// groups to the left (swiftc prints 17 and "value 10" for the same file).
    @Test func aFilesOwnOperatorsFoldItsExpressions() {
        let result = Frontend.lower(SourceFile(name: "test.swift", text: """
        infix operator **: MultiplicationPrecedence
        precedencegroup PipePrecedence {
            associativity: left
            lowerThan: TernaryPrecedence
        }
        infix operator |>: PipePrecedence
        func ** (base: Int, power: Int) -> Int { base }
        let a = 1 + 2 ** 3 * 2
        let b = 5 |> f |> g
        """))
        #expect(result.diagnostics.isEmpty)
        let values = result.program.declarations.compactMap { declaration -> Expr? in
            if case .variable(let binding) = declaration { return binding.initializer }
            return nil
        }
        guard values.count == 2, case .binary("+", _, let product) = values[0].kind, case .binary("*", let power, _) = product.kind,
              case .binary("**", _, _) = power.kind, case .binary("|>", let left, _) = values[1].kind,
              case .binary("|>", _, _) = left.kind else {
            Issue.record("not folded by the file's operators: \(values.map(\.kind))")
            return
        }
    }

    /// swiftc: "operator implementation without matching operator declaration" at the name, then
    /// "operator is not a known binary operator" at the use.
    @Test func anOperatorFunctionWithoutItsDeclaration() {
        let (source, line, column) = extractMarker("func 1️⃣%% (a: Int, b: Int) -> Int { a + b }\nlet x = 1 %% 2")
        let diagnostics = Frontend.lower(SourceFile(name: "test.swift", text: source)).diagnostics
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
            "\(line):\(column) operator implementation without matching operator declaration",
            "2:11 operator is not a known binary operator",
        ])
    }

    /// Folding still runs (and reports) when the tree has an operator sequence.
    @Test func aFoldingErrorIsReported() {
        let result = Frontend.lower(SourceFile(name: "test.swift", text: "let x = 1 == 2 == 3"))
        #expect(result.diagnostics.map { "\($0.location) \($0.message)" }
            == ["test.swift:1:11 adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"])
    }

    @Test func ordinaryCodeIsWithinTheLimits() {
        let text = "let x = " + Array(repeating: "1", count: 200).joined(separator: " + ")
        #expect(!Frontend.lower(SourceFile(name: "test.swift", text: text)).hasErrors)
    }
}
