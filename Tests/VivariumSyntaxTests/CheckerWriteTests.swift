import Testing
@testable import VivariumSyntax

/// REPORT.md g (`07-writes.swift`), l (redeclaration) and h (View conformance).
@Suite struct CheckerWriteTests {
    @Test func writesToImmutableThings() {
        expectDiagnostics("""
        struct S {
            9️⃣let x: Int
            var y = 0
            func setX() { self.1️⃣x = 1 }
            2️⃣func setY() { 3️⃣y = 1 }
            4️⃣func incY() { y 5️⃣+= 1 }
            mutating func bump() { y += 1 }
            6️⃣func callBump() { 7️⃣bump() }
            mutating func ok() { y = 2; self.y += 1; bump() }
            init(x: Int) { self.x = x; y = 3 }
        }
        """, [
            "1️⃣ error: cannot assign to property: 'x' is a 'let' constant",
            "9️⃣ note: change 'let' to 'var' to make it mutable",
            "3️⃣ error: cannot assign to property: 'self' is immutable",
            "2️⃣ note: mark method 'mutating' to make 'self' mutable",
            "5️⃣ error: left side of mutating operator isn't mutable: 'self' is immutable",
            "4️⃣ note: mark method 'mutating' to make 'self' mutable",
            "7️⃣ error: cannot use mutating member on immutable value: 'self' is immutable",
            "6️⃣ note: mark method 'mutating' to make 'self' mutable",
        ])
    }

    @Test func writesThroughLetsAndParameters() {
        expectDiagnostics("""
        struct S { 8️⃣let x: Int; var y = 0; mutating func bump() { y += 1 } }
        func t1() { 1️⃣let a = 1; 2️⃣a = 2 }
        func t2() { 3️⃣let s = S(x: 1); s.4️⃣y = 3; s.5️⃣bump(); s.6️⃣x = 2 }
        func t7(p: Int) { 7️⃣p = 1 }
        func t8() { var v = S(x: 1); v.y = 1; v.bump(); for i in 0..<3 { print(i) }; _ = [1].map { w in 9️⃣w = 2 } }
        """, [
            "2️⃣ error: cannot assign to value: 'a' is a 'let' constant",
            "1️⃣ note: change 'let' to 'var' to make it mutable",
            "4️⃣ error: cannot assign to property: 's' is a 'let' constant",
            "3️⃣ note: change 'let' to 'var' to make it mutable",
            "5️⃣ error: cannot use mutating member on immutable value: 's' is a 'let' constant",
            "3️⃣ note: change 'let' to 'var' to make it mutable",
            "6️⃣ error: cannot assign to property: 'x' is a 'let' constant",
            "8️⃣ note: change 'let' to 'var' to make it mutable",
            "7️⃣ error: cannot assign to value: 'p' is a 'let' constant",
            "9️⃣ error: cannot assign to value: 'w' is a 'let' constant",
        ])
    }

    /// `reduce(into:_:)` passes its partial result `inout`: a named first parameter may be
    /// written (`total += v`); `reduce(_:_:)`'s may not (swiftc 6.3 on a stand-in).
    @Test func reduceIntoTakesItsPartialResultInout() {
        expectDiagnostics("""
        let xs: [Double] = [1, 2]
        let a = xs.reduce(into: 0) { total, v in total += v }
        let b = xs.reduce(into: [Double]()) { all, v in all.append(v) }
        let c = xs.reduce(0) { total, v in total 1️⃣+= v; return total }
        """, [
            "1️⃣ error: left side of mutating operator isn't mutable: 'total' is a 'let' constant",
        ])
    }

    @Test func privateSetterFromOutside() {
        expectDiagnostics("""
        class Counter { private(set) var count = 0; func inc() { count += 1 } }
        struct SCounter { private(set) var count = 0 }
        func t4() { let c = Counter(); c.1️⃣count = 5 }
        func t5() { var sc = SCounter(); sc.2️⃣count = 5 }
        func t6() { let c = Counter(); c.count 3️⃣+= 1 }
        class Loose { fileprivate(set) var n = 0 }
        func t9() { let l = Loose(); l.n = 1 }
        """, [
            "1️⃣ error: cannot assign to property: 'count' setter is inaccessible",
            "2️⃣ error: cannot assign to property: 'count' setter is inaccessible",
            "3️⃣ error: left side of mutating operator isn't mutable: 'count' setter is inaccessible",
        ])
    }

    @Test func viewBodyWrites() {
        expectDiagnostics("""
        struct V: View {
            @State var count = 0
            var plain = 0
            var items: [Int] = []
            var body: some View {
                VStack {
                    Button("a") { count += 1; self.count = 2 }
                    Button("b") { plain 1️⃣+= 1 }
                    Text(5️⃣nope)
                    Button("c") { items.append(1) }
                }
            }
            var list: some View {
                VStack { Button("c") { items.2️⃣append(1) } }
            }
            7️⃣func reset() { 6️⃣_count = State(initialValue: 0) }
            var other: Int {
                3️⃣get { self.4️⃣plain = 2; return 1 }
            }
        }
        """, [
            "5️⃣ error: cannot find 'nope' in scope",
            "1️⃣ error: left side of mutating operator isn't mutable: 'self' is immutable",
            "2️⃣ error: cannot use mutating member on immutable value: 'self' is immutable",
            "6️⃣ error: cannot assign to property: 'self' is immutable",
            "7️⃣ note: mark method 'mutating' to make 'self' mutable",
            "4️⃣ error: cannot assign to property: 'self' is immutable",
            "3️⃣ note: mark getter 'mutating' to make 'self' mutable",
        ])
    }

    @Test func classesAndObservableWritesAreFine() {
        expectClean("""
        import Observation
        @Observable final class CounterViewModel {
            private(set) var count = 0
            init(initialValue: Int) { count = initialValue }
            func increment() { count += 1 }
        }
        class VM: ObservableObject {
            @Published var n = 0
            func inc() { n += 1; objectWillChange.send() }
        }
        struct V: View {
            @ObservedObject var vm: VM
            let model: CounterViewModel
            var body: some View {
                Button("x") { vm.n += 1; model.increment() }
            }
        }
        """)
    }

    @Test func viewWithoutBody() {
        expectDiagnostics("""
        struct 1️⃣V: View { }
        struct W: View { var body: some View { Text("") } }
        struct 2️⃣GameSearchScreen: View {
        @StateObject private var searchDelayer = SearchDelayer(text: "")
        }
        class SearchDelayer: ObservableObject { init(text: String) {} }
        """, [
            "1️⃣ error: type 'V' does not conform to protocol 'View'",
            "1️⃣ note: add stubs for conformance",
            "2️⃣ error: type 'GameSearchScreen' does not conform to protocol 'View'",
            "2️⃣ note: add stubs for conformance",
        ])
    }

    @Test func classWithoutInitializers() {
        expectDiagnostics("""
        class 1️⃣H: ObservableObject { @Published var 2️⃣p: Int }
        class Fine: ObservableObject { @Published var p = 0 }
        """, [
            "1️⃣ error: class 'H' has no initializers",
            "2️⃣ note: stored property 'p' without initial value prevents synthesized initializers",
        ])
    }

    @Test func redeclarations() {
        expectDiagnostics("""
        func f() {
            print(1)
        }
        struct S {
            var 1️⃣x = 1
            var 2️⃣x = 2
        }
        func g() {
            let 5️⃣a = 1
            let 6️⃣a = 2
            print(a)
        }
        struct T {
            func 3️⃣m() {}
            func 4️⃣m() {}
            func m(_ other: Int) {}
            var 7️⃣z: Int { 1 }
            func 8️⃣z() {}
        }
        """, [
            "2️⃣ error: invalid redeclaration of 'x'", "1️⃣ note: 'x' previously declared here",
            "4️⃣ error: invalid redeclaration of 'm()'", "3️⃣ note: 'm()' previously declared here",
            "8️⃣ error: invalid redeclaration of 'z()'", "7️⃣ note: 'z' previously declared here",
            "6️⃣ error: invalid redeclaration of 'a'", "5️⃣ note: 'a' previously declared here",
        ])
    }

    @Test func declarationErrorsComeBeforeBodyErrors() {
        expectDiagnostics("""
        struct V: View {
            var body: some View { Text(1️⃣missing) }
        }
        struct 2️⃣W: View { }
        """, [
            "2️⃣ error: type 'W' does not conform to protocol 'View'",
            "2️⃣ note: add stubs for conformance",
            "1️⃣ error: cannot find 'missing' in scope",
        ])
    }
}
