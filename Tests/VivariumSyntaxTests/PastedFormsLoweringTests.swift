import Testing
@testable import VivariumSyntax

/// Forms pasted code uses that lower to constructs the playground already has.
@Suite struct PastedFormsLoweringTests {
    @Test func optionalTupleBindingIsAnOptionalPattern() {
        let body = statements("if let (a, b) = pair(), var (c, _) = other { }")
        guard case .if(let conditions, [], nil) = body.first?.kind, conditions.count == 2 else { Issue.record("\(body)"); return }
        guard case .pattern(let first, let subject) = conditions[0] else { Issue.record("\(conditions[0])"); return }
        #expect(first == .optionalSome(.tuple([.binding("a"), .binding("b")])))
        if case .call = subject.kind {} else { Issue.record("\(subject.kind)") }
        guard case .pattern(let second, _) = conditions[1] else { Issue.record("\(conditions[1])"); return }
        #expect(second == .optionalSome(.tuple([.binding("c"), .wildcard])))
    }

    @Test func mainActorAndSendableClosuresLowerAndOthersAreNotSupported() {
        #expect(!lower("let t = Task { @MainActor in print(1) }\nlet u = { @Sendable in 2 }").hasErrors)
        let other = lower("let v = { @objc in 1 }")
        #expect(other.diagnostics.contains { $0.message.contains("attributes on closures") }, "\(other.diagnostics)")
    }

    @Test func protocolAssociatedTypesAreDropped() throws {
        let program = lowerClean("protocol Store {\n    associatedtype Item: Hashable\n    func all() -> [Item]\n}")
        guard case .type(let store)? = program.declarations.first else { Issue.record("\(program.declarations)"); return }
        #expect(store.members.count == 1)
        #expect(lower("struct S {\n    associatedtype Item\n}").hasErrors)
    }
}
