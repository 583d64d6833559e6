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

    /// A case's payload is covered by alternatives that together cover its type (`x?` with
    /// `nil`, `true` with `false`, every case of a nested enum); literals alone cover nothing
    /// (checked with swiftc 6.3.1: only `k` is refused, with the note for `.b(_)`).
    @Test func payloadAlternativesCoverAnEnumCase() {
        expectDiagnostics("""
        struct Address { var street: String }
        enum Method { case card(String), pay }
        enum Step { case shipping(Address?), payment(Method), flag(Bool), count(Int) }
        func a(_ s: Step) -> Int {
            switch s {
            case .shipping(let address?): return address.street.count
            case .shipping(nil): return 0
            case .payment(.card): return 1
            case .payment(.pay): return 2
            case .flag(true), .flag(false): return 3
            case .count: return 4
            }
        }
        func k(_ s: Step) -> Int {
            1️⃣switch s {
            case .shipping(.none), .shipping(.some(_)): return 0
            case .payment: return 1
            case .flag: return 2
            case .count(1): return 3
            }
        }
        """, [
            "1️⃣ error: switch must be exhaustive",
            "1️⃣ note: add missing case: '.count(_)'",
        ])
    }

    /// `fallthrough` runs the next case's body; swiftc refuses one into a case that binds a
    /// variable and one with no case after it (checked with swiftc 6.3.1).
    @Test func fallthroughNeedsAFollowingCaseThatBindsNothing() {
        let (source, locations) = extractMarkers("""
        func f(_ x: Int?) {
            switch x {
            case 1:
                print("one")
                1️⃣fallthrough
            case .some(let y):
                print(y)
            default:
                2️⃣fallthrough
            }
        }
        """)
        let lowered = Frontend.lower(SourceFile(name: "test.swift", text: source))
        let at = { (marker: Character) in locations[marker].map { "test.swift:\($0.0):\($0.1)" } ?? "?" }
        #expect(lowered.diagnostics.map(\.description) == [
            "\(at("1️⃣")): error: 'fallthrough' from a case which doesn't bind variable 'y'",
            "\(at("2️⃣")): error: 'fallthrough' without a following 'case' or 'default' block",
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

    /// A synchronous function, and a closure SwiftUI declares synchronous (a button's action,
    /// `onAppear`), cannot call an async function: swiftc 6.3.1's words at the call. A `Task`
    /// in them, `.task` and `.refreshable` are async.
    @Test func asyncCallsInSynchronousFunctionsAndActions() {
        expectDiagnostics("""
        import SwiftUI
        func fetch() async -> Int { 1 }
        func plain() { let x = 1️⃣fetch(); print(x) }
        struct Loader: View {
            @State private var n = 0
            func refresh() { n = 2️⃣fetch() }
            func reload() async { n = await fetch() }
            var body: some View {
                VStack {
                    Button("Load") { n = 3️⃣fetch() }
                    Button("Later") { Task { n = await fetch() } }
                    Text("\\(n)").task { n = await fetch() }.refreshable { await reload() }
                }
            }
        }
        struct Shown: View {
            @State private var n = 0
            var body: some View { Text("a").onAppear { n = 4️⃣fetch() } }
        }
        """, [
            "1️⃣ error: 'async' call in a function that does not support concurrency",
            "2️⃣ error: 'async' call in a function that does not support concurrency",
            "3️⃣ error: 'async' call in a function that does not support concurrency",
            "4️⃣ error: 'async' call in a function that does not support concurrency",
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
