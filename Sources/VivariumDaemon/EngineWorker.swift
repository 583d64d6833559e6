#if canImport(Glibc)
import Glibc
#endif
import CEngineLimits
import Foundation
import Synchronization

/// The worker mode of `vivariumd` (`vivariumd --engine-worker …`, spawned by the daemon,
/// never by hand): one graph's engine in a process of its own, so that whatever user code
/// does to it — a crash, a native stack overflow, a runaway allocation — ends this process
/// only. The daemon restores the graph from its journal in a new worker.
///
/// It first takes the least it needs: `PR_SET_NO_NEW_PRIVS`, and `RLIMIT_AS`, `RLIMIT_CPU`
/// and `RLIMIT_NOFILE` as given. Then it reads `WorkerRequest`s from fd 3: `interrupt` at
/// once, on the reading thread; the others in order, on the engine thread. EOF on fd 3 (the
/// daemon is gone) ends it.
public enum EngineWorker {
    /// The command-line flag that selects worker mode.
    public static let flag = "--engine-worker"
    /// The descriptor of the worker's channel to the daemon.
    static let channel: Int32 = 3
    /// Test only: with this variable set to 1, `crash-for-testing SIGNAL` raises SIGNAL in
    /// the worker and `hang-for-testing` spins ignoring `interrupt` — a native crash and a
    /// native runaway loop, which no user program can otherwise be relied on to produce.
    static let testHooksVariable = "VIVARIUMD_ENGINE_TEST_HOOKS"

    /// Runs the worker until the daemon closes the channel; never returns.
    public static func run(graph: String, directory: String, limits: EngineLimits) -> Never {
        if let problem = restrict(limits) {
            FileHandle.standardError.write(Data("vivariumd engine worker for \(graph): \(problem)\n".utf8))
            _exit(71)
        }
        let testHooks = ProcessInfo.processInfo.environment[testHooksVariable] == "1"
        let engine = LocalEngine(baseDirectory: URL(fileURLWithPath: directory, isDirectory: true), defersRollback: true)
        let queue = RequestQueue()
        let thread = Thread {
            // NB: a thread inherits its creator's signal mask, and Swift's and dispatch's
            // threads block signals; a signal raised in the engine must end the process now.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            pthread_sigmask(SIG_SETMASK, &unblocked, nil)
            while true {
                let (request, interrupted) = queue.next(taking: engine.takingCommand)
                if interrupted { engine.interruptNextRun() }
                answer(request, engine: engine, testHooks: testHooks)
            }
        }
        // NB: deep but legitimate recursion in user code needs more than the default 8 MiB (a
        // debug build spends tens of kilobytes per user call); the interpreter's NativeStack
        // guard turns the end of this stack into an error naming the line. Reserved address
        // space, counted in RLIMIT_AS; only touched pages cost memory.
        thread.stackSize = 256 << 20
        thread.name = "engine \(graph)"
        thread.start()

        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(channel, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            // NB: _exit, not exit: the engine thread may be mid-command; nothing is to be saved.
            guard count > 0 else { _exit(0) }
            buffer += chunk[..<count]
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: line) else {
                    FileHandle.standardError.write(Data("vivariumd engine worker: malformed request; exiting\n".utf8))
                    _exit(72)
                }
                if request.op == .interrupt {
                    if !queue.interruptQueuedRun() { engine.interrupter.interrupt() }
                } else {
                    queue.add(request)
                }
            }
        }
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
            let output = engine.run(line, form: request.form ?? ReplyForm())
            lines = [(try? JSONEncoder().encode(output.summary)) ?? Data("{}".utf8), output.reply] + (output.event.map { [$0] } ?? [])
        case .complete:
            let result = engine.complete(line: request.line ?? "", cursor: request.cursor ?? 0)
            lines = [(try? JSONEncoder().encode(result)) ?? Data("{}".utf8)]
        case .replay:
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
        var data = Data()
        for line in lines {
            data += line
            data.append(UInt8(ascii: "\n"))
        }
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(channel, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                // NB: the daemon is gone; nothing is left to answer.
                guard written > 0 else { _exit(0) }
                offset += written
            }
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

/// Requests waiting for the engine thread, in order.
private final class RequestQueue: Sendable {
    /// Queued requests; `interrupted` marks a `run` an interrupt arrived for before it started.
    private let requests = Mutex<[(request: WorkerRequest, interrupted: Bool)]>([])
    private let available = DispatchSemaphore(value: 0)

    func add(_ request: WorkerRequest) {
        requests.withLock { $0.append((request, false)) }
        available.signal()
    }

    /// An interrupt that arrived while its command still waits in the queue (the daemon sends
    /// `run` then `interrupt`; the engine thread may not have taken the `run` yet): it applies
    /// to that command when it starts. False when no command waits.
    func interruptQueuedRun() -> Bool {
        requests.withLock { requests in
            guard let index = requests.firstIndex(where: { $0.request.op == .run }) else { return false }
            requests[index].interrupted = true
            return true
        }
    }

    /// The next request; a `run` is reported `taking` under the queue's lock, so an interrupt
    /// finds it either still queued or taken by the engine, never in between.
    func next(taking: () -> Void) -> (request: WorkerRequest, interrupted: Bool) {
        available.wait()
        return requests.withLock { requests in
            let next = requests.removeFirst()
            if next.request.op == .run { taking() }
            return next
        }
    }
}
