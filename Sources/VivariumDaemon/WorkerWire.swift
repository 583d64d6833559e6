import Foundation
import VivariumWire

/// What a graph's engine worker may use, applied by the worker to itself before it reads
/// its first request (`setrlimit`), and how long the daemon waits after `interrupt`.
public struct EngineLimits: Sendable, Equatable {
    /// `RLIMIT_AS`: address space in bytes (the engine thread reserves 256 MiB of stack,
    /// each task 4 MiB: a thousand suspended `.task`s need about 4 GiB of it).
    public var addressSpaceBytes: UInt = 8 << 30
    /// `RLIMIT_CPU`: CPU seconds over the worker's life; past it the kernel ends the worker
    /// and the graph is restored from its journal with a fresh budget.
    public var cpuSeconds: UInt = 3600
    /// `RLIMIT_NOFILE`: descriptors (the channel, stderr, files `load` opens).
    public var openFiles: UInt = 64
    /// How long a command may go on after `interrupt` before its worker is killed. Every phase
    /// the engine runs polls the interruption within about 10 ms of work (see `Interruption`);
    /// what cannot poll — SwiftParser's parse of a frame, a rollback replaying a long journal,
    /// encoding a huge reply — ends with the worker killed and the graph restored.
    public var interruptDeadline: Duration = .milliseconds(500)

    public init() {}
}

/// One request from the daemon to an engine worker: one JSON object per line on the
/// worker's channel (fd 3), but `interrupt`, which goes on fd 4 (`WorkerWire+Lines` writes and
/// reads the hot ones by hand). Answers, in order, one per request but `interrupt`:
/// `run` → a summary line then the reply line (and, when the summary says `event`, the
/// reply attached clients see); `complete` → a `Complete.Result` line;
/// `replay` and `rollback` → a `ReplayResult` line; `continueNumbering` → nothing.
struct WorkerRequest: Codable, Sendable {
    enum Operation: String, Codable, Sendable {
        case run, complete, replay
        /// Stops the `run` numbered `number` (the daemon's runs count 1, 2, …) when it is
        /// running or about to start; answered by that command's own answer.
        case interrupt
        /// Replays the journal after a `run` whose summary said `dirty` (the engine had no way
        /// to undo the command: a task had run).
        case rollback
        /// The next command is numbered after `number` (an engine restored from the journal
        /// takes over the numbering of the one it replaces).
        case continueNumbering
    }

    var op: Operation
    var line: String?
    var cursor: Int?
    var entries: [ReplayEntry]?
    /// For `continueNumbering`; for `interrupt`, the run it stops.
    var number: Int?
    /// For `run`: how the reply carries the tree.
    var form: ReplyForm?
}

/// One journaled command to replay: its line and, for a `load`, the text it read then.
struct ReplayEntry: Codable, Sendable, Equatable {
    var line: String
    var loaded: String?
    /// The command's number in the engine that first ran it (nil: the next number).
    var number: Int?
}

/// How a `run` answer carries the tree: for the client that sent the command, and whether
/// the reply attached clients see (`tree: changed`, default size) is wanted as well.
struct ReplyForm: Codable, Sendable, Equatable {
    var tree: TreeDetail = .changed
    var wholeTreeUpTo: Int = Reply.wholeTreeLines
    /// Other clients are attached: the answer also carries their reply when it differs.
    var forEvents = false

    /// Whether attached clients see the same reply as the sender.
    var eventsSeeTheSame: Bool { tree == .changed && wholeTreeUpTo == Reply.wholeTreeLines }
}

/// The answer to `replay`.
struct ReplayResult: Codable, Sendable {
    var failures: [String]
}
