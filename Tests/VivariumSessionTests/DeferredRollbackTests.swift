import Foundation
import Testing
@testable import VivariumSession
import VivariumWire

/// `Session.defersRollback` (the daemon's engine workers): a failed command whose changes the
/// undo log cannot put back (a task ran during it) is answered at once and the engine is marked
/// `needsRollback`; the host calls `rollBack()`, which replays the journal. It never serves
/// another command dirty. A failure the undo log puts back is never left for the host.
@Suite struct DeferredRollbackTests {
    static func deferring() -> Session {
        let session = Session()
        session.defersRollback = true
        run(session, UndoRollbackTests.setup)
        return session
    }

    @Test func aFailureTheUndoLogPutsBackIsNotLeftForTheHost() {
        let session = Self.deferring()
        let engine = session.engine
        #expect(session.execute("tap \"Trap\"").error?.code == "runtime")
        #expect(!session.needsRollback)
        #expect(session.lastCommandUndone)
        #expect(session.engine === engine)
    }

    @Test func aFailureWhoseTaskRanIsLeftForTheHost() {
        let session = Self.deferring()
        let before = RollbackTests.snapshot(session)
        let engine = session.engine
        #expect(session.execute("tap \"Task trap\"").error?.code == "runtime")
        #expect(session.needsRollback)
        #expect(!session.lastCommandUndone)
        #expect(session.engine === engine, "not replayed yet")
        session.rollBack()
        #expect(!session.needsRollback)
        #expect(session.engine !== engine)
        let after = RollbackTests.snapshot(session)
        #expect(after.tree == before.tree)
        #expect(after.objects == before.objects)
    }

    @Test func aFailureBeforeRunningCodeNeedsNoRollback() {
        let session = Self.deferring()
        #expect(session.execute("tap \"No such button\"").error?.code == "command")
        #expect(!session.needsRollback)
    }

    /// A host that forgets `rollBack()` still never runs a command on the dirty engine.
    @Test func theNextCommandRollsBackFirst() {
        let session = Self.deferring()
        #expect(session.execute("tap \"Task trap\"").error?.code == "runtime")
        #expect(session.needsRollback)
        #expect(session.execute("tap \"Add\"").ok)
        #expect(!session.needsRollback)
        #expect(session.execute("tree").labels.contains("\"count 2\""))
    }

    /// An engine that replays a journal with its commands' numbers names inline sources as the
    /// engine that first ran them did, and goes on numbering after the one it replaces.
    @Test func aReplayWithNumbersNamesInlineSourcesAsTheOriginalDid() {
        let original = Session()
        run(original, ["tree", "help"])
        #expect(original.execute("func late() -> Int { [Int]()[3] }").ok)
        let lateNumber = original.lastCommandNumber
        let failed = original.execute("call late()")

        let replica = Session()
        #expect(replica.execute("func late() -> Int { [Int]()[3] }", loaded: nil, number: lateNumber).ok)
        replica.continueNumbering(after: original.lastCommandNumber - 1)
        let again = replica.execute("call late()")
        #expect(again.error?.message == failed.error?.message)
        #expect(failed.error?.message.contains("<input-\(lateNumber)>") == true, "\(failed.error?.message ?? "")")
    }
}
