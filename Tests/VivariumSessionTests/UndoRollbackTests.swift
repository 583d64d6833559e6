import Foundation
import Testing
@testable import VivariumSession
import VivariumWire

/// The undo log (DESIGN §7): a failed command that ran code is rolled back by putting back
/// every write it made, in the same engine — `tree`, `objects` and every node, slot, object,
/// count, variable and task are as an engine that replayed the journal has them
/// (`Session.rollbackDifferences`), and the next command behaves as if it never ran.
@Suite struct UndoRollbackTests {
    static let program = """
        class Model: ObservableObject {
            @Published var count = 0
            deinit { print("deinit Model") }
        }
        class ItemModel: ObservableObject {
            @Published var value = 1
            deinit { print("deinit ItemModel") }
        }
        var log: [String] = []
        final class Link {
            var next: Link?
            var model: Model?
            init(next: Link?) { self.next = next }
        }
        var chain: Link? = nil
        struct Item: View {
            let n: Int
            @StateObject var model = ItemModel()
            var body: some View {
                Text("item \\(n) \\(n == 99 ? [Int]()[1] : model.value)")
                    .onDisappear { if n == 2 { let xs: [Int] = []; print(xs[n]) } }
            }
        }
        func recurse(_ n: Int) -> Int { recurse(n + 1) + 1 }
        struct Screen: View {
            @StateObject var model = Model()
            @State var flag = false
            @State var items = [1, 2, 3]
            var body: some View {
                VStack {
                    Text("count \\(model.count)")
                    Button("Add") { model.count += 1; log.append("add") }
                    Button("Trap") {
                        model.count += 10
                        log.append("trap")
                        let xs: [Int] = []
                        print(xs[1])
                    }
                    Button("Spin") {
                        model.count += 100
                        log.append("spin")
                        while true {}
                    }
                    Button("Recurse") {
                        model.count += 1000
                        print(recurse(0))
                    }
                    Button("Body trap") { flag = true; model.count += 5 }
                    Button("Remove all") { items = []; model.count += 7 }
                    Button("Add bad") { items.append(99); items.insert(0, at: 0) }
                    Button("Task trap") {
                        model.count += 3
                        Task { let xs: [Int] = []; print(xs[1]) }
                    }
                    if flag { Text("flag \\([Int]()[model.count])") }
                    ForEach(items, id: \\.self) { Item(n: $0) }
                }
            }
        }
        """
    static let setup = [program, "mount Screen()", "tap \"Add\"", "let kept = Model()"]

    static func snapshot(_ session: Session) -> (tree: Reply, objects: Reply) {
        (session.execute("tree"), session.execute("objects"))
    }

    static func undoing(_ inputs: [String] = setup) -> Session {
        let session = Session()
        run(session, inputs)
        return session
    }

    /// Every kind of failure that ran code: an action's trap, the step and recursion limits, a
    /// body's trap after a state write, a trap in an `onDisappear` after rows were removed and
    /// their objects freed, a trap in the body of rows just inserted with their `@StateObject`.
    @Test(arguments: [
        ("tap \"Trap\"", "runtime"),
        ("tap \"Spin\"", "step-limit"),
        ("tap \"Recurse\"", "recursion-limit"),
        ("tap \"Body trap\"", "runtime"),
        ("tap \"Remove all\"", "runtime"),
        ("tap \"Add bad\"", "runtime"),
        ("kept.count = [Int]()[0]", "runtime"),
        ("let other = Model(); other.count = [Int]()[0]", "runtime"),
        // Objects the command made, linked to each other and to an older one, freed in part:
        // their count entries went unsaved (`ReferenceCounts.madeFrom`), one record removes them.
        ("for _ in 0..<50 { chain = Link(next: chain) }; chain?.model = kept; chain = chain?.next?.next; kept.count = [Int]()[0]", "runtime"),
    ])
    func failureIsUndoneInTheSameEngine(input: String, code: String) throws {
        let session = Self.undoing()
        let before = Self.snapshot(session)
        let engine = session.engine
        let failed = session.execute(input)
        #expect(failed.error?.code == code, "\(failed.error?.message ?? "")")
        #expect(session.engine === engine, "undone, not replayed")
        #expect(session.rollbacks == RollbackCounts(byUndo: 1, byReplay: 0))
        let after = Self.snapshot(session)
        #expect(try json(after.tree) == json(before.tree))
        #expect(try json(after.objects) == json(before.objects))
        #expect(session.rollbackDifferences() == nil)
        // The next command behaves as if the failed one never ran.
        let next = session.execute("tap \"Add\"")
        #expect(next.ok)
        #expect(session.execute("tree").labels.contains("\"count 2\""))
        #expect(session.execute("print(log)").output == ["[\"add\", \"add\"]"])
        #expect(session.rollbackDifferences() == nil)
    }

    /// The objects an undone command made leave nothing behind in the counts (their entries
    /// were never saved key by key, `ReferenceCounts.madeFrom`): the next command makes objects
    /// with the same ids, and they are counted, listed and freed as in an engine that never ran
    /// the failed command.
    @Test func objectsMadeByAnUndoneCommandLeaveNoCounts() throws {
        let session = Self.undoing()
        let fresh = Self.undoing()
        let failed = session.execute("for _ in 0..<20 { chain = Link(next: chain) }; chain?.model = kept; kept.count = [Int]()[0]")
        #expect(failed.error?.code == "runtime")
        #expect(session.rollbacks == RollbackCounts(byUndo: 1, byReplay: 0))
        let build = "for _ in 0..<30 { chain = Link(next: chain) }; chain?.next?.model = kept"
        #expect(try json(session.execute(build)) == json(fresh.execute(build)))
        #expect(try json(session.execute("objects")) == json(fresh.execute("objects")))
        #expect(session.rollbackDifferences() == nil)
        let drop = "chain = nil"
        #expect(try json(session.execute(drop)) == json(fresh.execute(drop)))
        #expect(try json(session.execute("objects")) == json(fresh.execute("objects")))
    }

    /// Two and ten failures in a row, of every kind, each undone: the graph is the one the
    /// journal gives, and the next command's reply is the one an untouched engine gives.
    @Test(arguments: [2, 10])
    func failuresInARowAreEachUndone(count: Int) throws {
        let session = Self.undoing()
        let fresh = Self.undoing()
        let before = Self.snapshot(session)
        let failures = ["tap \"Trap\"", "tap \"Body trap\"", "tap \"Remove all\"", "tap \"Add bad\"", "tap \"Recurse\""]
        for index in 0..<count {
            #expect(!session.execute(failures[index % failures.count]).ok)
        }
        #expect(session.rollbacks.byUndo == count)
        let after = Self.snapshot(session)
        #expect(try json(after.tree) == json(before.tree))
        #expect(try json(after.objects) == json(before.objects))
        #expect(session.rollbackDifferences() == nil)
        // Commands numbered alike (the failed ones took their numbers): the replies match.
        for _ in 0..<count { _ = fresh.execute("tap \"No such button\"") }
        let expected = fresh.execute("tap \"Remove all\"")
        let reply = session.execute("tap \"Remove all\"")
        #expect(try json(reply) == json(expected))
    }

    /// An interrupt during a long command: undone like any failure.
    @Test func anInterruptedCommandIsUndone() throws {
        let session = Self.undoing()
        session.engine.interpreter.stepBudget = Int.max
        let before = Self.snapshot(session)
        let interruption = session.interruption
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { interruption.request() }
        let failed = session.execute("tap \"Spin\"")
        #expect(failed.error?.code == "interrupted", "\(failed.error?.message ?? "")")
        #expect(session.rollbacks == RollbackCounts(byUndo: 1, byReplay: 0))
        let after = Self.snapshot(session)
        #expect(try json(after.tree) == json(before.tree))
        #expect(try json(after.objects) == json(before.objects))
        #expect(session.rollbackDifferences() == nil)
        #expect(session.execute("print(log)").output == ["[\"add\"]"])
    }

    /// A task that ran during the failed command has a native stack no record can put back:
    /// that command is rolled back by replaying the journal (the rare path).
    @Test func aCommandWhoseTaskRanIsReplayed() throws {
        let session = Self.undoing()
        let before = Self.snapshot(session)
        let engine = session.engine
        #expect(session.execute("tap \"Task trap\"").error?.code == "runtime")
        #expect(session.rollbacks == RollbackCounts(byUndo: 0, byReplay: 1))
        #expect(session.engine !== engine)
        let after = Self.snapshot(session)
        #expect(try json(after.tree) == json(before.tree))
        #expect(try json(after.objects) == json(before.objects))
    }

    /// Mutations made where their storage lies (issue 23's mutation in place: `append`,
    /// `insert`, `remove`, `toggle`, element and field assignment, `+=` through a dictionary's
    /// `default:`) on a global, an object's stored property and a struct's field are put back
    /// like any write, whatever the place, and the next command sees the containers as before.
    @Test func mutationsInPlaceAreUndone() throws {
        let program = """
            struct Inbox { var items: [String] = ["a"]; var read = false }
            var numbers = [1, 2, 3]
            var counts: [String: Int] = ["x": 1]
            var inbox = Inbox()
            class Store: ObservableObject {
                @Published var shown = 0
                var rows: [Int] = [10, 20]
                var flags = [false]
            }
            struct Screen: View {
                @StateObject var store = Store()
                var body: some View {
                    VStack {
                        Text("rows \\(store.rows.count) shown \\(store.shown)")
                        Button("Mutate and trap") {
                            for i in 0..<50 { numbers.append(i); store.rows.append(i) }
                            numbers[0] = 99
                            numbers.insert(7, at: 1)
                            numbers.removeLast()
                            counts["x", default: 0] += 5
                            counts["y", default: 0] += 1
                            inbox.items.append("b")
                            inbox.items[0] = "z"
                            inbox.read.toggle()
                            store.rows.remove(at: 0)
                            store.rows[0] = -1
                            store.flags[0].toggle()
                            store.shown += 1
                            print([Int]()[numbers.count])
                        }
                        Button("Show") { store.shown += 1 }
                    }
                }
            }
            """
        let session = Self.undoing([program, "mount Screen()", "tap \"Show\""])
        let state = "print(numbers, counts, inbox.items, inbox.read)"
        let before = Self.snapshot(session)
        let printed = session.execute(state).output
        #expect(printed == ["[1, 2, 3] [\"x\": 1] [\"a\"] false"])
        #expect(session.execute("tap \"Mutate and trap\"").error?.code == "runtime")
        #expect(session.rollbacks == RollbackCounts(byUndo: 1, byReplay: 0))
        let after = Self.snapshot(session)
        #expect(try json(after.tree) == json(before.tree))
        #expect(try json(after.objects) == json(before.objects))
        #expect(session.rollbackDifferences() == nil)
        #expect(session.execute(state).output == printed)
        #expect(session.execute("tap \"Show\"").labels.contains("\"rows 2 shown 2\""))
    }

    /// What only some nodes keep lives in payloads made on a node's first write of it (a
    /// `ForEach`'s rows, its `onChange` values): a failed command that made one on a node older
    /// than it (the first row of a `ForEach` mounted empty) and changed another (the `onChange`
    /// value) leaves both as they were, and the next commands behave as if it never ran.
    @Test func payloadsAFailedCommandMadeOrChangedAreUndone() throws {
        let program = """
            @Observable class Feed { var names: [String] = [] }
            struct Screen: View {
                @State var feed = Feed()
                @State var step = 0
                var body: some View {
                    VStack {
                        Text("step \\(step)")
                            .onChange(of: step) { _, new in
                                print("step \\(new)")
                                if new == 5 { print([Int]()[new]) }
                            }
                        ForEach(feed.names, id: \\.self) { name in Text("row \\(name) \\(feed.names.count)") }
                        Button("Grow and trap") { feed.names.append("x"); step = 5 }
                        Button("Grow") { feed.names.append("y"); step += 1 }
                    }
                }
            }
            """
        let session = Self.undoing([program, "mount Screen()"])
        let before = Self.snapshot(session)
        let failed = session.execute("tap \"Grow and trap\"")
        #expect(failed.error?.code == "runtime", "\(failed.error?.message ?? "")")
        #expect(session.rollbacks == RollbackCounts(byUndo: 1, byReplay: 0))
        let after = Self.snapshot(session)
        #expect(try json(after.tree) == json(before.tree))
        #expect(try json(after.objects) == json(before.objects))
        #expect(session.rollbackDifferences() == nil)
        // The row the failure built is gone; the onChange compares with the value before it.
        let grown = session.execute("tap \"Grow\"")
        #expect(grown.output == ["step 1"])
        #expect(session.execute("tree").labels.contains("\"row y 1\""))
        #expect(!session.execute("tree").labels.contains { $0.contains("row x") })
        #expect(session.rollbackDifferences() == nil)
    }

    /// The check sees what a write that bypassed the barrier left behind.
    @Test func theCheckFindsAWriteTheLogMissed() {
        let session = Self.undoing()
        #expect(!session.execute("tap \"Trap\"").ok)
        #expect(session.rollbackDifferences() == nil)
        // A write made with no command recording it: the journal does not give it.
        _ = session.engine.interpreter.globals.lookup("kept").map { box in
            if case .object(let id) = box.value { session.engine.interpreter.heap.object(id)?.fields["count"] = .int(41) }
        }
        let differences = session.rollbackDifferences()
        #expect(differences?.contains("count=41") == true, "\(differences ?? "none")")
    }
}
