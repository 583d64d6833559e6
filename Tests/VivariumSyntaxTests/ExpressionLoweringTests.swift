import Testing
@testable import VivariumSyntax

/// Shapes of lowered expressions the interpreter relies on.
@Suite struct ExpressionLoweringTests {
    private func kind(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ExprKind? {
        expression(text, sourceLocation: sourceLocation)?.kind
    }

    private func id(_ name: String) -> ExprKind { .identifier(name) }

    @Test func integerLiterals() {
        #expect(kind("1_000_000") == .integer(1_000_000))
        #expect(kind("0xFF") == .integer(255))
        #expect(kind("0o17") == .integer(15))
        #expect(kind("0b1010") == .integer(10))
        #expect(kind("-42") == .integer(-42))
        #expect(kind("2.5") == .float(2.5))
        #expect(kind("1e3") == .float(1000))
    }

    @Test func stringEscapes() {
        #expect(kind(#""a\nb\tc\\d\"e\'f\0g\u{1F600}""#) == .string("a\nb\tc\\d\"e'f\0g\u{1F600}"))
        #expect(kind(##"#"raw \n "quoted""#"##) == .string(#"raw \n "quoted""#))
    }

    @Test func multiLineStringDropsIndentationAndDelimiterLines() {
        let text = "let s = \"\"\"\n    first\n      second \\(x)\n    \"\"\""
        let program = lowerClean(text)
        guard case .variable(let property)? = program.declarations.first else { Issue.record("no variable"); return }
        #expect(property.initializer?.kind == .interpolation([.literal("first\n  second "), .expression(
            Expr(.identifier("x"), at: VivariumSyntax.SourceLocation(file: "test.swift", line: 3, column: 16)))]))
    }

    @Test func interpolationSegmentsInOrder() throws {
        let expr = try #require(expression(#""Parent \(self.viewModel.objectId) of \(count, specifier: "%d")!""#))
        guard case .interpolation(let segments) = expr.kind else { Issue.record("\(expr.kind)"); return }
        #expect(segments.count == 5)
        #expect(segments[0] == .literal("Parent "))
        if case .expression(let member) = segments[1] {
            #expect(member.kind == .member(base: Expr(.member(base: Expr(.selfValue, at: member.location.with(column: 11)),
                                                              name: "viewModel"), at: member.location.with(column: 16)),
                                           name: "objectId"))
        } else { Issue.record("segment 1") }
        #expect(segments[2] == .literal(" of "))
        // `\(count, specifier: "%d")` is SwiftUI's `String(format: "%d", count)`.
        if case .expression(let formatted) = segments[3], case .call(let callee, let arguments) = formatted.kind {
            #expect(callee.kind == id("String"))
            #expect(arguments.map(\.label) == ["format", nil])
            #expect(arguments.map(\.value.kind) == [.string("%d"), id("count")])
        } else { Issue.record("segment 3") }
        #expect(segments[4] == .literal("!"))
    }

    @Test func parenthesesAndTuples() {
        #expect(kind("(x)") == id("x"))
        guard case .tuple(let elements)? = kind("(a: 1, 2)") else { Issue.record("not a tuple"); return }
        #expect(elements.map(\.label) == ["a", nil])
        #expect(elements.map(\.value.kind) == [.integer(1), .integer(2)])
    }

    @Test func selfSuperSelfTypeAndSigils() {
        #expect(kind("self") == .selfValue)
        #expect(kind("Self") == .selfType)
        #expect(kind("$count") == id("$count"))
        #expect(kind("_count") == id("_count"))
        guard case .member(let base, "foo")? = kind("super.foo") else { Issue.record("super"); return }
        #expect(base.kind == .superValue)
    }

    @Test func trailingClosuresAreAppendedArguments() throws {
        let expr = try #require(expression("Button(\"Go\", role: nil) { tap() } label: { Text(\"x\") }"))
        guard case .call(let callee, let arguments) = expr.kind else { Issue.record("\(expr.kind)"); return }
        #expect(callee.kind == id("Button"))
        #expect(arguments.map(\.label) == [nil, "role", nil, "label"])
        #expect(arguments.map(\.isTrailingClosure) == [false, false, true, true])
        #expect(arguments.map(\.location.column) == [8, 14, 25, 35])
        guard case .closure(let action) = arguments[2].value.kind else { Issue.record("closure"); return }
        #expect(action.parameters.isEmpty)
        #expect(action.body.count == 1)
    }

    @Test func implicitInitAndExplicitInit() throws {
        let implicit = try #require(expression(".init(wrappedValue: MyModel(myText: t))"))
        guard case .call(let callee, let arguments) = implicit.kind else { Issue.record("\(implicit.kind)"); return }
        #expect(callee.kind == .implicitMember("init"))
        #expect(arguments.first?.label == "wrappedValue")

        let explicit = try #require(expression("Foo.init(x: 1)"))
        guard case .call(let member, _) = explicit.kind, case .member(let base, "init") = member.kind else {
            Issue.record("\(explicit.kind)"); return
        }
        #expect(base.kind == id("Foo"))
        #expect(member.location.column == 5)  // the name token
    }

    /// `Box<Int>(…)` keeps the type as written: a generic type's instance takes its arguments.
    @Test func genericCalleesKeepTheirArguments() {
        guard case .call(let callee, [])? = kind("Array<Int>()") else { Issue.record("call"); return }
        #expect(callee.kind == .type(.named("Array", generics: [.named("Int")])))
        guard case .call(let array, [])? = kind("[String]()") else { Issue.record("array call"); return }
        #expect(array.kind == .type(.array(.named("String"))))
        guard case .call(let dictionary, [])? = kind("[String: Int]()") else { Issue.record("dictionary call"); return }
        #expect(dictionary.kind == .type(.dictionary(key: .named("String"), value: .named("Int"))))
    }

    @Test func optionalChainIsWrappedOnceAtTheOutside() throws {
        let expr = try #require(expression("a?.b.c()"))
        guard case .optionalEvaluation(let inner) = expr.kind,
              case .call(let callee, []) = inner.kind,
              case .member(let bMember, "c") = callee.kind,
              case .member(let chained, "b") = bMember.kind,
              case .optionalChain(let a) = chained.kind else {
            Issue.record("\(expr.kind)"); return
        }
        #expect(a.kind == id("a"))
        #expect(expr.location.column == 1)
    }

    @Test func assignmentsAndCompoundAssignments() {
        guard case .assign(let target, let value)? = kind("_x = StateObject(wrappedValue: m)") else {
            Issue.record("assign"); return
        }
        #expect(target.kind == id("_x"))
        guard case .call(let callee, let arguments) = value.kind else { Issue.record("call"); return }
        #expect(callee.kind == id("StateObject"))
        #expect(arguments.map(\.label) == ["wrappedValue"])

        guard case .assign(let discard, _)? = kind("_ = f()") else { Issue.record("discard"); return }
        #expect(discard.kind == .discard)
        guard case .compoundAssign("+", let count, let one)? = kind("count += 1") else { Issue.record("+="); return }
        #expect(count.kind == id("count") && one.kind == .integer(1))
        guard case .binary("==", _, _)? = kind("a == b") else { Issue.record("=="); return }
        guard case .binary("+", _, let product)? = kind("1 + 2 * 3"),
              case .binary("*", _, _) = product.kind else { Issue.record("precedence"); return }
    }

    @Test func operatorsCastsAndEffects() {
        guard case .inoutReference(let x)? = kind("&x") else { Issue.record("inout"); return }
        #expect(x.kind == id("x"))
        guard case .try(let awaited, .forced)? = kind("try! await Task.sleep(nanoseconds: 1)"),
              case .await(let sleep) = awaited.kind, case .call = sleep.kind else { Issue.record("try! await"); return }
        guard case .try(_, .optional)? = kind("try? f()") else { Issue.record("try?"); return }
        guard case .cast(_, .conditional, .named("Int", generics: []))? = kind("x as? Int") else { Issue.record("as?"); return }
        guard case .cast(_, .is, _)? = kind("x is String") else { Issue.record("is"); return }
        guard case .ternary(_, let yes, let no)? = kind("c ? 1 : 2") else { Issue.record("ternary"); return }
        #expect(yes.kind == .integer(1) && no.kind == .integer(2))
        guard case .binary("..<", _, _)? = kind("0..<5") else { Issue.record("..<"); return }
        guard case .postfix("...", _)? = kind("x...") else { Issue.record("x..."); return }
        guard case .prefix("..<", _)? = kind("..<x") else { Issue.record("..<x"); return }
        guard case .prefix("!", _)? = kind("!done") else { Issue.record("!"); return }
        guard case .forceUnwrap(let model)? = kind("myModel!") else { Issue.record("!"); return }
        #expect(model.kind == id("myModel"))
    }

    @Test func keyPaths() {
        #expect(kind(#"\.self"#) == .keyPath(root: nil, components: ["self"]))
        #expect(kind(#"\.id"#) == .keyPath(root: nil, components: ["id"]))
        #expect(kind(#"\.a.b"#) == .keyPath(root: nil, components: ["a", "b"]))
        #expect(kind(#"\Item.name"#) == .keyPath(root: "Item", components: ["name"]))
    }

    @Test func ifAndSwitchExpressions() {
        let program = lowerClean("let x = if c { 1 } else { 2 }\nlet y = switch z { case 1: \"a\" default: \"b\" }")
        guard case .variable(let x) = program.declarations[0], case .statementExpression(let statement)? = x.initializer?.kind,
              case .if(let conditions, let then, .block(let otherwise)?) = statement.kind else {
            Issue.record("if expression"); return
        }
        #expect(conditions.count == 1 && then.count == 1 && otherwise.count == 1)
        guard case .variable(let y) = program.declarations[1], case .statementExpression(let switchStatement)? = y.initializer?.kind,
              case .switch(_, let cases) = switchStatement.kind else { Issue.record("switch expression"); return }
        #expect(cases.map(\.isDefault) == [false, true])
    }

    @Test func collections() {
        #expect(kind("[1, 2]") == .array([Expr(.integer(1), at: loc(1, 2)), Expr(.integer(2), at: loc(1, 5))]))
        #expect(kind("[:]") == .dictionary([]))
        guard case .dictionary(let elements)? = kind(#"["a": 1]"#) else { Issue.record("dictionary"); return }
        #expect(elements.map(\.key.kind) == [.string("a")])
    }

    private func loc(_ line: Int, _ column: Int) -> VivariumSyntax.SourceLocation {
        VivariumSyntax.SourceLocation(file: "test.swift", line: line, column: column)
    }
}

extension VivariumSyntax.SourceLocation {
    func with(column: Int) -> VivariumSyntax.SourceLocation { VivariumSyntax.SourceLocation(file: file, line: line, column: column) }
}
