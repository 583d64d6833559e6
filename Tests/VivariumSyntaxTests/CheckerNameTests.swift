import Testing
@testable import VivariumSyntax

@Suite struct CheckerNameTests {
    @Test func seed000UndeclaredInitialText() {
        expectDiagnostics("""
        class MyModel: ObservableObject {
            @Published var myText = "This is myText"
        }
        struct SomeVeryTextfulView: View {
            @StateObject var myModel = MyModel()
            var body: some View {
                Text(1️⃣initialText)
            }
        }
        """, ["1️⃣ error: cannot find 'initialText' in scope"])
    }

    /// `View` is a protocol: its metatype has no members (swiftc 6.3.1's wording and columns on a stand-in
    /// `protocol View {}` with an `extension View { static func make() -> Int }`). Found by the fuzz
    /// pass's guarantee: the interpreter failed at run time with "type 'View' has no member".
    @Test func aMemberOfTheViewProtocolsMetatype() {
        expectDiagnostics("""
        extension View { static func make() -> Int { 1 } }
        let v4 = View.1️⃣createFromNib()
        let v5 = 2️⃣View.make()
        let v6 = View.3️⃣defaultSpacing
        """, ["1️⃣ error: type 'any View' has no member 'createFromNib'",
              "2️⃣ error: static member 'make' cannot be used on protocol metatype '(any View).Type'",
              "3️⃣ error: type 'any View' has no member 'defaultSpacing'"])
    }

    /// SwiftUI's other protocols are protocols too: `Shape.circle` is declared in `extension Shape
    /// where Self == Circle`, reached as `.circle` where a shape is expected, never on the
    /// metatype (swiftc 6.3.1's wording and columns on a stand-in `protocol Shape {}` with that
    /// extension). Found by the fuzz pass's guarantee: the interpreter failed at run time with
    /// "type 'Shape' has no member 'empty'", and ran `Shape.rect(w:h:)`.
    @Test func aMemberOfAFrameworkProtocolsMetatype() {
        expectDiagnostics("""
        let a = 1️⃣Shape.circle
        let b = Shape.2️⃣empty
        let c = 3️⃣Shape.rect(w: 2, h: 3)
        let d = 4️⃣ShapeStyle.red
        let e = ButtonStyle.5️⃣fancy()
        """, ["1️⃣ error: static member 'circle' cannot be used on protocol metatype '(any Shape).Type'",
              "2️⃣ error: type 'any Shape' has no member 'empty'",
              "3️⃣ error: static member 'rect' cannot be used on protocol metatype '(any Shape).Type'",
              "4️⃣ error: static member 'red' cannot be used on protocol metatype '(any ShapeStyle).Type'",
              "5️⃣ error: type 'any ButtonStyle' has no member 'fancy'"])
        expectClean("""
        struct Badge: View {
            var body: some View { Text("1").clipShape(.circle).background(.red, in: .capsule) }
        }
        print(Shape.self)
        """)
    }

    /// A function named as a value has no members: swiftc names its declared type, says an
    /// overloaded name's member cannot be resolved without a contextual type, and that a generic
    /// function's parameter cannot be inferred (swiftc 6.3.1 on the same declarations). Found by
    /// the fuzz pass's guarantee: the interpreter failed at run time with "value of type
    /// 'Function' has no member".
    @Test func aMemberOfAFunctionValue() {
        expectDiagnostics("""
        func greet(_ name: String) -> String { name }
        func tally(_ counts: inout [String: Int], _ more: Int...) throws {}
        func twice(_ n: Int) -> Int { n * 2 }
        func twice(_ s: String) -> String { s + s }
        func identity<T>(_ t: T) -> T { t }
        print(greet.1️⃣count)
        print(tally.2️⃣isEmpty)
        print(twice.3️⃣count)
        print(4️⃣identity.5️⃣count)
        greet.6️⃣uppercased()
        """, ["1️⃣ error: value of type '(String) -> String' has no member 'count'",
              "2️⃣ error: value of type '(inout [String : Int], Int...) throws -> ()' has no member 'isEmpty'",
              "3️⃣ error: reference to member 'count' cannot be resolved without a contextual type",
              "4️⃣ error: generic parameter 'T' could not be inferred",
              "5️⃣ error: value of type '(T) -> T' has no member 'count'",
              "6️⃣ error: value of type '(String) -> String' has no member 'uppercased'"])
        expectClean("""
        func greet(_ name: String) -> String { name }
        let f = greet
        print(["a"].map(greet), f("b"), greet("c").count)
        """)
    }

    /// What a function that returns nothing returned is the empty tuple: swiftc spells it as the
    /// function declared it (swiftc 6.3.1 on the same declarations). Found by the fuzz pass's
    /// guarantee: `print().scoreplayer` printed an empty line, then failed at run time.
    @Test func aMemberOfTheEmptyTuple() {
        expectDiagnostics("""
        func save() {}
        func reset() -> Void {}
        print().1️⃣scoreplayer
        save().2️⃣id
        reset().3️⃣count
        """, ["1️⃣ error: value of tuple type '()' has no member 'scoreplayer'",
              "2️⃣ error: value of tuple type '()' has no member 'id'",
              "3️⃣ error: value of tuple type 'Void' has no member 'count'"])
    }

    /// Top-level code and global functions have no `self`; a standard-library function named as
    /// a value has no members (swiftc 6.3.1, the math functions overloaded as on Apple's SDK on a
    /// stand-in). Found by the fuzz pass's guarantee: each failed at run time.
    @Test func selfOutsideATypeAndMembersOfLibraryFunctions() {
        expectDiagnostics("""
        print(1️⃣self)
        func describe() -> String { "\\(2️⃣self)" }
        log.3️⃣lines.append("two")
        print(4️⃣max.5️⃣count)
        print(print.6️⃣x)
        """, ["1️⃣ error: cannot find 'self' in scope; did you mean to use it in a type or extension context?",
              "2️⃣ error: cannot find 'self' in scope; did you mean to use it in a type or extension context?",
              "3️⃣ error: reference to member 'lines' cannot be resolved without a contextual type",
              "4️⃣ error: generic parameter 'T' could not be inferred",
              "5️⃣ error: reference to member 'count' cannot be resolved without a contextual type",
              "6️⃣ error: value of type '(Any..., String, String) -> ()' has no member 'x'"])
        expectClean("""
        extension Int { var doubled: Int { self * 2 } }
        struct Meter { var value: Double; func twice() -> Meter { Meter(value: self.value * 2) } }
        var log: [String] = []
        log.append("one")
        print(3.doubled, Meter(value: 1).twice().value, log.count, [1, 2].map { $00 + 1 })
        """)
    }

    @Test func localsParametersClosureParamsAndMembersResolve() {
        expectClean("""
        struct Row: View {
            let title: String
            @State private var count = 0
            @Binding var flag: Bool
            var body: some View {
                VStack {
                    Text(title)
                    Button("inc") { count += 1; flag = !flag }
                    ForEach(0..<3, id: \\.self) { index in Text("\\(index) \\(count)") }
                    ForEach(0..<3, id: \\.self) { Text("\\($0)") }
                    Child(flag: $flag)
                }
            }
            func helper(_ value: Int) -> Int {
                let doubled = value * 2
                if let x = Optional(doubled) { return x + self.count }
                guard let y = Optional(value) else { return 0 }
                for i in 0..<y { print(i) }
                return max(doubled, min(1, 2))
            }
        }
        struct Child: View {
            @Binding var flag: Bool
            var body: some View { Text(flag ? "on" : "off") }
        }
        """)
    }

    @Test func unknownNamesInBodiesAndTopLevel() {
        expectDiagnostics("""
        func f() {
            1️⃣undefinedFunc()
            _ = 2️⃣Undef()
            print(3️⃣nope)
        }
        """, [
            "1️⃣ error: cannot find 'undefinedFunc' in scope",
            "2️⃣ error: cannot find 'Undef' in scope",
            "3️⃣ error: cannot find 'nope' in scope",
        ])
    }

    @Test func unknownTypesInAnnotations() {
        expectDiagnostics("""
        struct A { var x: 1️⃣Unknown }
        func g() { let v: 2️⃣Unkn = 1; print(v) }
        """, [
            "1️⃣ error: cannot find type 'Unknown' in scope",
            "2️⃣ error: cannot find type 'Unkn' in scope",
        ])
    }

    @Test func seed001ObservedObjectViewWithoutModel() {
        expectDiagnostics("""
        struct ObservedObjectView: View {
        @ObservedObject var model: 1️⃣MyViewModel
        var body: some View { Text("") }
        }
        struct StateObjectView: View {
        @StateObject var model: 2️⃣MyViewModel
        init(model: 3️⃣MyViewModel) {
        _model = StateObject(wrappedValue: model)
        }
        var body: some View { Text("") }
        }
        """, [
            "1️⃣ error: cannot find type 'MyViewModel' in scope",
            "2️⃣ error: cannot find type 'MyViewModel' in scope",
            "3️⃣ error: cannot find type 'MyViewModel' in scope",
        ])
    }

    @Test func membersOfUserTypes() {
        expectDiagnostics("""
        struct B { var x = 0; static var s = 1; func m() {} }
        enum E { case a, b }
        func f(b: B) {
            b.1️⃣z()
            _ = b.2️⃣w
            _ = B.3️⃣q
            let e: E = .4️⃣c
            _ = E.5️⃣c
            _ = b.x + B.s
            b.m()
            print(e, E.a)
        }
        """, [
            "1️⃣ error: value of type 'B' has no member 'z'",
            "2️⃣ error: value of type 'B' has no member 'w'",
            "3️⃣ error: type 'B' has no member 'q'",
            "4️⃣ error: type 'E' has no member 'c'",
            "5️⃣ error: type 'E' has no member 'c'",
        ])
    }

    @Test func membersOfSelfAndInheritedMembers() {
        expectDiagnostics("""
        class Base { var name = ""; func greet() {} }
        class Derived: Base {
            func run() {
                greet()
                print(name, self.name)
                self.1️⃣missing = 1
            }
        }
        """, ["1️⃣ error: value of type 'Derived' has no member 'missing'"])
    }

    @Test func openTypesAreNotChecked() {
        expectDiagnostics("""
        import UIKit
        class Controller: 1️⃣UIViewController {
            func run() { view.backgroundColor = nil; self.title = "x" }
        }
        extension View { func card() -> some View { padding() } }
        """, ["1️⃣ error: not supported in the playground: 'UIViewController'"])
    }

    @Test func appleNamesTheRuntimeLacks() {
        expectDiagnostics("""
        struct V: View {
            var body: some View {
                VStack { 1️⃣Spacer() }
            }
        }
        """, ["1️⃣ error: not supported in the playground: 'Spacer'"])
    }

    @Test func previousProgramsAreInScope() {
        expectClean("""
        struct Screen: View {
            @StateObject var model = Model(start: 1)
            var body: some View { Text("\\(model.count) \\(limit)") }
        }
        """, previous: ["""
        class Model: ObservableObject {
            @Published var count: Int
            init(start: Int) { count = start }
        }
        let limit = 10
        """])
    }

    @Test func previousProgramTypesAreChecked() {
        expectDiagnostics("""
        let m = Model1️⃣(star: 1)
        """, ["1️⃣ error: incorrect argument label in call (have 'star:', expected 'start:')"],
        previous: ["""
        class Model: ObservableObject {
            @Published var count: Int
            init(start: Int) { count = start }
        }
        """])
    }

    /// A lone `$` is no name (swiftc's lexer, then its type checker, at the `$`). Found by the fuzz
    /// pass's guarantee: the interpreter failed at run time with "cannot find '$' in scope".
    @Test func aLoneDollarSign() {
        expectDiagnostics("""
        print([1, 2].contains { 1️⃣$  > 9 })
        """, ["1️⃣ error: '$' is not an identifier; use backticks to escape it",
              "1️⃣ error: cannot find '$' in scope"])
    }

    /// A top-level variable whose initial value names itself, with no type written: swiftc says
    /// `circular reference` at the `let` (after any modifier), with a note at the name, and
    /// nothing else of it (swiftc 6.3.1, top-level code). In a closure it is another matter, and
    /// an earlier input's variable of that name is the one named. Found by the fuzz pass's
    /// guarantee: the interpreter failed at run time with "cannot find 'progress' in scope".
    @Test func aVariableWhoseInitialValueNamesItself() {
        expectDiagnostics("""
        var shown = 0.0
        1️⃣let 2️⃣progress = progress > 1 ? 1 : progress
        private 3️⃣let 4️⃣a = a + 1
        """, ["1️⃣ error: circular reference", "2️⃣ note: through reference here",
              "3️⃣ error: circular reference", "4️⃣ note: through reference here"])
        expectClean("""
        let progress = progress + 1
        """, previous: ["let progress = 0.5"])
    }
}
