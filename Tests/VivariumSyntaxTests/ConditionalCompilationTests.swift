import Testing
@testable import VivariumSyntax

/// `#if` is evaluated as an iOS simulator debug build by Swift 6.3: only the active clause
/// is lowered, wherever the `#if` is.
@Suite struct ConditionalCompilationTests {
    private func lower(_ source: String) -> LoweringResult {
        Frontend.lower(SourceFile(name: "test.swift", text: source))
    }

    private func names(_ result: LoweringResult) -> [String] {
        result.program.declarations.compactMap {
            switch $0 {
            case .type(let type): return type.name
            case .variable(let variable): return variable.name
            case .function(let function): return function.name
            default: return nil
            }
        }
    }

    @Test(arguments: [
        ("os(iOS)", true), ("os(macOS)", false), ("DEBUG", true), ("RELEASE", false),
        ("targetEnvironment(simulator)", true), ("canImport(SwiftUI)", true), ("canImport(UIKit)", true),
        ("canImport(AppKit)", false), ("swift(>=6)", true), ("swift(>=6.3)", true), ("swift(>=6.4)", false),
        ("compiler(>=6.3)", true), ("compiler(>=6.4)", false), ("!os(iOS)", false), ("os(iOS) && DEBUG", true),
        ("arch(arm64)", true), ("os(watchOS) || os(tvOS)", false),
    ])
    func conditions(_ condition: String, _ active: Bool) {
        let result = lower("#if \(condition)\nlet yes = 1\n#else\nlet no = 1\n#endif")
        #expect(result.diagnostics.isEmpty)
        #expect(names(result) == [active ? "yes" : "no"])
    }

    @Test func membersStatementsAndCases() {
        let result = lower("""
        struct S {
            #if DEBUG
            var debug = 1
            #else
            var release = 1
            #endif
            func f(x: Int) {
                #if os(iOS)
                print("iOS")
                #endif
                switch x {
                #if DEBUG
                case 1: print(1)
                #endif
                default: break
                }
            }
        }
        """)
        #expect(result.diagnostics.isEmpty)
        guard case .type(let type) = result.program.declarations.first else { Issue.record("no type"); return }
        let properties = type.members.compactMap { if case .property(let p) = $0 { return p.name } else { return nil } }
        #expect(properties == ["debug"])
        guard case .function(let function) = type.members.last else { Issue.record("no function"); return }
        #expect(function.body.count == 2)
        guard case .switch(_, let cases) = function.body[1].kind else { Issue.record("no switch"); return }
        #expect(cases.count == 2)
    }

    @Test func postfixModifiersApplyToTheBase() {
        let result = lower("""
        let v = Text("a")
            #if os(iOS)
            .padding()
            #else
            .bold()
            #endif
            .italic()
        """)
        #expect(result.diagnostics.isEmpty)
        guard case .variable(let variable) = result.program.declarations.first,
              case .call(let outer, _)? = variable.initializer?.kind,
              case .member(let padded, "italic") = outer.kind,
              case .call(let inner, _) = padded.kind,
              case .member(let base, "padding") = inner.kind,
              case .call(let text, _) = base.kind, case .identifier("Text") = text.kind else {
            Issue.record("unexpected \(String(describing: result.program.declarations.first))")
            return
        }
    }

    @Test func inactiveClausesAreNotChecked() {
        let result = lower("#if os(macOS)\nactor A {}\nlet x = NSView()\n#endif\nlet y = 1")
        #expect(result.diagnostics.isEmpty)
        #expect(names(result) == ["y"])
    }

    @Test func previewsInsideDebugAreKept() {
        let result = lower("#if DEBUG\n#Preview { Text(\"a\") }\n#endif")
        #expect(result.diagnostics.isEmpty)
        #expect(Preview.all(in: result.program).count == 1)
    }

    @Test func backtickedNamesAreTheNamesTheyDeclare() {
        let result = lower("enum K { case `switch`, `default` }\nlet k = K.`default`")
        #expect(result.diagnostics.isEmpty)
        guard case .type(let type) = result.program.declarations.first else { Issue.record("no type"); return }
        let cases = type.members.compactMap { if case .enumCase(let c) = $0 { return c.name } else { return nil } }
        #expect(cases == ["switch", "default"])
        guard case .variable(let variable) = result.program.declarations.last,
              case .member(_, let name)? = variable.initializer?.kind else { Issue.record("no member"); return }
        #expect(name == "default")
    }

    @Test func invalidConditionIsReportedInTheCompilersWords() {
        let (source, line, column) = extractMarker("#if os(iOS) || 1️⃣madeUp(thing)\nlet x = 1\n#endif")
        let result = lower(source)
        #expect(result.diagnostics == [.error("invalid conditional compilation expression",
                                               at: SourceLocation(file: "test.swift", line: line, column: column))])
    }
}
