import Testing
@testable import VivariumSyntax

/// swiftc's control-flow and effects errors the checker reports (each checked with swiftc 6.3.1):
/// a non-exhaustive `switch` over a user enum, a throwing call without `try`, a missing
/// `return`, and a missing label for a memberwise initializer with a defaulted parameter.
@Suite struct CheckerControlFlowTests {
    @Test func switchOverAnEnumMustCoverEveryCase() {
        expectDiagnostics("""
        enum Status { case todo, doing, done(at: Int), archived }
        func a(_ s: Status) -> Int {
            1️⃣switch s {
            case .todo: return 0
            case .doing, .archived: return 1
            case .done(let at) where at > 0: return 2
            }
        }
        func b(_ s: Status) -> Int {
            switch s {
            case .todo, .doing: return 0
            case .done: return 2
            default: return 1
            }
        }
        func c(_ s: Status) -> Int {
            switch s {
            case .todo: return 0
            case let other: print(other); return 1
            }
        }
        """, [
            "1️⃣ error: switch must be exhaustive",
            "1️⃣ note: add missing case: '.done(at: let at)'",
        ])
    }

    @Test func throwingCallsNeedTry() {
        expectDiagnostics("""
        func risky() throws -> Int { 1 }
        func retry(_ body: () throws -> Int) rethrows -> Int { try body() }
        func a() { let x = 1️⃣risky(); print(x) }
        func b() throws { let y = 2️⃣risky(); print(y) }
        func c() { do { print(3️⃣risky()) } catch { print(error) } }
        func d() { let f = { 4️⃣risky() }; print(f) }
        func e() throws { print(try risky(), try risky() + risky()); print(retry { 5 }) }
        func g() async throws { async let z = risky(); print(try await z) }
        """, [
            "1️⃣ error: call can throw, but it is not marked with 'try' and the error is not handled",
            "2️⃣ error: call can throw but is not marked with 'try'",
            "3️⃣ error: call can throw but is not marked with 'try'",
            "4️⃣ error: call can throw, but it is not marked with 'try' and the error is not handled",
        ])
    }

    @Test func asyncCallsNeedAwaitInAsyncFunctions() {
        expectDiagnostics("""
        func fetch() async -> Int { 1 }
        func a() async { let x = 1️⃣fetch(); print(x) }
        func b() async { let y = await fetch(); async let z = fetch(); print(y, await z) }
        """, [
            "1️⃣ error: expression is 'async' but is not marked with 'await'",
        ])
    }

    @Test func functionsMustReturnOnEveryPath() {
        expectDiagnostics("""
        func grade(_ score: Int) -> String {
            if score > 90 {
                return "A"
            } else if score > 50 {
                return "B"
            }
        1️⃣}
        struct S {
            func ok(_ x: Int) -> Int {
                print(x)
                if x > 0 { return 1 } else { return 2 }
            }
            func loop() -> Int {
                print("x")
                while true {}
            }
            static func counts(_ x: Int) -> [String: Int] {
                switch x {
                case 1: return [:]
                default: print(x)
                }
            2️⃣}
        }
        """, [
            "1️⃣ error: missing return in global function expected to return 'String'",
            "2️⃣ error: missing return in static method expected to return '[String : Int]'",
        ])
    }

    @Test func missingLabelBeforeADefaultedParameter() {
        expectDiagnostics("""
        struct Badge { let title: String; var size = 1 }
        let badge = Badge(1️⃣"New")
        """, [
            "1️⃣ error: missing argument label 'title:' in call",
        ])
    }
}
