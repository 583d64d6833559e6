import Testing
@testable import VivariumInterpreter

/// Expressions print what Swift prints.
@Suite struct ExpressionTests {
    @Test(arguments: [
        ("1 + 2 * 3", "7"),
        ("(1 + 2) * 3", "9"),
        ("7 / 2", "3"),
        ("7 % 3", "1"),
        ("-7 / 2", "-3"),
        ("7.0 / 2", "3.5"),
        ("2 < 3 && 3 < 2", "false"),
        ("true || false", "true"),
        ("!true", "false"),
        ("1 == 1 ? \"yes\" : \"no\"", "yes"),
        ("max(3, 9)", "9"),
        ("min(3, 9)", "3"),
        ("\"ab\" + \"cd\"", "abcd"),
        ("\"abc\".count", "3"),
        ("\"\".isEmpty", "true"),
        ("String(describing: 42)", "42"),
        ("[1, 2, 3].count", "3"),
        ("[1, 2, 3][1]", "2"),
        ("(0..<4).count", "4"),
    ])
    func printsValue(expression: String, expected: String) throws {
        #expect(try output(of: "print(\(expression))") == [expected])
    }

    /// Number literals with one floating-point literal among them make `[Double]` (and a
    /// dictionary's `Double` values), as Swift infers them — at the top level and in a function.
    @Test func mixedNumberLiteralsAreDoubles() throws {
        #expect(try output(of: """
            let steps = [4200.0, 8800, 6100]
            print(steps)
            let prices = ["tea": 2.5, "cake": 4]
            print(prices["cake"]!)
            func offsets() -> Int {
                let deltas = [0.5, 2, -3]
                print(deltas)
                return deltas.count
            }
            print(offsets())
            print([1, 2, 3])
            """) == ["[4200.0, 8800.0, 6100.0]", "4.0", "[0.5, 2.0, -3.0]", "3", "[1, 2, 3]"])
    }

    @Test func interpolation() throws {
        let printed = try output(of: """
            let name = "Ada"
            let n = 3
            print("\\(name) has \\(n + 1) items, \\(n > 2 ? "many" : "few")")
            """)
        #expect(printed == ["Ada has 4 items, many"])
    }

    @Test func compoundAssignment() throws {
        let printed = try output(of: """
            var x = 10
            x += 5
            x -= 3
            x *= 2
            print(x)
            var s = "a"
            s += "b"
            print(s)
            """)
        #expect(printed == ["24", "ab"])
    }

    @Test func arraysAndDictionaries() throws {
        let printed = try output(of: """
            var numbers = [3, 1, 2]
            numbers.append(4)
            print(numbers)
            print(numbers.count, numbers.isEmpty)
            var ages = ["a": 1]
            ages["b"] = 2
            print(ages["b"] ?? 0, ages["z"] ?? -1)
            let empty: [Int] = []
            print(empty.isEmpty)
            """)
        #expect(printed == ["[3, 1, 2, 4]", "4 false", "2 -1", "true"])
    }

    @Test func arraysAreValues() throws {
        let printed = try output(of: """
            var a = [1, 2]
            var b = a
            b.append(3)
            print(a.count, b.count)
            """)
        #expect(printed == ["2 3"])
    }

    @Test func tuples() throws {
        let printed = try output(of: """
            let pair = (1, "one")
            print(pair.0, pair.1)
            """)
        #expect(printed == ["1 one"])
    }

    @Test func optionals() throws {
        let printed = try output(of: """
            var x: Int? = nil
            print(x ?? 7)
            print(x == nil)
            x = 3
            print(x!)
            if let y = x { print("got \\(y)") }
            """)
        #expect(printed == ["7", "true", "3", "got 3"])
    }

    @Test func printingAnOptionalShowsOptional() throws {
        let printed = try output(of: """
            struct Box { var label: String?; var count = 1 }
            func find(_ n: Int) -> String? { n > 0 ? "found" : nil }
            let x: Int? = 3
            let none: Int? = nil
            let box = Box(label: "a")
            let scores = ["a": 1]
            let names = ["x", "y"]
            print(x)
            print("\\(x) \\(none)")
            print(box.label, box.count)
            print(scores["a"], names.first, Int("42"), find(1))
            if let x { print(x) }
            print(x ?? 0, String(describing: x))
            """)
        #expect(printed == [
            "Optional(3)", "Optional(3) nil", "Optional(\"a\") 1",
            "Optional(1) Optional(\"x\") Optional(42) Optional(\"found\")", "3", "3 Optional(3)",
        ])
    }

    @Test func optionalsInsideCollectionsTuplesAndStructsPrintAsOptional() throws {
        let printed = try output(of: """
            struct Pet { var name: String; var age: Int? }
            let ages: [Int?] = [1, nil]
            let byName: [String: Int?] = ["a": 2]
            var nick: String? = "Rex"
            let pair = (1, nick)
            print(ages, byName)
            print([nick], pair, (nick, 2))
            print(Pet(name: "a", age: 3), Pet(name: "b", age: nil))
            func show() { let local: [String?] = ["x"]; print(local) }
            show()
            """)
        #expect(printed == [
            "[Optional(1), nil] [\"a\": Optional(2)]",
            "[Optional(\"Rex\")] (1, Optional(\"Rex\")) (Optional(\"Rex\"), 2)",
            "Pet(name: \"a\", age: Optional(3)) Pet(name: \"b\", age: nil)",
            "[Optional(\"x\")]",
        ])
    }

    @Test func anOptionalPropertyOfAnArrayElementPrintsAsOptional() throws {
        let printed = try output(of: """
            struct User { var name: String; var age: Int? }
            let users = [User(name: "Ana", age: 31), User(name: "Ben", age: nil)]
            let i = 1
            print(users[0].age, users[i].age, "\\(users[0].age)")
            print(users.first!.age, users.last!.name, users[0].age ?? 0)
            """)
        #expect(printed == ["Optional(31) nil Optional(31)", "Optional(31) Ben 31"])
    }

    @Test func theSumOfNoDoublesIsADouble() throws {
        let printed = try output(of: """
            struct Item { var price: Double }
            let cart: [Item] = []
            let prices: [Double] = []
            let counts: [Int] = []
            print(cart.reduce(0) { $0 + $1.price }, prices.reduce(0, +), cart.map(\\.price).reduce(0, +), counts.reduce(0, +))
            """)
        #expect(printed == ["0.0 0.0 0.0 0"])
    }

    /// `min` and `max` take one type for both arguments (`max<T: Comparable>(_:_:)`): an
    /// implicit member among them is a member of the other's type, or of the context's.
    /// Before, `.zero` had no type to come from and the comparison failed at run time.
    @Test func anImplicitMemberInMinOrMaxTakesTheOtherArgumentsType() throws {
        let printed = try output(of: """
            let width: Double = -1.5
            let inset: CGFloat = 3
            let floor: Int = max(.zero, -4)
            let span: Double = max(.zero, .pi)
            print(max(width, .zero), min(.zero, inset), floor, span > 3)
            """)
        #expect(printed == ["0.0 0.0 0 true"])
    }

    @Test func anIntegerDefaultForAnOptionalDoubleIsADouble() throws {
        let printed = try output(of: """
            let prices: [Double] = []
            let scores: [String: Double] = [:]
            var best: Double? = nil
            print(prices.max() ?? 0, scores["a"] ?? 0, best ?? 0, [Int]().max() ?? 0)
            """)
        #expect(printed == ["0.0 0.0 0.0 0"])
    }

    /// A ternary's integer literal takes the other branch's floating-point type; with no
    /// Double in either branch it stays an Int (swiftc 6.3 on a stand-in).
    @Test func aTernarysIntegerLiteralBesideADoubleIsADouble() throws {
        let printed = try output(of: """
            let values: [Double] = []
            let sum = values.reduce(into: 0) { total, value in total += value }
            let mean = values.count > 0 ? sum / Double(values.count) : 0
            var progress = 0.0
            let count = 0
            func shown() -> String { "\\(progress > 1 ? 1 : progress) \\(progress == 0 ? -1 : progress * 2)" }
            print(sum, mean, shown(), count == 0 ? 0 : 100 / count)
            """)
        #expect(printed == ["0.0 0.0 0.0 -1.0 0"])
    }

    /// Swift's order of a call and a construction: the arguments written, in order; then the
    /// default arguments of the parameters left out; then the object is allocated and its
    /// properties take their defaults; then the initializer's body (swiftc 6.3 on this text).
    @Test func argumentsComeBeforeDefaultsAndTheObject() throws {
        let printed = try output(of: """
            func g() -> Int { print("default a"); return 1 }
            func h(_ s: String) -> Int { print("explicit", s); return 2 }
            func f(a: Int = g(), b: Int, c: Int = g(), d: Int) { print(a, b, c, d) }
            f(b: h("b"), d: h("d"))
            class P { init() { print("P.init") } }
            class K { let p = P(); let q: Int; init(q: Int, r: Int = g()) { print("K.init"); self.q = q } }
            _ = K(q: h("q"))
            struct S { var p = P(); var x: Int }
            _ = S(x: h("x"))
            """)
        #expect(printed == ["explicit b", "explicit d", "default a", "default a", "1 2 1 2",
                            "explicit q", "default a", "P.init", "K.init", "explicit x", "P.init"])
    }

    /// A class's stored properties take their defaults as its designated initializer begins:
    /// a subclass's before its body, a superclass's at `super.init`, and after the code a
    /// convenience initializer runs before `self.init` (swiftc 6.3 on this text).
    @Test func defaultsAreSetAsTheDesignatedInitializerBegins() throws {
        let printed = try output(of: """
            class Tracker { init(_ n: String) { print("make", n) } }
            class Base { let a = Tracker("Base.a"); init() { print("Base.init") } }
            class Sub: Base {
                let b = Tracker("Sub.b")
                override init() { print("Sub before super"); super.init(); print("Sub after super") }
                convenience init(flag: Bool) { print("convenience first"); self.init() }
            }
            class Plain: Base { let c = Tracker("Plain.c") }
            _ = Sub(flag: true)
            _ = Plain()
            """)
        #expect(printed == ["convenience first", "make Sub.b", "Sub before super", "make Base.a", "Base.init", "Sub after super",
                            "make Plain.c", "make Base.a", "Base.init"])
    }

    @Test func aGenericStructPrintsWhatItsParametersStandFor() throws {
        let printed = try output(of: """
            struct Wrapper<T> { var value: T }
            let boxed: Wrapper<Double> = Wrapper(value: 2)
            print(Wrapper(value: 3), [Wrapper(value: "s")], boxed, boxed.value / 4)
            """)
        #expect(printed == [#"Wrapper<Int>(value: 3) [Playground.Wrapper<Swift.String>(value: "s")] Wrapper<Double>(value: 2.0) 0.5"#])
    }

    @Test func anArrayMappedToAnOptionalPropertyPrintsItsElementsAsOptional() throws {
        let printed = try output(of: """
            struct User { var name: String; var age: Int? }
            let users = [User(name: "Ana", age: 31), User(name: "Ben", age: nil)]
            let ages = users.map { $0.age }
            print(ages, users.map(\\.age), users.map { user in user.age }, users.map { $0.name })
            """)
        #expect(printed == [#"[Optional(31), nil] [Optional(31), nil] [Optional(31), nil] ["Ana", "Ben"]"#])
    }

    @Test func optionalMapRunsOnTheWrappedValue() throws {
        let printed = try output(of: """
            var word: String? = "hi"
            print(word.map { $0 + "!" }, word.flatMap { Int($0) })
            word = nil
            print(word.map { $0 + "!" })
            """)
        #expect(printed == ["Optional(\"hi!\") nil", "nil"])
    }

    @Test func optionalChaining() throws {
        let printed = try output(of: """
            class Node {
                var next: Node?
                var value: Int
                init(value: Int) { self.value = value }
            }
            let a = Node(value: 1)
            print(a.next?.value ?? -1)
            a.next = Node(value: 2)
            print(a.next?.value ?? -1)
            print(a.next?.next?.value == nil)
            """)
        #expect(printed == ["-1", "2", "true"])
    }

    @Test func boolToggle() throws {
        let printed = try output(of: """
            var flag = false
            flag.toggle()
            print(flag)
            """)
        #expect(printed == ["true"])
    }
}

@Suite struct LiteralTypingTests {
    @Test func integerLiteralDivisionTakesAFloatingTypeFromContext() throws {
        #expect(try output(of: """
            let third: Double = 1/3
            let ratio = 2.0 * (1/4)
            var f: Float = 0.1
            f += 0.2
            let g: Float = 1/3
            print(third, ratio, f, g, 7/2)
            """) == ["0.3333333333333333 0.5 0.3 0.33333334 3"])
    }


    @Test func integerLiteralsTakeTheDeclaredTypeInsideDictionariesAndTuples() throws {
        #expect(try output(of: """
            let weights: [String: Double] = ["a": 1]
            let point: (Int, Double) = (1, 2)
            var scale: Float = 2
            print(weights, point, scale)
            """) == ["[\"a\": 1.0] (1, 2.0) 2.0"])
    }


    @Test func anIntegerLiteralTakesTheDeclaredTypeOfAnEnumPayload() throws {
        #expect(try output(of: """
            enum Shape { case rect(w: Double, h: Double) }
            func ratio(_ s: Shape) -> Double { switch s { case let .rect(w, h): return w / h } }
            print(ratio(.rect(w: 1, h: 4)), Shape.rect(w: 2, h: 3))
            """) == ["0.25 rect(w: 2.0, h: 3.0)"])
    }

    @Test func aDictionarySubscriptWithADefaultIsNotOptional() throws {
        #expect(try output(of: """
            let d = ["a": 1]
            let v = d["q", default: 5]
            print(v, v + 1, d["a"])
            """) == ["5 6 Optional(1)"])
    }
}

@Suite struct CustomDescriptionTests {
    @Test func customStringConvertibleIsUsedByPrintInterpolationAndCollections() throws {
        #expect(try output(of: """
            struct Pt: CustomStringConvertible { var x = 0; var description: String { "P\\(x)" } }
            enum Suit: CustomStringConvertible { case hearts; var description: String { "♥" } }
            struct Plain { var x = 1 }
            print(Pt(x: 2), "\\(Suit.hearts)", [Pt(x: 3)], String(describing: Pt(x: 4)), Plain())
            """) == ["P2 ♥ [P3] P4 Plain(x: 1)"])
    }
}
