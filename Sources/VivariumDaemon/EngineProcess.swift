#if canImport(Glibc)
import Glibc
#endif
import CEngineLimits
import Dispatch
import Foundation
import Synchronization
import VivariumProtocol
import VivariumWire

/// A graph's engine in a worker process: the same executable in its worker mode, spawned
/// with a socketpair as fd 3 (requests and answers, one JSON object per line), another as
/// fd 4 (`interrupt`s, which the worker reads on a thread of their own while its engine
/// thread runs the command) and another as stdout and stderr (kept as the last lines, for
/// the log when the worker dies).
///
/// A crash, a stack overflow or a resource limit in the worker surfaces here as an
/// `EngineDeath` from the call that was waiting; so does a command still running
/// `interruptDeadline` after `interrupt`, whose worker is then killed.
final class EngineProcess: GraphEngine, @unchecked Sendable {
    let processID: pid_t
    private let channel: Int32
    /// Where `interrupt`s go (fd 4 in the worker).
    private let interruptChannel: Int32
    private let limits: EngineLimits
    private let stderrTail: StderrTail
    /// Whether the channel is open; held while writing, since `interrupt` comes from other
    /// threads while a request is out (and must never write to a closed, reused descriptor).
    private let writing = Mutex(true)
    private let killedForDeadline = Atomic<Bool>(false)
    /// How many `run`s were sent: an `interrupt` names the run it stops by its number.
    private let runs = Atomic<Int>(0)
    /// How many `run`s were answered: the interrupt deadline's timer kills the worker only when
    /// the run it was armed for is still unanswered.
    private let answeredRuns = Atomic<Int>(0)
    // NB: the rest is only touched from the graph's queue (see `GraphEngine`).
    private var lines = ChannelLines()
    /// What one read takes in (kept: zeroing 64 KiB per line cost more than the line).
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var death: EngineDeath?

    /// Spawns a worker for `graph`.
    /// `onExit` is called (on a thread of its own) once the worker has ended, whatever ended it.
    // NB: a convenience initializer, which fails before any stored property exists: Swift
    // 6.3.1's optimizer crashes (CopyPropagation, "Found outside of lifetime use") on a
    // designated initializer that throws after the `Mutex` and `Atomic` properties are set.
    convenience init(executable: String, graph: String, baseDirectory: URL, limits: EngineLimits,
                     environment extra: [String: String] = [:], onExit: (@Sendable () -> Void)? = nil) throws {
        var pair: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0 else {
            throw SocketSetupError.system("cannot create an engine channel", errno: errno)
        }
        // NB: a socketpair rather than a pipe for stderr too: it can be created close-on-exec
        // atomically (pipe2 is not imported), so no other worker inherits it.
        var errors: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &errors) == 0 else {
            let code = errno
            close(pair[0]); close(pair[1])
            throw SocketSetupError.system("cannot create an engine pipe", errno: code)
        }
        var interrupts: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &interrupts) == 0 else {
            let code = errno
            close(pair[0]); close(pair[1]); close(errors[0]); close(errors[1])
            throw SocketSetupError.system("cannot create an engine interrupt channel", errno: code)
        }
        defer { close(pair[1]); close(errors[1]); close(interrupts[1]) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        posix_spawn_file_actions_adddup2(&actions, pair[1], EngineWorker.channel)
        posix_spawn_file_actions_adddup2(&actions, interrupts[1], EngineWorker.interruptChannel)
        // NB: nothing else reaches the worker. SwiftNIO opens the listening socket and accepts
        // clients without close-on-exec: a worker holding them kept clients' connections open
        // after the daemon closed them, and, orphaned by a `kill -9` of the daemon, the socket.
        vivarium_spawn_close_from(&actions, EngineWorker.interruptChannel + 1)

        let arguments = [executable, EngineWorker.flag, "--graph", graph, "--directory", baseDirectory.path,
                         "--address-space", String(limits.addressSpaceBytes), "--cpu-seconds", String(limits.cpuSeconds),
                         "--open-files", String(limits.openFiles)]
        var environment = ProcessInfo.processInfo.environment
        // NB: a crash report takes seconds to symbolicate and delays the restart; the fatal
        // error's own message is enough for the log.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["GLIBC_TUNABLES"] = Self.allocatorTunables(adding: environment["GLIBC_TUNABLES"])
        environment.merge(extra) { $1 }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        // NB: the daemon ignores its ending signals (it handles them through dispatch) and
        // runs on threads that block signals; both are inherited, so the worker gets the
        // default dispositions and an empty mask.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(pair[0]); close(errors[0]); close(interrupts[0])
            throw SocketSetupError.system("cannot start the engine \(executable)", errno: status)
        }
        self.init(processID: pid, channel: pair[0], interruptChannel: interrupts[0], limits: limits,
                  stderrTail: StderrTail(fd: errors[0], label: "vivariumd.engine.\(pid).stderr", onEnd: onExit))
    }

    private init(processID: pid_t, channel: Int32, interruptChannel: Int32, limits: EngineLimits, stderrTail: StderrTail) {
        self.processID = processID
        self.channel = channel
        self.interruptChannel = interruptChannel
        self.limits = limits
        self.stderrTail = stderrTail
    }

    deinit { terminate() }

    var pid: Int32? { death == nil ? processID : nil }
    var interrupter: any EngineInterrupter { self }

    /// Whether a `run` is being encoded and written (an interrupt then must wait: sent before
    /// the command's frame, the worker would find nothing to stop), and whether the `run`
    /// is followed at once by `interrupt` (the worker applies it to that command when it starts).
    private let sending = Mutex((isSending: false, interruptsNext: false))

    func interruptNextRun() { sending.withLock { $0.interruptsNext = true } }

    /// glibc's allocator settings for a worker, after any the daemon was given.
    ///
    /// NB: a per-thread cache of freed blocks deeper than glibc's (`tcache_count`, 7 by default).
    /// With the default, freeing a large reply (a 1,000-row tree) leaves thousands of blocks in
    /// the arena's unsorted list, and the next command's first allocation that misses the cache
    /// sorts them all: about a millisecond charged to whatever command comes next (a trap
    /// answered 1.1 ms where it takes 0.25). The deeper cache keeps those blocks for the engine
    /// thread's own next allocations. 1,024 a size, not glibc's most (65,535): a cache that
    /// deep kept the blocks of every re-render of 10,000 rows out of the arena, where they could
    /// not be merged for other sizes (the worker's peak 117.7 MiB against 122.9, the failed-command
    /// targets as before; docs/PERFORMANCE.md).
    ///
    /// NB: blocks of 512 KiB or more mapped on their own, always (`mmap_threshold`: glibc's
    /// default is 128 KiB, which it raises to the size of each such block freed). Raised
    /// without bound, the arrays of a command over ten thousand rows (its items, records,
    /// events, reply) came from the heap and left holes there that the next command's arrays
    /// did not fit: the 10,000-row worker peaked at 115.7 MiB, 111.0 with the threshold kept.
    /// Kept at 128 KiB, an array a command grows past it (10,000 `Int`s are 240 KiB) was mapped
    /// afresh at each doubling and faulted in page by page: a third of `appends(10000)`.
    ///
    /// NB: 2 MiB of freed memory at the heap's top kept for the next command (`trim_threshold`,
    /// fixed at 128 KiB once the mapping threshold is set): trimmed after every command, each
    /// command faulted its transients in again. Both together: `appends(10000)` 0.73–0.91 →
    /// 0.40–0.42 ms, the 10,000-row graph's peak 96.0 → 96.4–96.7 MiB (docs/PERFORMANCE.md).
    static func allocatorTunables(adding given: String?) -> String {
        var settings = given.map { $0.isEmpty ? [] : [$0] } ?? []
        for ours in ["glibc.malloc.tcache_count=1024", "glibc.malloc.mmap_threshold=524288",
                     "glibc.malloc.trim_threshold=2097152"] {
            let name = ours.prefix { $0 != "=" } + "="
            if !(given ?? "").contains(name) { settings.append(ours) }
        }
        return settings.joined(separator: ":")
    }

    func run(_ line: String, form: ReplyForm) throws(EngineDeath) -> EngineOutput {
        try startRun(line, form: form)
        return try finishRun()
    }

    /// Sends a `run`; its answer is read by `finishRun` (or `answer(within:)`).
    func startRun(_ line: String, form: ReplyForm) throws(EngineDeath) {
        sending.withLock { $0.isSending = true }
        defer { sending.withLock { $0 = (false, false) } }
        runs.add(1, ordering: .relaxed)
        try send(WorkerRequest(op: .run, line: line, form: form))
        let interruptNow = sending.withLock { sending in
            defer { sending = (false, false) }
            return sending.interruptsNext
        }
        if interruptNow { interrupt() }
    }

    /// The answer to the `run` sent, when it starts arriving within `milliseconds`; nil when
    /// the command is still running then (`finishRun` reads it later).
    ///
    /// NB: the caller sleeps in `poll` until the worker's answer makes the channel readable (or
    /// the window ends): it never watches the channel in a loop.
    func answer(within milliseconds: Int32) throws(EngineDeath) -> EngineOutput? {
        if let death { throw death }
        if !lines.hasLine() {
            var descriptor = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready == 0 || (ready < 0 && errno == EINTR) { return nil }
        }
        // NB: the worker writes its whole answer at once: the rest follows without waiting
        // for the command.
        return try finishRun(readable: true)
    }

    /// Reads the answer to the `run` sent, waiting as long as the command runs (`readable`:
    /// the channel was just seen readable).
    func finishRun(readable: Bool = false) throws(EngineDeath) -> EngineOutput {
        let summaryLine = try readLine(readable: readable)
        answeredRuns.add(1, ordering: .relaxed)
        guard let summary = EngineOutput.Summary.read(summaryLine) else {
            throw fail("answered with a malformed summary")
        }
        let reply = try readLine()
        return EngineOutput(summary: summary, reply: reply, event: summary.event == true ? try readLine() : nil)
    }

    func complete(line: String, cursor: Int) throws(EngineDeath) -> Complete.Result {
        try send(WorkerRequest(op: .complete, line: line, cursor: cursor))
        guard let result = try? JSONDecoder().decode(Complete.Result.self, from: try readLine()) else {
            throw fail("answered completion with malformed JSON")
        }
        return result
    }

    func replay(_ entries: [ReplayEntry]) throws(EngineDeath) -> [String] {
        try send(WorkerRequest(op: .replay, entries: entries))
        guard let result = try? JSONDecoder().decode(ReplayResult.self, from: try readLine()) else {
            throw fail("answered replay with malformed JSON")
        }
        return result.failures
    }

    func rollBack() throws(EngineDeath) {
        try send(WorkerRequest(op: .rollback))
        guard (try? JSONDecoder().decode(ReplayResult.self, from: try readLine())) != nil else {
            throw fail("answered rollback with malformed JSON")
        }
    }

    /// Not answered: the worker applies it before the next request, in order.
    func continueNumbering(after number: Int) throws(EngineDeath) {
        try send(WorkerRequest(op: .continueNumbering, number: number))
    }

    /// Whether the worker is alive and has nothing unread on its channel (it answers only
    /// requests; with none outstanding, a readable channel means it has ended).
    var isIdleAndAlive: Bool {
        guard death == nil, lines.isEmpty else { return false }
        var descriptor = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) == 0
    }

    func terminate() {
        guard death == nil else { return }
        kill(processID, SIGKILL)
        death = EngineDeath(what: "was stopped")
        _ = reap()
        closeChannel()
    }

    private func closeChannel() {
        writing.withLock { isOpen in
            if isOpen {
                close(channel)
                close(interruptChannel)
            }
            isOpen = false
        }
    }

    // MARK: - The channel

    private func send(_ request: WorkerRequest) throws(EngineDeath) {
        if let death { throw death }
        guard let data = request.wireLine() else { throw fail("could not be sent the request") }
        guard write(data, to: channel) else { throw died(sending: true) }
    }

    /// Writes all of `data`; false when the worker is gone.
    private func write(_ data: Data, to channel: Int32) -> Bool {
        writing.withLock { isOpen in
            guard isOpen else { return false }
            return data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    // NB: MSG_NOSIGNAL: a dead worker must not raise SIGPIPE in the daemon.
                    let written = Glibc.send(channel, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { return false }
                    offset += written
                }
                return true
            }
        }
    }

    /// The next line from the worker, waiting as long as the command runs (`readable`: the
    /// channel was just seen readable). The thread sleeps in `poll` until the worker writes or
    /// ends: a command still running at the interrupt deadline is killed by the deadline's
    /// timer (`interrupt`), which ends the wait with EOF.
    private func readLine(readable: Bool = false) throws(EngineDeath) -> Data {
        if let death { throw death }
        var readable = readable
        while true {
            if let line = lines.next() { return line }
            if readable {
                readable = false
                if try readChunk() { continue }
            }
            var descriptor = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                throw died()
            }
            if ready > 0 { _ = try readChunk() }
        }
    }

    /// Reads what the channel has into `lines`; false when interrupted before anything came.
    private func readChunk() throws(EngineDeath) -> Bool {
        let count = chunk.withUnsafeMutableBytes { Glibc.read(channel, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return false }
        guard count > 0 else { throw died() }
        lines.append(chunk[..<count])
        return true
    }

    /// The worker broke the protocol: it is killed, and that is its death.
    private func fail(_ what: String) -> EngineDeath {
        kill(processID, SIGKILL)
        var death = died()
        death.what = "failed: its worker \(what)"
        self.death = death
        return death
    }

    /// The worker is gone (EOF, or a write failed: `sending`, it was dead before the request
    /// reached it): reaps it and says how it ended.
    private func died(sending: Bool = false) -> EngineDeath {
        if let death { return death }
        let status = reap()
        closeChannel()
        let when = sending ? "while idle" : "while running this command"
        var what: String
        if killedForDeadline.load(ordering: .relaxed) {
            what = "did not stop within \(Self.describe(limits.interruptDeadline)) of interrupt and was killed"
        } else if let signal = status.signal {
            what = "crashed \(when) (signal \(signal)\(Self.signalName(signal).map { ", \($0)" } ?? ""))"
        } else {
            what = "exited \(when) (status \(status.exitCode ?? -1))"
        }
        var death = EngineDeath(what: what, stderrTail: stderrTail.lines(waitingUpTo: .milliseconds(500)))
        death.whileIdle = sending && !killedForDeadline.load(ordering: .relaxed)
        self.death = death
        return death
    }

    private struct ExitStatus {
        var signal: Int32?
        var exitCode: Int32?
    }

    /// Waits for the worker to end (killing it when it lingers a second after closing its
    /// channel) and decodes its wait status.
    ///
    /// NB: `waitpid` sleeps until the worker has ended; a timer kills one that lingers.
    private func reap() -> ExitStatus {
        let reaped = ReapedFlag()
        let pid = processID
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(1)) {
            if !reaped.value.load(ordering: .acquiring) { kill(pid, SIGKILL) }
        }
        var status: Int32 = 0
        var waited: pid_t
        repeat {
            waited = waitpid(processID, &status, 0)
        } while waited < 0 && errno == EINTR
        reaped.value.store(true, ordering: .releasing)
        guard waited == processID else { return ExitStatus() }
        // NB: the W* macros are not imported; these are their glibc definitions.
        let termination = status & 0x7f
        if termination == 0 { return ExitStatus(exitCode: (status >> 8) & 0xff) }
        return ExitStatus(signal: termination)
    }

    /// `2 s`, `500 ms`.
    static func describe(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }

    static func signalName(_ signal: Int32) -> String? {
        switch signal {
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGABRT: return "SIGABRT"
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGKILL: return "SIGKILL"
        case SIGXCPU: return "SIGXCPU: its CPU time limit"
        case SIGTERM: return "SIGTERM"
        default: return nil
        }
    }
}

/// Whether a worker was reaped, for the timer that kills one that lingers.
private final class ReapedFlag: Sendable {
    let value = Atomic<Bool>(false)
}

extension EngineProcess: EngineInterrupter {
    /// Sends `interrupt` and arms the deadline: a command still running after it is killed
    /// (by a timer; nothing watches the clock meanwhile).
    func interrupt() {
        let held = sending.withLock { sending in
            if sending.isSending { sending.interruptsNext = true }
            return sending.isSending
        }
        if held { return }
        let run = runs.load(ordering: .relaxed)
        guard let data = WorkerRequest(op: .interrupt, number: run).wireLine() else { return }
        guard write(data, to: interruptChannel) else { return }
        let (seconds, attoseconds) = limits.interruptDeadline.components
        let deadline = DispatchTime.now() + .nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
        DispatchQueue.global().asyncAfter(deadline: deadline) { [weak self] in self?.killIfStillRunning(run) }
    }

    /// The interrupt deadline of run `run` has come: a worker still running it is killed.
    private func killIfStillRunning(_ run: Int) {
        guard answeredRuns.load(ordering: .relaxed) < run, writing.withLock({ $0 }),
              !killedForDeadline.exchange(true, ordering: .relaxed) else { return }
        kill(processID, SIGKILL)
    }
}
