import Testing
@testable import VivariumSession
import VivariumWire

/// The fifth round of differential programs (Tests/Differential, session 16): each expected
/// line is what swiftc 6.3.1's build printed for the same code.
@Suite struct DifferentialFifthRoundSessionTests {
    func output(_ source: String, in session: Session = Session(), sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = session.execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func anInterpolationAddedToDefaultStringInterpolationIsCalled() {
        // `String.StringInterpolation` is a type alias of `DefaultStringInterpolation`: an
        // extension of either adds `\(money: …)`. Through the second, the label was dropped and
        // the value printed as `\(…)` prints it ("Total: 12.5").
        #expect(output("""
            import Foundation
            extension DefaultStringInterpolation {
                mutating func appendInterpolation(money value: Double) {
                    appendLiteral(String(format: "$%.2f", value))
                }
            }
            print("Total: \\(money: 12.5), tax \\(money: 1)")
            """) == ["Total: $12.50, tax $1.00"])
    }

    @Test func aLazyChainOverAnArrayRunsItsClosuresOnlyForTheElementsRead() {
        // `numbers.lazy.map { … }.first { … }` maps 1 and 2, not all six: the standard library's
        // LazySequence computes each element as it is read. The chain ran at once.
        #expect(output("""
            let numbers = [1, 2, 3, 4, 5, 6]
            let firstEvenSquare = numbers.lazy.map { n -> Int in
                print("squaring", n)
                return n * n
            }.first { $0 % 2 == 0 }
            print("first", firstEvenSquare ?? -1)
            let checked = (1...5).lazy.filter { print("checking", $0); return $0 > 1 }.map { $0 * 10 }
            print(checked.contains(20), numbers.lazy.allSatisfy { print("testing", $0); return $0 < 2 })
            print(Array(numbers.lazy.filter { $0.isMultiple(of: 2) }.map { $0 * 2 }), checked.count)
            """) == ["squaring 1", "squaring 2", "first 4", "checking 1", "checking 2", "testing 1", "testing 2",
                     "true false", "checking 1", "checking 2", "checking 3", "checking 4", "checking 5", "[4, 8, 12] 4"])
    }

    @Test func aDoStatementWithATypedThrowsClauseRuns() {
        // SE-0413: `do throws(ValidationError) { … }` was "not supported: typed 'throws' on 'do'".
        #expect(output("""
            enum ValidationError: Error { case empty, tooLong(Int) }
            func validate(_ name: String) throws(ValidationError) -> String {
                if name.isEmpty { throw .empty }
                if name.count > 5 { throw .tooLong(name.count) }
                return name.uppercased()
            }
            do throws(ValidationError) {
                print(try validate("Ada"))
                _ = try validate("Grace Hopper")
            } catch .tooLong(let count) {
                print("too long by", count - 5)
            } catch {
                print("other", error)
            }
            """) == ["ADA", "too long by 7"])
    }

    @Test func theTopLevelAwaitsTasksItStarted() {
        // Top-level code runs on the main actor: while it awaits, the tasks it started run. A task
        // group, a task's value and a stream read at the top level of one input were "'await' on
        // a task group outside a task", reported at a line of the bundled module.
        #expect(output("""
            func score(_ id: Int) async -> Int { id * 10 }
            let total = await withTaskGroup(of: Int.self) { group in
                for id in 1...4 { group.addTask { await score(id) } }
                var sum = 0
                for await s in group { sum += s }
                return sum
            }
            let task = Task { await score(7) }
            let stream = AsyncStream<Int> { continuation in
                Task {
                    for i in 1...3 { continuation.yield(i) }
                    continuation.finish()
                }
            }
            var seen: [Int] = []
            for await value in stream { seen.append(value) }
            print("total", total, await task.value, seen)
            """) == ["total 100 70 [1, 2, 3]"])
    }

    @Test func aTaskGroupWaitsForTheChildrenItsBodyDidNotAwait() {
        // "A group waits for all of its child tasks to complete before it returns": a body that
        // only adds tasks returned at once, and the code after the group ran before them.
        #expect(output("""
            actor Tally {
                private(set) var count = 0
                func add(_ n: Int) { count += n }
            }
            let tally = Tally()
            await withTaskGroup(of: Void.self) { group in
                for n in 1...5 { group.addTask { await tally.add(n) } }
            }
            print("tally", await tally.count)
            """) == ["tally 15"])
        // Inside a task, on the virtual clock: the group's scope ends when its slowest child does.
        let session = Session()
        let started = session.execute("""
            Task {
                await withTaskGroup(of: Void.self) { group in
                    for seconds in [2, 1] {
                        group.addTask {
                            try? await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
                            print("child", seconds)
                        }
                    }
                }
                print("group done")
            }
            """)
        #expect(started.ok, "\(started.error?.message ?? "")")
        #expect(session.execute("advance 1s").output == ["child 1"])
        #expect(session.execute("advance 1s").output == ["child 2", "group done"])
    }

    @Test func anImplicitMemberPassedToAStreamOrAGroupIsItsElementsCase() {
        // `continuation.yield(.progress(0.5))` for an `AsyncStream<Phase>` and `.success(…)`
        // returned by a child of `withTaskGroup(of: Result<String, Error>.self)` stopped with
        // "type 'Any' has no member 'progress'": the contextual type is the element's.
        let session = Session()
        #expect(output("""
            enum Phase { case started, progress(Double), done }
            let phases = AsyncStream<Phase> { continuation in
                continuation.yield(.started)
                continuation.yield(.progress(0.5))
                continuation.finish()
            }
            var seen: [Phase] = []
            for await phase in phases { seen.append(phase) }
            enum FetchError: Error { case offline }
            let results = await withTaskGroup(of: Result<String, Error>.self) { group in
                for ok in [true, false] {
                    group.addTask { ok ? .success("data") : .failure(FetchError.offline) }
                }
                var collected: [String] = []
                for await result in group {
                    switch result {
                    case .success(let text): collected.append(text)
                    case .failure(let error): collected.append("\\(error)")
                    }
                }
                return collected.sorted()
            }
            print(seen, results)
            """, in: session) == ["[Playground.Phase.started, Playground.Phase.progress(0.5)] [\"data\", \"offline\"]"])
    }

    @Test func aSubclassMemberIsNoWitnessWhenItsSuperclassTookTheDefault() {
        // The conformance is fixed where `Base` declares it, with the extension's `greet`: through
        // the protocol (an existential, a generic parameter, `self` in the extension), Derived's
        // `greet` is not called. Through `Derived` itself it is. Derived's ran everywhere.
        #expect(output("""
            protocol Greeter { func greet() -> String }
            extension Greeter {
                func greet() -> String { "default" }
                func introduce() -> String { "I say " + greet() }
            }
            class Base: Greeter {}
            class Derived: Base { func greet() -> String { "derived" } }
            class Own: Greeter { func greet() -> String { "own" } }
            class OwnChild: Own { override func greet() -> String { "own child" } }
            func greetAll<T: Greeter>(_ items: [T]) -> [String] { items.map { $0.greet() } }
            let d = Derived()
            let g: any Greeter = d
            let all: [any Greeter] = [Base(), d, Own(), OwnChild()]
            print(d.greet(), g.greet(), g.introduce(), greetAll([d]), all.map { $0.greet() })
            """) == [#"derived default I say default ["default"] ["default", "default", "own", "own child"]"#])
    }

    @Test func aClosureInsideAClosureHasItsOwnShorthandParameter() {
        // The inner `$0` is the tag, not the item: the checker refused this valid code with
        // "value of type 'Item' has no member 'count'" (it took the outer closure's `$0`).
        #expect(output("""
            struct Item { let name: String; let tags: [String] }
            let items = [Item(name: "a", tags: ["x", "yy"]), Item(name: "b", tags: [])]
            print(items.map { $0.tags.map { $0.count } }, items.flatMap { $0.tags.filter { $0.count > 1 } })
            """) == ["[[1, 2], []] [\"yy\"]"])
    }

    @Test func mapOnAnOptionalElementIsOptionalMap() {
        // `$0` of `[String?]` is an optional: `$0.flatMap(Int.init)` runs `Int.init` on the
        // string (Optional.flatMap), not on each of its characters (String.flatMap). It gave
        // `[[1], [], [3], [4]]`. The checker, which typed `$0`, tells the interpreter.
        #expect(output("""
            let words = ["1", "two", "3", nil, "4"]
            print(words.compactMap { $0.flatMap(Int.init) }, words.map { $0.map { $0.count } ?? 0 })
            let typed: [String?] = ["ab", nil]
            print(typed.compactMap { $0.map { $0.uppercased() } })
            """) == ["[1, 3, 4] [1, 3, 1, 0, 1]", "[\"AB\"]"])
    }

    @Test func aSetLiteralHoldsEachElementOnce() {
        // `let d: Set<Int> = [1, 1, 2]` held 1 twice (count 3, sorted [1, 1, 2]): a literal where
        // a Set is expected is a Set, as `Set([1, 1, 2])` is.
        #expect(output("""
            struct Version: Hashable { let major: Int, minor: Int }
            let versions: Set<Version> = [Version(major: 1, minor: 2), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
            var numbers: Set<Int> = [1, 1, 2]
            numbers.insert(3)
            let bare: Set = ["a", "a"]
            print(versions.count, numbers.count, numbers.sorted(), bare.count)
            """) == ["2 3 [1, 2, 3] 1"])
    }

    @Test func setsCompareWithoutOrder() {
        // A Set built by taps in one order and one built from the list in another are equal
        // ("Two sets are equal if they contain the same elements"): `selection == Set(ids)`
        // was false, and so was the synthesized `==` of a struct holding them.
        #expect(output("""
            var selection: Set<Int> = []
            for id in [3, 1, 2] { selection.insert(id) }
            let ids = [1, 2, 3]
            struct Filter: Equatable { var categories: Set<String>; var minimum: Int }
            let f1 = Filter(categories: ["x", "y"], minimum: 1)
            let f2 = Filter(categories: ["y", "x"], minimum: 1)
            print(selection == Set(ids), selection != Set<Int>([2, 3, 1]), f1 == f2, f1 == Filter(categories: ["x"], minimum: 1))
            """) == ["true false true false"])
        // The same inside a method, whose body runs compiled: it compared in order there.
        #expect(output("""
            final class Picker {
                var selection: Set<Int> = []
                let ids = [1, 2, 3]
                func allSelected() -> Bool { selection == Set(ids) }
            }
            let picker = Picker()
            for id in [3, 1, 2] { picker.selection.insert(id) }
            print(picker.allSelected())
            """) == ["true"])
    }

    @Test func theTopLevelCannotAwaitTheVirtualClockOrNothing() {
        // What a sleeping task brings needs the clock moved (`advance`); what nothing will ever
        // bring, Swift waits for forever. Both stop the input at the program's own line.
        let session = Session()
        let sleeping = session.execute("""
            let slow = Task { () -> Int in try? await Task.sleep(nanoseconds: 1_000_000_000); return 1 }
            print(await slow.value)
            """)
        #expect(!sleeping.ok)
        #expect(sleeping.error?.message.contains("'await' at the top level on a task that waits for the virtual clock (the next job is due at 1s)") == true,
                "\(sleeping.error?.message ?? "")")
        #expect(sleeping.error?.line == 2)
        let forever = session.execute("""
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            for await value in stream { print(value) }
            """)
        #expect(!forever.ok)
        #expect(forever.error?.message.contains("nothing will ever resume") == true, "\(forever.error?.message ?? "")")
        #expect(forever.error?.line == 2, "\(forever.error?.message ?? "")")
    }
}
