import Testing
@testable import VivariumSyntax

/// Contextual types: implicit member expressions against framework types and literal
/// conversions. Every expected wording and location was checked with swiftc 6.3.1 on
/// stand-in declarations (`struct Color { static let red = Color() … }`).
@Suite struct CheckerInferenceTests {
    @Test func implicitMembersResolveFromContext() {
        expectClean("""
        struct Swatch: View {
            @State private var color: Color = .red
            @State private var isOn = false
            var body: some View {
                VStack {
                    Text(color == .red ? "warm" : "cool")
                        .foregroundStyle(isOn ? .green : .gray)
                        .font(.system(.caption, design: .monospaced))
                        .animation(.easeInOut(duration: 0.3), value: isOn)
                    Color(isOn ? .red : .blue)
                    Button("Flip") {
                        color = isOn ? .red : .blue
                        if .blue == color { print("blue") }
                    }
                    .background(.black.opacity(0.3))
                }
            }
            func tint(_ on: Bool) -> Color { on ? .green : .gray }
            func shade() -> Color {
                let base: Color? = nil
                return base ?? .black
            }
        }
        """)
    }

    @Test func unknownMemberOfAFrameworkType() {
        expectDiagnostics("""
        struct V: View {
            @State private var color: Color = .1️⃣redd
            var body: some View { Text("a") }
            func styled() -> some View {
                Text("a")
                    .font(.2️⃣titel)
                    .animation(.3️⃣easeInAndOut(duration: 1), value: color)
            }
            func tint() -> Color { .4️⃣gren }
            func pick(_ c: Bool) { color = c ? .red : .5️⃣bleu }
        }
        """, [
            "1️⃣ error: type 'Color' has no member 'redd'",
            "2️⃣ error: type 'Font?' has no member 'titel'",
            "3️⃣ error: type 'Animation?' has no member 'easeInAndOut'",
            "4️⃣ error: type 'Color' has no member 'gren'",
            "5️⃣ error: type 'Color' has no member 'bleu'",
        ])
    }

    /// `.none`/`.some(x)` where an optional is expected are Optional's cases (swiftc accepts
    /// them on stand-ins, before the wrapped type's members).
    @Test func optionalCasesInOptionalContexts() {
        expectClean("""
        enum Mood { case calm, busy }
        struct V: View {
            @State private var tint: Color? = .none
            @State private var mood: Mood? = .some(.calm)
            var body: some View {
                Text(tint == .none ? "plain" : "tinted")
                Button("Clear") { mood = .none; tint = .some(.red) }
            }
            func pick(_ flag: Bool) -> Int? { flag ? 3 : .none }
        }
        """)
    }

    /// Operators named as function values and module-qualified names (swiftc accepts both).
    @Test func operatorsAsFunctionsAndQualifiedNames() {
        expectClean("""
        struct Totals {
            var cells = [3, 1, 2]
            var total: Int { cells.reduce(0, +) }
            var descending: [Int] { cells.sorted(by: >) }
            var smallest: Int { Swift.min(cells[0], cells[1]) }
            var labels: [String] { cells.map(String.init) }
        }
        """)
    }

    @Test func userExtensionsAddMembers() {
        expectClean("""
        extension Color { static let brand = Color(red: 0.2, green: 0.4, blue: 0.6) }
        struct V: View {
            @State private var color: Color = .brand
            var tint: Color = .gray
            var body: some View { Text("a").foregroundStyle(color == .brand ? .brand : tint) }
        }
        """)
    }

    @Test func noContextualType() {
        expectDiagnostics("""
        func f(_ c: Bool) {
            let a = .1️⃣red
            let b = .2️⃣red.opacity(1)
            let d = c ? .3️⃣red : .blue
            let e = c ? Color.red : .blue
            let g = .4️⃣random(in: 1...6)
            print(a, b, d, e, g, .5️⃣red)
        }
        """, [
            "1️⃣ error: reference to member 'red' cannot be resolved without a contextual type",
            "2️⃣ error: cannot infer contextual base in reference to member 'red'",
            "3️⃣ error: cannot infer contextual base in reference to member 'red'",
            "4️⃣ error: reference to member 'random' cannot be resolved without a contextual type",
            "5️⃣ error: type 'Any' has no member 'red'",
        ])
    }

    @Test func literalConversions() {
        expectDiagnostics("""
        struct S {
            var count: Int = 1️⃣"none"
            var ratio: Double = 2
            var limit: Int? = 2️⃣"x"
        }
        func f(_ n: Int, c: Color) {}
        func g() -> Int { return 3️⃣"x" }
        func h() -> String { 4️⃣1 }
        func t() {
            f(5️⃣"a", c: .red)
            f(1, c: 6️⃣"red")
            let p: Double = 7️⃣true
            var i = 2
            i = 8️⃣"z"
            let c: Color = 9️⃣"red"
            print(p, i, c)
        }
        """, [
            "1️⃣ error: cannot convert value of type 'String' to specified type 'Int'",
            "2️⃣ error: cannot convert value of type 'String' to specified type 'Int'",
            "3️⃣ error: cannot convert return expression of type 'String' to return type 'Int'",
            "4️⃣ error: cannot convert return expression of type 'Int' to return type 'String'",
            "5️⃣ error: cannot convert value of type 'String' to expected argument type 'Int'",
            "6️⃣ error: cannot convert value of type 'String' to expected argument type 'Color'",
            "7️⃣ error: cannot convert value of type 'Bool' to specified type 'Double'",
            "8️⃣ error: cannot assign value of type 'String' to type 'Int'",
            "9️⃣ error: cannot convert value of type 'String' to specified type 'Color'",
        ])
    }

    @Test func literalsThatConvert() {
        expectClean("""
        func f<T>(_ value: T) {}
        func t() {
            let a: Double = 1
            let b: Any = "x"
            let c: Int? = 3
            var d: CGFloat = 2
            d = 3
            f("any")
            print(a, b, c, d)
        }
        """)
    }

    @Test func userEnumContexts() {
        expectDiagnostics("""
        enum Mood { case happy, sad }
        func describe(_ m: Mood) -> String { m == .happy ? "😀" : "😢" }
        func t(_ m: Mood?) {
            print(describe(.1️⃣angry))
            let x = m ?? .sad
            print(x == .happy)
        }
        """, [
            "1️⃣ error: type 'Mood' has no member 'angry'",
        ])
    }
}

@Suite struct CheckerFrameworkStaticTests {
    @Test func explicitStaticsAndOptionSets() {
        expectDiagnostics("""
        struct V: View {
            var body: some View {
                Text("a")
                    .padding([.top, .bottom])
                    .background(Color(.systemGray6))
                    .foregroundStyle(Color.1️⃣redd)
                    .animation(Animation.easeInOut(duration: 1), value: 1)
            }
            func color() -> Color { Color.purple.opacity(0.5) }
            func design() -> Font.Design { Font.Design.rounded }
        }
        """, [
            "1️⃣ error: type 'Color' has no member 'redd'",
        ])
    }
}

@Suite struct CheckerCasePatternTests {
    @Test func casesAreMembersOfTheSubjectsType() {
        expectDiagnostics("""
        enum Mood { case happy, sad }
        func t(_ m: Mood, _ c: Color, _ o: Mood?) {
            switch m {
            case .happy: break
            case .1️⃣angry: break
            default: break
            }
            switch c {
            case .red: break
            case .2️⃣redd: break
            default: break
            }
            switch o {
            case .happy, .none: break
            case .3️⃣angry: break
            default: break
            }
        }
        """, [
            "1️⃣ error: type 'Mood' has no member 'angry'",
            "2️⃣ error: type 'Color' has no member 'redd'",
            "3️⃣ error: type 'Mood?' has no member 'angry'",
        ])
    }
}

@Suite struct CheckerPropertyContextTests {
    @Test func propertiesOfOtherObjects() {
        expectDiagnostics("""
        final class Palette { var selection: Color? = nil; var accent = Color.blue; var dim = Color.red.opacity(0.5) }
        func t(p: Palette) {
            p.dim = .5️⃣bleu
            _ = p.selection == .1️⃣redd
            p.selection = .2️⃣redd
            p.accent = .3️⃣redd
            let x = p.selection ?? .4️⃣redd
            print(x)
        }
        """, [
            "5️⃣ error: type 'Color' has no member 'bleu'",
            "1️⃣ error: type 'Color?' has no member 'redd'",
            "2️⃣ error: type 'Color?' has no member 'redd'",
            "3️⃣ error: type 'Color' has no member 'redd'",
            "4️⃣ error: reference to member 'redd' cannot be resolved without a contextual type",
        ])
    }
}

@Suite struct CheckerClosureResultTests {
    @Test func typedClosuresGiveTheirResultAsContext() {
        expectDiagnostics("""
        func t() {
            let f: (Bool) -> Int = { flag in
                if flag { return 1️⃣"x" }
                return 1
            }
            let g: () -> Int = { 2️⃣"y" }
            let h: (Bool) -> Color = { $0 ? .red : .3️⃣redd }
            let k: (Bool) -> Color = { $0 ? .red : .blue }
            print(f, g, h, k)
        }
        """, [
            "1️⃣ error: cannot convert value of type 'String' to closure result type 'Int'",
            "2️⃣ error: cannot convert value of type 'String' to closure result type 'Int'",
            "3️⃣ error: type 'Color' has no member 'redd'",
        ])
    }
}

@Suite struct CheckerArgumentContextTests {
    @Test func userParametersGiveTheirTypes() {
        expectDiagnostics("""
        struct Card: View { var tint: Color; var body: some View { Text("") } }
        func paint(_ c: Color, times: Int = 1) {}
        func t() {
            _ = Card(tint: .1️⃣redd)
            paint(.2️⃣bleu)
            paint(.red, times: 3️⃣"2")
            paint(.blue)
        }
        """, [
            "1️⃣ error: type 'Color' has no member 'redd'",
            "2️⃣ error: type 'Color' has no member 'bleu'",
            "3️⃣ error: cannot convert value of type 'String' to expected argument type 'Int'",
        ])
    }
}

@Suite struct CheckerGenericModifierTests {
    @Test func tagTakesNoImplicitMember() {
        expectDiagnostics("""
        struct V: View {
            var body: some View { Text("a").tag(.1️⃣red) }
            func other() -> some View { Text("b").tag(Color.red) }
            func third() -> some View { other().font(.2️⃣titel) }
        }
        final class Printer { func font(_ name: Mood) {} }
        enum Mood { case plain }
        func make() -> Printer { Printer() }
        func use() { make().font(.plain) }
        """, [
            "1️⃣ error: type 'Hashable' has no member 'red'",
            "2️⃣ error: type 'Font?' has no member 'titel'",
        ])
    }

    @Test func aCoercionIsItsExpressionsContextualType() {
        // `.unt as Square`: `as` gives the implicit member its type, as swiftc 6.3.1 reports it
        // (it ran, and failed when it did: "inferring the type of '.unt'").
        expectDiagnostics("""
        struct Square { static var unit: Square { Square() } }
        let fine = .unit as Square
        let typo = .1️⃣unt as Square
        """, [
            "1️⃣ error: type 'Square' has no member 'unt'",
        ])
    }
}

