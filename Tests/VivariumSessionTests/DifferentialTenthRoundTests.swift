import Testing
@testable import VivariumSession

/// The tenth round of differential programs (Tests/Differential, session 21): each expected
/// line is what swiftc 6.3.1's build printed for the same code.
@Suite struct DifferentialTenthRoundTests: PastedCodeOutputs {
    @Test func theMemberwiseInitializerTakesTheStorageOfAWrapperWithArgumentsOrAnInit() {
        // SE-0258 as swiftc applies it: a wrapped property with `=` is taken by value
        // (`motto: "Go"`); one whose attribute has arguments and no `=` (`@Clamped(wrappedValue:
        // 0.5, 0...1)`), or whose wrapper has `init()`, is taken as the wrapper itself, its
        // default what the attribute makes. `Settings()` was refused and `nickname: Defaulted(…)`
        // was passed on as a wrapped value ("value of type 'Defaulted' has no member 'isEmpty'").
        #expect(output("""
            @propertyWrapper
            struct Clamped {
                private var value: Double
                let range: ClosedRange<Double>
                init(wrappedValue: Double, _ range: ClosedRange<Double>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
                var wrappedValue: Double { get { value } set { value = min(max(newValue, range.lowerBound), range.upperBound) } }
            }
            @propertyWrapper
            struct Defaulted {
                var wrappedValue: String
                init() { wrappedValue = "(unset)" }
                init(wrappedValue: String) { self.wrappedValue = wrappedValue.isEmpty ? "(empty)" : wrappedValue }
            }
            struct Settings {
                @Clamped(wrappedValue: 0.5, 0...1) var brightness: Double
                @Defaulted var nickname: String
                @Defaulted var motto: String = ""
            }
            let standard = Settings()
            print(standard.brightness, standard.nickname, standard.motto)
            let custom = Settings(brightness: Clamped(wrappedValue: 3, 0...2), nickname: Defaulted(wrappedValue: "Ada"), motto: "Go")
            print(custom.brightness, custom.nickname, custom.motto)
            """) == ["0.5 (unset) (empty)", "2.0 Ada Go"])
    }

    @Test func anEmptyBuilderBlockCallsTheBuildBlockWithoutParameters() {
        // Swift ranks `buildBlock()` above `buildBlock(_ parts: String...)` for an empty block;
        // the variadic one ran and gave "".
        #expect(output("""
            @resultBuilder
            struct Joined {
                static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
                static func buildBlock() -> String { "(empty)" }
            }
            func line(@Joined _ make: () -> String) -> String { make() }
            print(line { }, "|", line { "a"; "b" }, "|", line { "one" })
            """) == ["(empty) | a b | one"])
    }

    @Test func aDoubleEnumsIntegerRawValueIsADouble() {
        // `case whole = 1` of an `enum Ratio: Double` is 1.0; it printed 1.
        #expect(output("""
            enum Ratio: Double { case half = 0.5, whole = 1, double = 2 }
            print(Ratio.whole.rawValue, Ratio.double.rawValue, Ratio(rawValue: 2) == .double)
            """) == ["1.0 2.0 true"])
    }

    @Test func charactersHaveCurrencyAndMathSymbolProperties() {
        // `isCurrencySymbol` and `isMathSymbol` were "not in the playground's standard library yet".
        #expect(output("""
            let symbols: [Character] = ["$", "€", "+", "=", "a", "ǅ"]
            print(symbols.map(\\.isCurrencySymbol), symbols.map(\\.isMathSymbol))
            """) == ["[true, true, false, false, false, false] [false, false, true, true, false, false]"])
    }

    @Test func aMirrorsDisplayStyleComparesWithAnImplicitMember() {
        // `mirror.displayStyle == .struct` stopped with "inferring the type of '.struct' here".
        #expect(output("""
            struct Point { var x = 1 }
            final class Box { var value = 2 }
            enum Mode { case on, off }
            let mirrors = [Mirror(reflecting: Point()), Mirror(reflecting: Box()), Mirror(reflecting: Mode.on), Mirror(reflecting: (1, 2)), Mirror(reflecting: [1])]
            print(mirrors.map { $0.displayStyle == .struct }, mirrors.map { $0.displayStyle == .class })
            print(mirrors[2].displayStyle == .enum, mirrors[3].displayStyle == .tuple, mirrors[4].displayStyle == .collection)
            """) == ["[true, false, false, false, false] [false, true, false, false, false]", "true true true"])
    }

    @Test func anOptionSetHasStrictSubsetAndSuperset() {
        // SetAlgebra's `isStrictSubset(of:)` and `isStrictSuperset(of:)`: "value of type
        // 'Permissions' has no member 'isStrictSuperset'"; `remove(_:)` and `update(with:)` are
        // optional (`Self?`), and printed without `Optional(…)`.
        #expect(output("""
            struct Permissions: OptionSet {
                let rawValue: Int
                static let read = Permissions(rawValue: 1)
                static let write = Permissions(rawValue: 2)
                static let all: Permissions = [.read, .write]
            }
            let p: Permissions = [.read]
            print(p.isStrictSubset(of: .all), Permissions.all.isStrictSubset(of: .all), Permissions.all.isStrictSuperset(of: p), p.isStrictSuperset(of: p))
            var q = Permissions.all
            print(q.remove(.write) as Any, q.remove(.write) as Any, q.update(with: .read) as Any, q.rawValue)
            """) == ["true false true false", "Optional(Playground.Permissions(rawValue: 2)) nil Optional(Playground.Permissions(rawValue: 1)) 1"])
    }

    @Test func aTypesStaticSubscriptReadsAndWrites() {
        // `Palette["warning"] = "orange"` stopped with "assigning through this subscript", and a
        // read with "subscripting Palette.Type".
        #expect(output("""
            struct Palette {
                static var registry: [String: String] = ["accent": "blue"]
                static subscript(_ key: String) -> String {
                    get { registry[key] ?? "black" }
                    set { registry[key] = newValue }
                }
                static subscript(count prefix: String, default fallback: Int = 0) -> Int {
                    registry.keys.filter { $0.hasPrefix(prefix) }.count + fallback
                }
            }
            Palette["warning"] = "orange"
            Palette["accent"] += "!"
            print(Palette["accent"], Palette["warning"], Palette["missing"], Palette[count: "w"], Palette[count: "z", default: 9])
            """) == ["blue! orange black 1 9"])
    }

    @Test func superInAnOverridingClassMemberRunsTheSuperclasssMember() {
        // `super.kind` in an `override static var` and `super.make()` in an `override static
        // func` were "'super' outside a subclass member"; the method runs with the metatype it
        // was called on as `self`, so its `kind` is Dot's.
        #expect(output("""
            class Shape {
                class var kind: String { "shape" }
                class func make() -> String { "a \\(kind)" }
            }
            class Circle: Shape {
                override class var kind: String { "circle" }
            }
            final class Dot: Circle {
                override static var kind: String { "dot, a kind of " + super.kind }
                override static func make() -> String { super.make() + "!" }
            }
            print(Shape.kind, Circle.kind, Dot.kind, Circle.make())
            print(Dot.make())
            """) == ["shape circle dot, a kind of circle a circle", "a dot, a kind of circle!"])
    }

    @Test func aUnicodeScalarHasItsProperties() {
        // `scalar.properties.isEmoji` (left out of the seventh round: "value of type
        // 'Unicode.Scalar' has no member 'properties'").
        #expect(output("""
            for scalar in "aZ 7é👋".unicodeScalars {
                let p = scalar.properties
                print(scalar, p.isAlphabetic, p.isUppercase, p.isWhitespace, p.isEmoji, p.isEmojiPresentation)
            }
            """) == ["a true false false false false", "Z true true false false false", "  false false true false false",
                     "7 false false false true false", "é true false false false false", "👋 false false false true true"])
    }

    @Test func anEndlessSequencesPrefixWithATrailingClosureStops() {
        // `fib.prefix { $0 < 30 }` of a `sequence(state:next:)` ran the endless sequence to the
        // step limit (only `prefix(while:)` written with its label stopped); a lazy chain's
        // `first` printed without `Optional(…)`.
        #expect(output("""
            let fib = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
                defer { state = (state.1, state.0 + state.1) }
                return state.0
            }
            print(fib.prefix { $0 < 30 }.map { $0 }, Array(sequence(first: 1) { $0 * 2 }.prefix { $0 < 100 }))
            let evens = [5, 2, 8, 3, 6].lazy.filter { $0 % 2 == 0 }.map { $0 + 100 }
            let none = [1, 3].lazy.filter { $0 % 2 == 0 }
            print(evens.first as Any, none.first as Any, "\\(evens.first ?? 0)")
            """) == ["[0, 1, 1, 2, 3, 5, 8, 13, 21] [1, 2, 4, 8, 16, 32, 64]", "Optional(102) nil 102"])
    }

    @Test func anArrayOfTuplesGivesAnImplicitMemberItsPositionsType() {
        // `[(Permissions.read, "read"), (.write, "write")]`: "inferring the type of '.write'
        // here"; an OptionSet's `description` using it fell back to the memberwise form.
        #expect(output("""
            enum Level { case low, high }
            struct Permissions: OptionSet {
                let rawValue: Int
                static let read = Permissions(rawValue: 1)
                static let write = Permissions(rawValue: 2)
            }
            let names = [(Permissions.read, "read"), (.write, "write")]
            let granted: Permissions = [.write]
            print(names.filter { granted.contains($0.0) }.map(\\.1), [("a", Level.low), ("b", .high)].map { "\\($0.0)\\($0.1)" })
            """) == ["[\"write\"] [\"alow\", \"bhigh\"]"])
    }

    @Test func aWrappersWritableProjectionIsMutatedThroughTheProperty() {
        // `projectedValue` with a setter: `s.$theme.reset()` writes the storage back; it was
        // "value of type 'Settings' has no member '$theme'".
        #expect(output("""
            @propertyWrapper
            struct Tracked<Value> {
                var wrappedValue: Value { didSet { history.append("\\(oldValue)->\\(wrappedValue)") } }
                private(set) var history: [String] = []
                init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
                var projectedValue: Tracked<Value> { get { self } set { self = newValue } }
                mutating func reset() { history.removeAll() }
            }
            struct Settings { @Tracked var theme = "light" }
            var s = Settings()
            s.theme = "dark"
            s.theme = "sepia"
            print(s.$theme.history)
            s.$theme.reset()
            print(s.$theme.history, s.theme)
            """) == ["[\"light->dark\", \"dark->sepia\"]", "[] sepia"])
    }
}
