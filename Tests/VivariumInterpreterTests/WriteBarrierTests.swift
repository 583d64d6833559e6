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
}
