import Testing
@testable import VivariumInterpreter

/// Closures capture variables by reference, as Swift's do.
@Suite struct ClosureTests {
    @Test func captureSeesLaterWrites() throws {
        let printed = try output(of: """
            var count = 0
            let increment = { count += 1 }
            increment()
            increment()
            print(count)
            count = 10
            let read = { count }
            print(read())
            """)
        #expect(printed == ["2", "10"])
    }

    @Test func counterFactoryKeepsItsOwnState() throws {
        let printed = try output(of: """
            func makeCounter() -> () -> Int {
                var n = 0
                return {
                    n += 1
                    return n
                }
            }
            let c1 = makeCounter()
            let c2 = makeCounter()
            print(c1(), c1(), c2())
            """)
        #expect(printed == ["1 2 1"])
    }

    @Test func shorthandParameters() throws {
        let printed = try output(of: """
            func apply(_ f: (Int, Int) -> Int) -> Int { f(3, 4) }
            print(apply { $0 * $1 })
            let add: (Int) -> Int = { $0 + 1 }
            print(add(1))
            """)
        #expect(printed == ["12", "2"])
    }

    @Test func explicitParametersAndTrailingClosure() throws {
        let printed = try output(of: """
            func twice(_ body: (Int) -> Void) { body(1); body(2) }
            twice { value in print("v\\(value)") }
            """)
        #expect(printed == ["v1", "v2"])
    }

    @Test func captureListCopiesValue() throws {
        let printed = try output(of: """
            var x = 1
            let f = { [x] in print(x) }
            x = 2
            f()
            """)
        #expect(printed == ["1"])
    }

    @Test func autoclosureIsEvaluatedOnlyWhenCalled() throws {
        let printed = try output(of: """
            func make() -> Int { print("made"); return 1 }
            func lazily(_ value: @autoclosure () -> Int, use: Bool) {
                if use { print(value()) }
            }
            lazily(make(), use: false)
            print("between")
            lazily(make(), use: true)
            """)
        #expect(printed == ["between", "made", "1"])
    }
}
