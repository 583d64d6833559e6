import Testing
@testable import VivariumSession

/// The seventh round of differential programs (Tests/Differential, session 18): each expected
/// line is what swiftc 6.3.1's build printed for the same code.
@Suite struct DifferentialSeventhRoundSessionTests: PastedCodeOutputs {
    @Test func narrowIntegersWrapAndTrapAtTheirOwnBounds() {
        // Every integer is an Int at run time; the checker's types say where a `UInt8` wraps.
        // Vivarium printed 260 for `byte &+ 10` and let `checksum` pass 255.
        #expect(output("""
            let byte: UInt8 = 250
            var checksum: UInt8 = 0
            for b in [byte, 10, 7] { checksum &+= b }
            print(byte &+ 10, byte &* 2, ~byte, byte << 1, checksum, byte >> 4, byte &- 251)
            var small: Int8 = 120
            small &+= 10
            let wide: Int16 = .max
            print(small, wide &+ 1, UInt16(65_535) &+ 2)
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { a ^ (b &* 31) }
            print(mix(7, 200))
            """) == ["4 244 5 244 11 15 255", "-126 -32768 1", "\(UInt8(7) ^ (UInt8(200) &* 31))"])
    }

    @Test func narrowIntegerArithmeticPastItsBoundsTraps() {
        // `+` on a UInt8 past 255 is Swift's overflow trap, not 260; the command fails and the
        // graph is as it was.
        let session = Session()
        _ = output(session, "var level: UInt8 = 250")
        let reply = session.execute("level += 10")
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("arithmetic overflow") == true)
        #expect(output(session, "print(level, level + 5)") == ["250 255"])
    }
}

@Suite struct OverloadRankingTests: PastedCodeOutputs {
    @Test func theMostSpecializedOverloadThatTakesTheArgumentsRuns() {
        // Swift prefers a concrete parameter type to a generic one, and a constrained generic
        // parameter to an unconstrained one; a requirement the value does not meet rules an
        // overload out. Vivarium ran the first overload whose labels matched.
        #expect(output("""
            func describe<T>(_ value: T) -> String { "value \\(value)" }
            func describe<T: Numeric>(_ value: T) -> String { "number \\(value)" }
            func describe(_ value: String) -> String { "string \\(value)" }
            print(describe(3), describe("x"), describe([1]), describe(2.5))
            func show<T>(_ v: T) -> String { "any" }
            func show(_ v: Int) -> String { "int" }
            let count = 4
            print(show(1), show("a"), show(count))
            """) == ["number 3 string x value [1] number 2.5", "int any int"])
    }

    @Test func aWrappedPropertyTakesItsOwnNameInTheMemberwiseInitializer() {
        // SE-0258: `@Clamped(0...10) var volume = 5` is `volume: Int = 5` in the synthesized
        // memberwise initializer (the wrapper made from it), and a wrapper with no
        // `init(wrappedValue:)` is taken as itself. Vivarium asked for `_volume:`.
        #expect(output("""
            @propertyWrapper
            struct Clamped {
                private var value: Int
                let range: ClosedRange<Int>
                init(wrappedValue: Int, _ range: ClosedRange<Int>) {
                    self.range = range
                    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
                }
                var wrappedValue: Int {
                    get { value }
                    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
                }
            }
            @propertyWrapper
            struct Recent {
                var values: [Int] = []
                let limit: Int
                init(limit: Int) { self.limit = limit }
                var wrappedValue: [Int] {
                    get { values }
                    set { values = Array(newValue.suffix(limit)) }
                }
            }
            struct Mixer {
                @Clamped(0...10) var volume: Int = 5
                @Recent(limit: 2) var rolls: [Int]
                var name: String
            }
            var loud = Mixer(volume: 42, rolls: Recent(limit: 1), name: "a")
            loud.rolls.append(contentsOf: [3, 4])
            let quiet = Mixer(name: "b")
            print(loud.volume, loud.rolls, quiet.volume, quiet.rolls)
            """) == ["10 [4] 5 []"])
    }

    @Test func aCastToAGenericParameterBoundToAnExistentialTakesAConformingValue() {
        // `resolve<Service>() -> Service` with `Service` bound to `any Greeting` by the context:
        // `as? Service` holds for every conforming value (a service container's lookup).
        #expect(output("""
            protocol Greeting { func text() -> String }
            struct English: Greeting { func text() -> String { "Hello" } }
            func resolve<Service>(_ type: Service.Type) -> Service? { (English() as Any) as? Service }
            print(resolve((any Greeting).self)?.text() ?? "none", resolve(Int.self) as Any)
            """) == ["Hello nil"])
    }

    @Test func anAssignmentThroughAWeakSelfThatIsGoneDoesNothing() {
        // `self?.count += 1` in a stored closure after its object is freed: nothing runs.
        // Vivarium said "binary operator '+' cannot be applied to these operands".
        #expect(output("""
            final class Ticker {
                var tick: (() -> Void)?
                var count = 0
                init() { tick = { [weak self] in self?.count += 1 } }
            }
            var ticker: Ticker? = Ticker()
            ticker?.tick?()
            let keep = ticker?.tick
            ticker = nil
            keep?()
            print("still here")
            """) == ["still here"])
    }
}
