import Testing
@testable import VivariumSyntax

/// Shapes of lowered statements, patterns and closures.
@Suite struct StatementLoweringTests {
    @Test func variableBindingsSplit() {
        let body = statements("let a = 1, b: Int = 2\nweak var w = x\nlet (c, _) = pair")
        #expect(body.count == 4)
        guard case .variable(let a) = body[0].kind, case .variable(let b) = body[1].kind,
              case .variable(let w) = body[2].kind, case .variable(let tuple) = body[3].kind else {
            Issue.record("\(body)"); return
        }
        #expect(a.pattern == .binding("a") && a.isLet && a.value?.kind == .integer(1))
        #expect(b.pattern == .binding("b") && b.type == .named("Int"))
        #expect(!w.isLet && w.modifiers.contains(.weak))
        #expect(tuple.pattern == .tuple([.binding("c"), .wildcard]))
    }

    @Test func optionalBindingForms() {
        let body = statements("if let x, var y = f(), case .some(let z) = g, ok { }")
        guard case .if(let conditions, [], nil) = body.first?.kind else { Issue.record("\(body)"); return }
        guard case .optionalBinding(true, "x", let x, let location) = conditions[0] else { Issue.record("let x"); return }
        #expect(x.kind == .identifier("x"))
        #expect(location.column == 4)
        guard case .optionalBinding(false, "y", let call, _) = conditions[1], case .call = call.kind else {
            Issue.record("var y"); return
        }
        guard case .pattern(let pattern, let subject) = conditions[2] else { Issue.record("case"); return }
        #expect(pattern == .enumCase(type: nil, name: "some", arguments: [.binding("z")]))
        #expect(subject.kind == .identifier("g"))
        guard case .expression(let ok) = conditions[3] else { Issue.record("ok"); return }
        #expect(ok.kind == .identifier("ok"))
    }

    @Test func guardElseIfAndLoops() {
        let body = statements("""
        guard x > 0 else { return }
        if a { } else if b { } else { }
        for (i, x) in items.enumerated() where i > 0 { continue }
        for _ in 0..<3 { }
        while n < 3 { n += 1 }
        repeat { n -= 1 } while n > 0
        outer: for x in xs { break outer }
        """)
        #expect(body.count == 7)
        guard case .guard(_, let otherwise) = body[0].kind, case .return(nil) = otherwise.first?.kind else {
            Issue.record("guard"); return
        }
        guard case .if(_, _, .elseIf(let nested)?) = body[1].kind, case .if(_, _, .block)? = Optional(nested.kind) else {
            Issue.record("else if"); return
        }
        guard case .forIn(let pattern, _, let whereClause, _) = body[2].kind else { Issue.record("for"); return }
        #expect(pattern == .tuple([.binding("i"), .binding("x")]))
        #expect(whereClause != nil)
        guard case .forIn(.wildcard, let range, nil, _) = body[3].kind, case .binary("..<", _, _) = range.kind else {
            Issue.record("for _"); return
        }
        guard case .while = body[4].kind, case .repeatWhile = body[5].kind else { Issue.record("loops"); return }
        guard case .labeled("outer", let loop) = body[6].kind, case .forIn(_, _, _, let loopBody) = loop.kind,
              case .break(label: "outer")? = loopBody.first?.kind else { Issue.record("labeled"); return }
    }

    @Test func switchPatterns() {
        let body = statements("""
        switch value {
        case .a: break
        case .b(let x): print(x)
        case let .c(x, _): print(x)
        case 1, 2: break
        case 0..<5: break
        case "x": break
        case Color.red: break
        case let y?: print(y)
        case _ where flag: break
        default: break
        }
        """)
        guard case .switch(let subject, let cases) = body.first?.kind else { Issue.record("\(body)"); return }
        #expect(subject.kind == .identifier("value"))
        #expect(cases.count == 10)
        #expect(cases[0].patterns == [.enumCase(type: nil, name: "a", arguments: [])])
        #expect(cases[1].patterns == [.enumCase(type: nil, name: "b", arguments: [.binding("x")])])
        #expect(cases[2].patterns == [.enumCase(type: nil, name: "c", arguments: [.binding("x"), .wildcard])])
        #expect(cases[3].patterns.map(kindOfExpression) == [.integer(1), .integer(2)])
        guard case .expression(let range)? = cases[4].patterns.first, case .binary("..<", _, _) = range.kind else {
            Issue.record("range"); return
        }
        #expect(cases[5].patterns.map(kindOfExpression) == [.string("x")])
        #expect(cases[6].patterns == [.enumCase(type: "Color", name: "red", arguments: [])])
        #expect(cases[7].patterns == [.optionalSome(.binding("y"))])
        #expect(cases[8].patterns == [.wildcard])
        #expect(cases[8].whereClause?.kind == .identifier("flag"))
        #expect(cases[9].isDefault)
        #expect(cases[1].location.line == 4 && cases[1].location.column == 1)  // line 1 is `func f() {`
    }

    private func kindOfExpression(_ pattern: Pattern) -> ExprKind? {
        if case .expression(let expr) = pattern { return expr.kind }
        return nil
    }

    @Test func doCatchThrowDeferAndLocalFunctions() {
        let body = statements("""
        defer { cleanup() }
        do { try f() } catch let e as MyError { print(e) } catch { throw error }
        func local() -> Int { 1 }
        """)
        guard case .defer(let deferred) = body[0].kind else { Issue.record("defer"); return }
        #expect(deferred.count == 1)
        guard case .do(_, let catches) = body[1].kind else { Issue.record("do"); return }
        #expect(catches.count == 2)
        #expect(catches[0].pattern == .typeCheck(.binding("e"), .named("MyError")))
        #expect(catches[1].pattern == nil)
        guard case .throw = catches[1].body.first?.kind else { Issue.record("throw"); return }
        guard case .function(let local) = body[2].kind else { Issue.record("func"); return }
        #expect(local.name == "local" && local.returnType == .named("Int"))
    }

    @Test func closureCapturesAndParameters() throws {
        let expr = try #require(expression("{ [weak self, unowned model, count = self.count] a, b in a + b }"))
        guard case .closure(let closure) = expr.kind else { Issue.record("\(expr.kind)"); return }
        #expect(closure.captures.map(\.specifier) == [.weak, .unowned, .strong])
        #expect(closure.captures.map(\.name) == ["self", "model", "count"])
        #expect(closure.captures[0].value == nil)
        guard case .member(let base, "count")? = closure.captures[2].value?.kind else { Issue.record("capture value"); return }
        #expect(base.kind == .selfValue)
        #expect(closure.parameters == [ClosureParameter(name: "a", type: nil), ClosureParameter(name: "b", type: nil)])
        #expect(closure.anonymousParameterCount == 0)

        guard case .closure(let typed)? = expression("{ (a: Int, _) -> Int in a }")?.kind else { Issue.record("typed"); return }
        #expect(typed.parameters == [ClosureParameter(name: "a", type: .named("Int")), ClosureParameter(name: "_", type: nil)])
        guard case .closure(let ignored)? = expression("{ _ in ChildView() }")?.kind else { Issue.record("_ in"); return }
        #expect(ignored.parameters == [ClosureParameter(name: "_", type: nil)])
    }

    @Test func anonymousParameterCountIgnoresNestedClosures() {
        guard case .closure(let outer)? = expression("{ $1 + xs.map { $0 * $3 }.count }")?.kind else {
            Issue.record("closure"); return
        }
        #expect(outer.anonymousParameterCount == 2)
        guard case .closure(let none)? = expression("{ print(1) }")?.kind else { Issue.record("closure"); return }
        #expect(none.anonymousParameterCount == 0)
    }
}
