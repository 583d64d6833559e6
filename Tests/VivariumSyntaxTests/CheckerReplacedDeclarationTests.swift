import Testing
@testable import VivariumSyntax

/// A later input's declaration of a type replaces an earlier input's in the checker's table, so
/// an earlier input's function checked again after the replacement (the session's stale
/// declarations) fails as swiftc fails the edited file: swiftc 6.3 on the same source with the
/// new `Node` only.
@Suite struct CheckerReplacedDeclarationTests {
    @Test func anEarlierCallOfAReplacedInitializer() {
        expectDiagnostics("""
        func build(_ n: Int) -> Int { Node1️⃣(value: n).value }
        func twice() -> Int { build(1) * 2 }
        """, [
            "1️⃣ error: incorrect argument label in call (have 'value:', expected 'double:')",
        ], previous: [
            "final class Node { var value: Int; init(value: Int) { self.value = value } }",
            "final class Node { var value: Int; init(double: Int) { self.value = double * 2 } }",
        ])
    }
}
