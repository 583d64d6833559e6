import Testing
@testable import VivariumSyntax

/// REPORT.md e: argument mismatches, with the declarations of `05-call-args.swift`.
@Suite struct CheckerCallTests {
    @Test func missingLastArgument() {
        expectDiagnostics("""
        struct 2️⃣P { var a: Int; var b: String }
        func 3️⃣f(x: Int, y: Int) {}
        class C { 4️⃣init(name: String, age: Int) {} }
        func t() {
            _ = P(a: 11️⃣)
            f(x: 15️⃣)
            _ = C(name: "a"6️⃣)
            _ = C(7️⃣age: 1)
        }
        """, [
            "1️⃣ error: missing argument for parameter 'b' in call", "2️⃣ note: 'init(a:b:)' declared here",
            "5️⃣ error: missing argument for parameter 'y' in call", "3️⃣ note: 'f(x:y:)' declared here",
            "6️⃣ error: missing argument for parameter 'age' in call", "4️⃣ note: 'init(name:age:)' declared here",
            "7️⃣ error: missing argument for parameter 'name' in call", "4️⃣ note: 'init(name:age:)' declared here",
        ])
    }

    @Test func missingMiddleAndSeveral() {
        expectDiagnostics("""
        struct 2️⃣P { var a: Int; var b: String }
        func 3️⃣f3(a: Int, b: Int, c: Int) {}
        func 4️⃣h(_ x: Int, _ y: Int) {}
        func t() {
            f3(a: 11️⃣, c: 3)
            _ = P5️⃣()
            h(16️⃣)
            f37️⃣(a: 1)
        }
        """, [
            "1️⃣ error: missing argument for parameter 'b' in call", "3️⃣ note: 'f3(a:b:c:)' declared here",
            "5️⃣ error: missing arguments for parameters 'a', 'b' in call", "2️⃣ note: 'init(a:b:)' declared here",
            "6️⃣ error: missing argument for parameter #2 in call", "4️⃣ note: 'h' declared here",
            "7️⃣ error: missing arguments for parameters 'b', 'c' in call", "3️⃣ note: 'f3(a:b:c:)' declared here",
        ])
    }

    @Test func extraArguments() {
        expectDiagnostics("""
        struct P { var a: Int; var b: String }
        func f(x: Int, y: Int) {}
        func g(_ x: Int) {}
        func 5️⃣h(_ x: Int, _ y: Int) {}
        struct F { let k = 1; var v: Int; var w: Int }
        func t() {
            _ = P(a: 1, b: "", c: 1️⃣2)
            f(x: 1, y: 2, z: 2️⃣3)
            g(1, 3️⃣2)
            h4️⃣(1, 2, 3, 4)
            _ = F(k: 6️⃣0, v: 1, w: 3)
        }
        """, [
            "1️⃣ error: extra argument 'c' in call",
            "2️⃣ error: extra argument 'z' in call",
            "3️⃣ error: extra argument in call",
            "4️⃣ error: extra arguments at positions #3, #4 in call", "5️⃣ note: 'h' declared here",
            "6️⃣ error: extra argument 'k' in call",
        ])
    }

    @Test func labelProblems() {
        expectDiagnostics("""
        struct P { var a: Int; var b: String }
        func f(x: Int, y: Int) {}
        class C { init(name: String, age: Int) {} }
        func g(_ x: Int) {}
        func t() {
            _ = P1️⃣(a: 1, c: "")
            f2️⃣(x: 1, z: 2)
            _ = C3️⃣(nam: "a", age: 1)
            f4️⃣(1, 2)
            f5️⃣(x: 1, 2)
            g6️⃣(x: 1)
            f(y: 1, 7️⃣x: 2)
            _ = P(b: "", 8️⃣a: 1)
        }
        """, [
            "1️⃣ error: incorrect argument label in call (have 'a:c:', expected 'a:b:')",
            "2️⃣ error: incorrect argument label in call (have 'x:z:', expected 'x:y:')",
            "3️⃣ error: incorrect argument label in call (have 'nam:age:', expected 'name:age:')",
            "4️⃣ error: missing argument labels 'x:y:' in call",
            "5️⃣ error: missing argument label 'y:' in call",
            "6️⃣ error: extraneous argument label 'x:' in call",
            "7️⃣ error: argument 'x' must precede argument 'y'",
            "8️⃣ error: argument 'a' must precede argument 'b'",
        ])
    }

    @Test func seed000InitThatDoesNotExist() {
        expectDiagnostics("""
        class MyModel: ObservableObject { @Published var myText = "" }
        struct V: View {
            @StateObject var myModel: MyModel
            init(initialText: String) {
                self._myModel = .init(wrappedValue: MyModel(myText: 1️⃣initialText))
            }
            var body: some View { Text(myModel.myText) }
        }
        """, ["1️⃣ error: argument passed to call that takes no arguments"])
    }

    @Test func validCallsWithDefaultsTrailingClosuresAndOverloads() {
        expectClean("""
        struct D { var x = 0; var w: Int; var onTap: () -> Void = {} }
        func run(times: Int = 1, _ action: () -> Void) { action() }
        func over(_ x: Int) {}
        func over(_ x: String, extra: Int) {}
        struct Card<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { content }
        }
        func t() {
            _ = D(w: 2)
            _ = D(x: 7, w: 2) { print("tap") }
            run { print("x") }
            run(times: 2) { print("y") }
            over(1)
            over("a", extra: 2)
            _ = Card { Text("hi") }
        }
        """)
    }

    @Test func memberwiseInitializerWithWrappers() {
        expectDiagnostics("""
        class M: ObservableObject {}
        struct 1️⃣V: View {
            @State private var count = 0
            @StateObject var model: M
            @Binding var flag: Bool
            @EnvironmentObject var env: M
            var title: String
            var body: some View { Text(title) }
        }
        struct Parent: View {
            @State var on = false
            var body: some View {
                VStack {
                    V(model: M(), flag: $on, title: "a")
                    V(model: M(), flag: $on2️⃣)
                }
            }
        }
        """, ["2️⃣ error: missing argument for parameter 'title' in call", "1️⃣ note: 'init(model:flag:title:)' declared here"])
    }

    @Test func privateMemberwiseInitializer() {
        expectDiagnostics("""
        struct 2️⃣P1 { private var a: Int; var b: Int }
        struct P3 { private var a = 0; var b = 1 }
        struct V2: View {
            @State private var count = 0
            var body: some View { Text("\\(count)") }
        }
        func t() {
            _ = 1️⃣P1(a: 1, b: 2)
            _ = P3(b: 3️⃣2)
            _ = V2()
            _ = V2(count: 4️⃣3)
        }
        """, [
            "1️⃣ error: 'P1' initializer is inaccessible due to 'private' protection level",
            "2️⃣ note: 'init(a:b:)' declared here",
            "3️⃣ error: argument passed to call that takes no arguments",
            "4️⃣ error: argument passed to call that takes no arguments",
        ])
    }

    /// `@State private var selection: Item?` has an implicit nil (State's `init()` for
    /// optionals), so the view keeps its internal `init()`.
    @Test func aPrivateOptionalStateKeepsTheDefaultInitializer() {
        expectClean("""
        struct Item {}
        struct V: View {
            @State private var selection: Item?
            @State private var count = 0
            var body: some View { Text("\\(count)") }
        }
        func t() { _ = V() }
        """)
    }

    @Test func inoutWithoutAmpersand() {
        expectDiagnostics("""
        func inc(_ x: inout Int) { x += 1 }
        func bump(value: inout Int) { value += 1 }
        func t() {
            var n = 0
            4️⃣let k = 0
            inc(1️⃣n)
            bump(value: 2️⃣n)
            inc(3️⃣&k)
            inc(&n)
        }
        """, [
            "1️⃣ error: passing value of type 'Int' to an inout parameter requires explicit '&'",
            "2️⃣ error: passing value of type 'Int' to an inout parameter requires explicit '&'",
            "3️⃣ error: cannot pass immutable value as inout argument: 'k' is a 'let' constant",
            "4️⃣ note: change 'let' to 'var' to make it mutable",
        ])
    }

    @Test func seed001AssignToPublisherWithoutAmpersand() {
        expectDiagnostics("""
        class SearchDelayer: ObservableObject {
        @Published var inputText: String
        @Published var query: String
        init(text: String) {
        inputText = text
        query = text
        $inputText
        .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
        .assign(to: 1️⃣$query)
        }
        }
        """, ["1️⃣ error: passing value of type 'Published<String>.Publisher' to an inout parameter requires explicit '&'"])
    }

    @Test func autoclosureForwarding() {
        expectDiagnostics("""
        class MyModel: ObservableObject {}
        struct A: View {
            @StateObject var myModel: MyModel
            init(myModel: @autoclosure @escaping () -> MyModel) {
                self._myModel = .init(wrappedValue: 1️⃣myModel)
            }
            var body: some View { Text("") }
        }
        struct B: View {
            @StateObject var myModel: MyModel
            init(myModel: @autoclosure @escaping () -> MyModel) {
                _myModel = StateObject(wrappedValue: 2️⃣myModel)
            }
            var body: some View { Text("") }
        }
        func take(_ value: @autoclosure () -> Int) {}
        func forward(_ value: @autoclosure () -> Int) { take(3️⃣value); take(value()) }
        struct C: View {
            @StateObject var m: MyModel
            var body: some View { Text("") }
        }
        func make() { _ = C(m: 4️⃣{ MyModel() }); _ = C(m: MyModel()) }
        """, [
            "1️⃣ error: add () to forward '@autoclosure' parameter",
            "2️⃣ error: add () to forward '@autoclosure' parameter",
            "3️⃣ error: add () to forward '@autoclosure' parameter",
            "4️⃣ error: add () to forward '@autoclosure' parameter",
        ])
    }

    @Test func autoclosureCalledIsFine() {
        expectClean("""
        class MyModel: ObservableObject {}
        struct A: View {
            @StateObject var myModel: MyModel
            init(myModel: @autoclosure @escaping () -> MyModel) {
                self._myModel = .init(wrappedValue: myModel())
            }
            var body: some View { Text("") }
        }
        struct B: View {
            @StateObject var myModel: MyModel
            init(myModel: MyModel) { self._myModel = .init(wrappedValue: myModel) }
            var body: some View { Text("") }
        }
        """)
    }

    @Test func withoutSourceTheParenIsApproximated() {
        expectDiagnostics("""
        func f(x: Int, y: Int) {}
        func t() { f1️⃣(1, 2) }
        """, ["1️⃣ error: missing argument labels 'x:y:' in call"], withSource: false)
    }
}
