import Foundation
import Testing
@testable import VivariumDaemon

/// An interrupt reaches the command it was meant for, whenever it lands around that command's
/// start, and never a later one (issue 10: "every phase answers interrupt").
@Suite struct InterruptWindowTests {
    func engine() -> LocalEngine {
        let engine = LocalEngine(baseDirectory: URL(fileURLWithPath: NSTemporaryDirectory()))
        #expect(engine.run(spinnerView).summary.ok)
        #expect(engine.run("mount Spinner()").summary.ok)
        return engine
    }

    /// The worker has taken the command off its queue but not started it: the interrupt is
    /// kept for it (it used to be dropped, and the command ran to its step limit).
    @Test func anInterruptBetweenTakingAndStartingStopsTheCommand() {
        let engine = engine()
        engine.takingCommand()
        engine.interrupter.interrupt()
        #expect(engine.run("tap \"Spin\"").summary.code == "interrupted")
    }

    /// Between commands no command is running: the interrupt is dropped, and the next command
    /// runs in full.
    @Test func anInterruptBetweenCommandsReachesNoLaterCommand() {
        let engine = engine()
        engine.interrupter.interrupt()
        #expect(engine.run("tree").summary.ok)
        engine.takingCommand()
        #expect(engine.run("tree").summary.ok)
        engine.interrupter.interrupt()
        #expect(engine.run("tree").summary.ok, "an interrupt after a command ended reached the next one")
    }
}
