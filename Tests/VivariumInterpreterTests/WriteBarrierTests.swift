import Testing
@testable import VivariumInterpreter

/// The write barrier's indexes (`RecordedDictionary`, issue 24): what the undo log keeps for a
/// command follows the keys it wrote, not its writes. A set filled with 10,000 readers in one
/// command (10,000 rows observing one object) is saved once, as it was before the command; a
/// record per write kept a copy of the set at each write (the memory grew with the square of
/// the rows, and a 10,000-row mount ran the worker out of memory).
@Suite struct WriteBarrierTests {
    @Test func anIndexSavesEachKeyOncePerCommand() {
        let index = RecordedDictionary<String, Set<Int>>()
        let log = UndoLog()
        log.begin()
        UndoLog.activating(log) { _ = index["shared", default: []].insert(0) }
        _ = log.commit()

        log.begin()
        UndoLog.activating(log) {
            for reader in 1...10_000 { index["shared", default: []].insert(reader) }
            index["other"] = [7]
            index["other"] = [8]
        }
        #expect(log.count == 2, "one record per key written")
        #expect(index["shared"]?.count == 10_001)
        log.rollBack()
        #expect(index["shared"] == [0])
        #expect(index["other"] == nil)

        // The next command saves the keys it writes again.
        log.begin()
        UndoLog.activating(log) {
            index["shared"]?.insert(5)
            _ = index.removeValue(forKey: "shared")
            index["shared"] = [9]
        }
        #expect(log.count == 1)
        log.rollBack()
        #expect(index["shared"] == [0])
    }

    /// The reference counts (`ReferenceCounts`) save each key once per command too: a command
    /// that moves one reference back and forth a hundred times, recounting its holder after
    /// each store, makes as many records as one that moves it once, and its rollback puts back
    /// every count, zero, holder and reference exactly as they were before it.
    @Test func theCountsSaveEachKeyOncePerCommandAndRollBackExactly() throws {
        let run = Run()
        try run.load("""
            class C { var other: C? = nil; var payload: [C] = [] }
            let holder = C()
            let a = C()
            let b = C()
            var spare: C? = C()
            holder.other = a
            """)
        #expect(run.output.isEmpty)
        let interpreter = run.interpreter
        let counts = interpreter.heap.counts
        counts.flush()
        func state() -> [String] {
            counts.flush()
            let references = interpreter.heap.objects.values.sorted { $0.id < $1.id }.map { object in
                "\(object.name) -> \(counts.references(of: .object(object.id)).map { interpreter.heap.name(of: $0) })"
            }
            return interpreter.undoFingerprint() + references + ["zeroes \(counts.zeroes.count)"]
        }
        let before = state()
        let log = interpreter.undo

        func command(moves: Int) throws -> Int {
            interpreter.beginUndoableCommand()
            try UndoLog.activating(log) {
                // One object made and one freed (records of the heap's own), then the moves.
                try run.load("spare = C(); holder.payload = [spare!]")
                counts.flush()
                for _ in 0..<moves {
                    try run.load("holder.other = b; holder.payload = [a, b]; b.other = holder")
                    counts.flush()
                    try run.load("holder.other = a; holder.payload = []; b.other = nil")
                    counts.flush()
                }
            }
            return log.count
        }
        let once = try command(moves: 1)
        log.rollBack()
        #expect(state() == before)
        let hundred = try command(moves: 100)
        #expect(hundred <= once + 4, "a hundred moves made \(hundred) records, one move \(once)")
        #expect(state() != before)
        log.rollBack()
        #expect(state() == before, "every count, zero and reference as before the command")
        try run.load("holder.other = b")
        #expect(counts.strongCount(interpreter.heap.objects.values.first { $0.name == "C#3" }!.id) == 2)
    }
}

/// Who holds an object, kept inline while one holder does (`SmallSet`): it answers as a set
/// does through one, many and back to one member.
@Suite struct SmallSetTests {
    @Test func answersAsASetThroughOneManyAndOneAgain() {
        var set: SmallSet<Holder> = []
        var reference = Set<Holder>()
        let members: [Holder] = [.node(1), .object(2), .node(1), .variable(ObjectIdentifier(Box.self)), .held(3), .object(2)]
        for member in members {
            #expect(set.insert(member) == reference.insert(member).inserted)
            #expect(Set(set) == reference && set.count == reference.count)
        }
        for member in [Holder.object(2), .task(9), .node(1), .held(3)] {
            set.remove(member)
            reference.remove(member)
            #expect(Set(set) == reference && set.count == reference.count)
            #expect(set.contains(member) == false)
        }
        #expect(Array(set) == [.variable(ObjectIdentifier(Box.self))])
        set.remove(.variable(ObjectIdentifier(Box.self)))
        #expect(set.isEmpty && Array(set).isEmpty)
    }
}
