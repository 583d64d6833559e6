import Testing
@testable import VivariumInterpreter

/// A class's method called on a local whose type names the class (`tally.add(i)`), resolved
/// once by the compiled body (`MethodCallSite`), and a compound assignment to a stored property
/// of `self` (`total += x`, `BodyCompiler.selfPropertyCompound`): each does what Swift does —
/// dynamic dispatch to a subclass's override, a subclass's observers around the write, the
/// overflow trap at the assignment — whichever way it runs.
@Suite struct CompiledMethodCallTests {
    @Test func aSubclassInstanceRunsItsOverride() throws {
        let printed = try output(of: """
            class Animal {
                func speak() -> String { "..." }
            }
            class Dog: Animal {
                override func speak() -> String { "Woof" }
            }
            func voices() -> [String] {
                var animal: Animal = Animal()
                var heard: [String] = []
                for round in 0..<2 {
                    heard.append(animal.speak())
                    if round == 0 { animal = Dog() }
                }
                return heard
            }
            print(voices())
            """)
        #expect(printed == ["[\"...\", \"Woof\"]"])
    }

    @Test func aSubclassesObserversRunAroundEachCompoundAssignment() throws {
        let printed = try output(of: """
            class Gauge {
                var level = 0
                var log = ""
                func raise(_ by: Int) {
                    level += by
                    log += "+\\(by)"
                }
            }
            class LoudGauge: Gauge {
                override var level: Int {
                    didSet { print("level \\(oldValue) -> \\(level)") }
                }
            }
            func raiseBoth() {
                let quiet = Gauge()
                quiet.raise(2)
                let loud: Gauge = LoudGauge()
                loud.raise(3)
                loud.raise(1)
                print(quiet.level, quiet.log, loud.level, loud.log)
            }
            raiseBoth()
            """)
        #expect(printed == ["level 0 -> 3", "level 3 -> 4", "2 +2 4 +3+1"])
    }

    @Test func anOverflowingCompoundAssignmentTrapsAtItsLine() throws {
        let error = try #require(runtimeError(of: """
            final class Meter {
                var total = Int.max - 1
                func add(_ x: Int) { total += x }
            }
            func overflow() -> Int {
                let meter = Meter()
                for _ in 0..<3 { meter.add(1) }
                return meter.total
            }
            print(overflow())
            """))
        #expect(error.message == "Swift runtime failure: arithmetic overflow")
        #expect(error.location?.line == 3)
    }
}
