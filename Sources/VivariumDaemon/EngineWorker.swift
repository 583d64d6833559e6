#if canImport(Glibc)
import Glibc
#endif
import CEngineLimits
import Foundation
import Synchronization
import VivariumSession
import VivariumWire

/// The worker mode of `vivariumd` (`vivariumd --engine-worker …`, spawned by the daemon,
/// never by hand): one graph's engine in a process of its own, so that whatever user code
/// does to it — a crash, a native stack overflow, a runaway allocation — ends this process
/// only. The daemon restores the graph from its journal in a new worker.
///
/// It first takes the least it needs: `PR_SET_NO_NEW_PRIVS`, and `RLIMIT_AS`, `RLIMIT_CPU`
/// and `RLIMIT_NOFILE` as given. Then its engine thread reads `WorkerRequest`s from fd 3 and
/// answers them in order, itself — a request reaches the engine without a hand-off between
/// threads — while the main thread reads `interrupt`s from fd 4, which reach a running
/// command at once. EOF on fd 3 (the daemon is gone) ends it.
public enum EngineWorker {
    /// The command-line flag that selects worker mode.
    public static let flag = "--engine-worker"
    /// The descriptor of the worker's channel to the daemon: requests in, answers out.
    static let channel: Int32 = 3
    /// The descriptor `interrupt`s arrive on, each naming the `run` it stops (see
    /// `WorkerInterrupts`).
    static let interruptChannel: Int32 = 4
    /// Test only: with this variable set to 1, `crash-for-testing SIGNAL` raises SIGNAL in
    /// the worker and `hang-for-testing` spins ignoring `interrupt` — a native crash and a
    /// native runaway loop, which no user program can otherwise be relied on to produce.
    static let testHooksVariable = "VIVARIUMD_ENGINE_TEST_HOOKS"
    /// Test only, with the hooks on: each journal replay first waits this many milliseconds, as
    /// a long journal would take (an interrupt during a restart's replay).
    static let replayDelayVariable = "VIVARIUMD_ENGINE_TEST_REPLAY_DELAY_MS"

    /// Runs the worker until the daemon closes the channel; never returns.
    public static func run(graph: String, directory: String, limits: EngineLimits) -> Never {
        if let problem = restrict(limits) {
            FileHandle.standardError.write(Data("vivariumd engine worker for \(graph): \(problem)\n".utf8))
            _exit(71)
        }
        let testHooks = ProcessInfo.processInfo.environment[testHooksVariable] == "1"
        let engine = LocalEngine(baseDirectory: URL(fileURLWithPath: directory, isDirectory: true), defersRollback: true)
        let interrupts = WorkerInterrupts(engine)
        let thread = Thread {
            // NB: a thread inherits its creator's signal mask, and Swift's and dispatch's
            // threads block signals; a signal raised in the engine must end the process now.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            pthread_sigmask(SIG_SETMASK, &unblocked, nil)
            var lines = LineReader(fd: channel)
            var runs = 0
            // What a command hands over to be freed off its path is freed here, once no request
            // has come for a quiet period (see `Retirement`): on the thread that allocated it.
            Retirement.drainsOnHostThread = true
            let quiet = Int32(Retirement.quietPeriodMilliseconds)
            var settled = true
            while true {
                // Once a quiet period after a command, the engine thread frees what its commands
                // retired and has the allocator sort what they freed, so that the next command's
                // first allocation finds the arena in order (after ten thousand rows re-rendered
                // it sorted their blocks: 12 ms of a tap that takes a quarter of one). What a
                // large command retired is freed at once, its answer being out: commands back to
                // back would otherwise keep several re-renders' records alive together.
                if !settled, Retirement.weighsHeavy {
                    Retirement.drainNow()
                    vivarium_settle_allocator()
                    settled = true
                } else if !settled, Retirement.isHeavy {
                    // NB: a backlog of small commands' records, back to back, is only freed: the
                    // few blocks it leaves cost the next command nothing to sort, where settling
                    // (probes that grow the heap by 12 MiB, page faults, the heap trimmed again)
                    // cost a third of a millisecond, charged to every third `tap` of a script.
                    Retirement.drainNow()
                }
                if !settled, !lines.hasLine(within: quiet) {
                    Retirement.drainNow()
                    vivarium_settle_allocator()
                    settled = true
                }
                // NB: _exit, not exit: nothing is to be saved once the daemon is gone.
                guard let line = lines.next() else { _exit(0) }
                let request = decode(line)
                if request.op == .run {
                    runs += 1
                    interrupts.taking(run: runs)
                }
                answer(request, engine: engine, testHooks: testHooks)
                settled = false
            }
        }
        // NB: deep but legitimate recursion in user code needs more than the default 8 MiB (a
        // debug build spends tens of kilobytes per user call); the interpreter's NativeStack
        // guard turns the end of this stack into an error naming the line. Reserved address
        // space, counted in RLIMIT_AS; only touched pages cost memory.
        thread.stackSize = 256 << 20
        thread.name = "engine \(graph)"
        thread.start()

        var lines = LineReader(fd: interruptChannel)
        while let line = lines.next() {
            let request = decode(line)
            guard request.op == .interrupt, let run = request.number else {
                FileHandle.standardError.write(Data("vivariumd engine worker: not an interrupt on the interrupt channel; exiting\n".utf8))
                _exit(72)
            }
            interrupts.interrupt(run: run)
        }
        // The daemon closed the interrupt channel: it is going; the engine thread sees EOF too.
        while true { pause() }
    }

    /// A request line, or the end of the worker: the daemon never sends a malformed one.
    private static func decode(_ line: Data) -> WorkerRequest {
        guard let request = WorkerRequest.read(line) else {
            FileHandle.standardError.write(Data("vivariumd engine worker: malformed request; exiting\n".utf8))
            _exit(72)
        }
        return request
    }

    /// Applies the limits; a sentence saying what failed, or nil.
    private static func restrict(_ limits: EngineLimits) -> String? {
        if vivarium_no_new_privs() != 0 { return "cannot set PR_SET_NO_NEW_PRIVS: \(String(cString: strerror(errno)))" }
        let settings: [(String, Int32, UInt)] = [
            ("RLIMIT_AS", vivarium_limit_address_space(), limits.addressSpaceBytes),
            ("RLIMIT_CPU", vivarium_limit_cpu(), limits.cpuSeconds),
            ("RLIMIT_NOFILE", vivarium_limit_files(), limits.openFiles),
        ]
        for (name, resource, value) in settings where vivarium_set_limit(resource, value) != 0 {
            return "cannot set \(name) to \(value): \(String(cString: strerror(errno)))"
        }
        _ = vivarium_limit_malloc_arenas(2)
        return nil
    }

    private static func answer(_ request: WorkerRequest, engine: LocalEngine, testHooks: Bool) {
        var lines: [Data] = []
        switch request.op {
        case .run:
            let line = request.line ?? ""
            if testHooks { runTestHook(line) }
            let (summary, sent, event) = engine.runReplies(line, form: request.form ?? ReplyForm())
            // The replies are written as they are encoded, `streamedChunk` bytes at a time: the
            // mount of 10,000 rows answers 6.3 MB, which the worker held twice at its peak (the
            // encoded reply and the answer it was copied into), beside everything the command
            // holds until its answer is out. A small answer is still one write.
            var bytes = [UInt8](summary.wireLine())
            bytes.append(UInt8(ascii: "\n"))
            ReplyJSON.encode(sent, appendingTo: &bytes, flushingPast: streamedChunk, flush: send)
            bytes.append(UInt8(ascii: "\n"))
            if let event {
                ReplyJSON.encode(event, appendingTo: &bytes, flushingPast: streamedChunk, flush: send)
                bytes.append(UInt8(ascii: "\n"))
            }
            send(bytes)
            return
        case .complete:
            let result = engine.complete(line: request.line ?? "", cursor: request.cursor ?? 0)
            lines = [(try? JSONEncoder().encode(result)) ?? Data("{}".utf8)]
        case .replay:
            if testHooks, let delay = ProcessInfo.processInfo.environment[replayDelayVariable].flatMap(UInt32.init) {
                usleep(delay * 1000)
            }
            let result = ReplayResult(failures: engine.replay(request.entries ?? []))
            lines = [(try? JSONEncoder().encode(result)) ?? Data("{}".utf8)]
        case .rollback:
            engine.rollBack()
            lines = [(try? JSONEncoder().encode(ReplayResult(failures: []))) ?? Data("{}".utf8)]
        case .continueNumbering:
            engine.continueNumbering(after: request.number ?? 0)
            return
        case .interrupt:
            return
        }
        var data = Data(capacity: lines.reduce(0) { $0 + $1.count + 1 })
        for line in lines {
            data += line
            data.append(UInt8(ascii: "\n"))
        }
        data.withUnsafeBytes(send)
    }

    /// How much of a reply the worker encodes before writing it (a pipe's buffer).
    static let streamedChunk = 64 * 1024

    private static func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes(send)
    }

    /// Writes `bytes` to the daemon, whole.
    private static func send(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(channel, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            // NB: the daemon is gone; nothing is left to answer.
            guard written > 0 else { _exit(0) }
            offset += written
        }
    }

    private static func runTestHook(_ line: String) {
        let words = line.split(separator: " ")
        if words.first == "crash-for-testing", words.count == 2, let signal = Int32(words[1]) {
            FileHandle.standardError.write(Data("crash-for-testing: raising signal \(signal)\n".utf8))
            raise(signal)
        }
        if line == "hang-for-testing" {
            while true { usleep(10_000) }
        }
    }
}

/// Which `run` an interrupt is for. The daemon numbers its `run`s (1, 2, …) and each
/// `interrupt` names the one it stops; the engine thread counts the `run`s it reads. An
/// interrupt for the run being taken or running stops it; one for a run not read yet (sent
/// right after it, and faster to arrive on its own channel) applies when it starts; one for a
/// run that has ended is dropped. Taking a run and an interrupt arriving are one lock's
/// critical sections, so an interrupt finds its run either not yet taken or taken, never in between.
private final class WorkerInterrupts: Sendable {
    private let engine: LocalEngine
    /// The last run taken, and a run not taken yet that is to start interrupted.
    private let state = Mutex((taken: 0, early: Int?.none))

    init(_ engine: LocalEngine) { self.engine = engine }

    /// The engine thread takes run number `run`.
    func taking(run: Int) {
        state.withLock { state in
            state.taken = run
            engine.takingCommand()
            if state.early == run {
                state.early = nil
                engine.interruptNextRun()
            }
        }
    }

    func interrupt(run: Int) {
        state.withLock { state in
            if run == state.taken {
                engine.interrupter.interrupt()
            } else if run > state.taken {
                state.early = run
            }
        }
    }
}

/// Newline-delimited lines from a descriptor, read as they come.
private struct LineReader {
    let fd: Int32
    private var lines = ChannelLines()
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(fd: Int32) { self.fd = fd }

    /// Whether a line is buffered or the descriptor becomes readable within `milliseconds`
    /// (sleeping in `poll` meanwhile).
    mutating func hasLine(within milliseconds: Int32) -> Bool {
        if lines.hasLine() { return true }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready != 0
        }
    }

    /// The next line without its newline; nil at EOF (or a read error).
    mutating func next() -> Data? {
        while true {
            if let line = lines.next() { return line }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            lines.append(chunk[..<count])
        }
    }
}
