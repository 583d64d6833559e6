import Foundation
import Testing
@testable import VivariumSession
import VivariumWire

/// A failed command leaves the graph as it was, `tree` and `objects` alike, in the same engine:
/// one that ran code is undone by its undo log; one that failed before running any code has
/// nothing to undo (see `UndoRollbackTests` for every kind of failure).
@Suite struct RollbackTests {
    static let program = """
        class Model: ObservableObject {
            @Published var count = 0
            deinit { print("deinit Model") }
        }
        func recurse(_ n: Int) -> Int { recurse(n + 1) + 1 }
        struct Screen: View {
            @StateObject var model = Model()
            @State var flag = false
            var body: some View {
                VStack {
                    Text("count \\(model.count)")
                    Button("Add") { model.count += 1 }
                    Button("Trap") {
                        model.count += 10
                        let xs: [Int] = []
                        print(xs[1])
                    }
                    Button("Spin") {
                        model.count += 100
                        while true {}
                    }
                    Button("Recurse") {
                        model.count += 1000
                        print(recurse(0))
                    }
                    if flag { Text("flag") }
                }
            }
        }
        """
    static let setup = [program, "mount Screen()", "tap \"Add\""]

    static func snapshot(_ session: Session) -> (tree: Reply, objects: Reply) {
        (session.execute("tree"), session.execute("objects"))
    }

    @Test(arguments: [
        ("struct Broken {", "compile", false),
        ("print(undefinedName)", "compile", false),
        ("tap \"No such button\"", "command", false),
        ("reeval NoSuchView", "command", false),
        ("frobnicate the graph", "unknown-command", false),
        ("tap \"Trap\"", "runtime", true),
        ("tap \"Spin\"", "step-limit", true),
        ("tap \"Recurse\"", "recursion-limit", true),
    ])
    func failureLeavesTreeAndObjectsUnchanged(input: String, code: String, ranCode: Bool) {
        let session = Session()
        run(session, Self.setup)
        let before = Self.snapshot(session)
        let engine = session.engine
        let failed = session.execute(input)
        #expect(!failed.ok)
        #expect(failed.error?.code == code, "\(failed.error?.message ?? "")")
        // Undone in place: only a command that ran code had anything to undo.
        #expect(session.engine === engine)
        #expect(session.rollbacks.byUndo == (ranCode ? 1 : 0))
        #expect(session.rollbacks.byReplay == 0)
        let after = Self.snapshot(session)
        #expect(after.tree == before.tree)
        #expect(after.objects == before.objects)
        #expect(session.execute("tap \"Add\"").ok)
        #expect(session.execute("tree").labels.contains("\"count 2\""))
    }

    /// A rollback replays what `load` read, never the file as it is now: editing or deleting
    /// a loaded file, then failing a command, leaves the graph as it was.
    @Test(arguments: [true, false])
    func rollbackNeverRereadsALoadedFile(deleteIt: Bool) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-rollback-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("screen.swift")
        try Self.program.write(to: file, atomically: true, encoding: .utf8)
        let session = Session(baseDirectory: directory)
        run(session, ["load screen.swift", "mount Screen()", "tap \"Add\""])
        let before = Self.snapshot(session)
        if deleteIt {
            try FileManager.default.removeItem(at: file)
        } else {
            try Self.program.replacingOccurrences(of: "Text(\"count", with: "Text(\"edited").write(to: file, atomically: true, encoding: .utf8)
        }
        let engine = session.engine
        #expect(session.execute("tap \"Trap\"").error?.code == "runtime")
        #expect(session.engine === engine, "the trap was undone in place: nothing was read again")
        let after = Self.snapshot(session)
        #expect(after.tree == before.tree)
        #expect(after.objects == before.objects)
    }

    @Test func interruptedCommandLeavesTreeAndObjectsUnchanged() {
        let session = Session()
        session.engine.interpreter.stepBudget = Int.max
        run(session, Self.setup)
        let before = Self.snapshot(session)
        let interruption = session.interruption
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { interruption.request() }
        let failed = session.execute("tap \"Spin\"")
        #expect(failed.error?.code == "interrupted", "\(failed.error?.message ?? "")")
        let after = Self.snapshot(session)
        #expect(after.tree == before.tree)
        #expect(after.objects == before.objects)
    }
}

/// `VIVARIUM_MEASURE=1 swift test --filter RollbackMeasurements`: what a failed command costs
/// on a graph of `@StateObject` rows with some history (debug build), for the record.
@Suite struct RollbackMeasurements {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VIVARIUM_MEASURE"] != nil))
    func failedCommandCost() {
        for rows in [100, 400, 800] {
            let session = Session()
            run(session, ["""
                \(StateObjectRows.rowAndModel)
                struct Rows: View {
                    @State var generation = 0
                    var body: some View {
                        VStack {
                            Button("Bump \\(generation)") { generation += 1 }
                            Button("Trap") { let xs: [Int] = []; print(xs[generation]) }
                            ForEach(0..<\(rows), id: \\.self) { Row(index: $0) }
                        }
                    }
                }
                """, "mount Rows()", "tap \"Bump 0\"", "tap \"Bump 1\""])
            let clock = ContinuousClock()
            let typo = clock.measure { #expect(!session.execute("tap \"Bump 9\"").ok) }
            let trap = clock.measure { #expect(!session.execute("tap \"Trap\"").ok) }
            let success = clock.measure { #expect(session.execute("tap \"Bump 2\"").ok) }
            print("MEASURE rows \(rows): failed lookup \(typo), failed trap \(trap), a successful tap \(success)")
        }
    }
}
