import Dispatch
import Foundation
import Synchronization
import VivariumProtocol
import VivariumSession

/// One named graph: its session, its revision and its attached clients.
///
/// Commands on one graph run one at a time, in the order they reach the actor; graphs run
/// independently of each other. The actor runs on its own thread (with a large native stack
/// for the interpreter's recursion), so a long command (up to the step budget) blocks that
/// thread only, never Swift's cooperative pool or an event loop.
public actor GraphHost {
    public nonisolated let name: String
    private let session: Session
    /// Incremented by every accepted command (`reply.ok`).
    public private(set) var rev = 0
    private var attached: [Int: (info: ClientInfo, client: ClientHandle)] = [:]
    /// How many of the session's journal entries are on disk.
    private var journaled = 0
    /// The last error writing the journal, if any.
    private(set) var journalFailure: String?

    private nonisolated let executor: EngineThreadExecutor
    /// Sendable: lets `interrupt` reach a running command while the actor is busy.
    private nonisolated let interruption: Interruption
    private nonisolated let running = Flag()
    /// Counts commands started, so a repeated interrupt never reaches a later command.
    private nonisolated let generation = Atomic<Int>(0)

    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Where accepted commands are appended (nil: the graph is not kept across restarts).
    nonisolated let journal: GraphJournal?

    init(name: String, baseDirectory: URL, journal: GraphJournal? = nil) {
        self.name = name
        self.journal = journal
        let session = Session(baseDirectory: baseDirectory)
        self.session = session
        self.interruption = session.interruption
        self.executor = EngineThreadExecutor(name: "vivariumd.graph.\(name)")
    }

    /// The outcome of one command.
    enum Outcome: Sendable {
        case accepted(RunCommand.Result)
        case failed(RunCommand.Result)
        case interrupted(RunCommand.Result)
    }

    /// Runs `line` as one transaction. An accepted command increments `rev` and is sent as
    /// `graph.event` to every attached client but `client`; a failed one changes nothing and
    /// is sent to nobody else.
    func run(_ line: String, by client: ClientInfo) -> Outcome {
        generation.add(1, ordering: .relaxed)
        running.set(true)
        let reply = session.execute(line)
        running.set(false)
        guard reply.ok else {
            let result = RunCommand.Result(rev: rev, reply: reply)
            return reply.error?.code == "interrupted" ? .interrupted(result) : .failed(result)
        }
        rev += 1
        // A command that changed the graph grew the session's journal; `reset` emptied it.
        // Either way the line goes to disk, so a replay reaches the same graph.
        if let journal, session.journal.count != journaled {
            journaled = session.journal.count
            do {
                try journal.append(.init(rev: rev, line: line))
            } catch {
                // The graph goes on; only its survival across a restart is at stake.
                journalFailure = "\(error)"
            }
        }
        if let event = try? GraphEvent.notification(.init(graph: name, rev: rev, by: client, line: line, reply: reply)) {
            for (id, entry) in attached where id != client.clientId { entry.client.send(event) }
        }
        return .accepted(RunCommand.Result(rev: rev, reply: reply))
    }

    func complete(line: String, cursor: Int) -> Complete.Result {
        let (start, candidates) = session.complete(line: line, cursor: cursor)
        return Complete.Result(start: start, candidates: candidates)
    }

    /// Stops the running command, if any; it then fails with `interrupted`. Callable while
    /// the actor is busy with that command.
    ///
    /// NB: the session clears its interruption flag when a command starts, so a request
    /// landing in that instant would be lost; it is repeated once shortly after, for the
    /// same command only.
    nonisolated func interrupt() -> Bool {
        guard running.value else { return false }
        let command = generation.load(ordering: .relaxed)
        interruption.request()
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { [self] in
            if running.value, generation.load(ordering: .relaxed) == command { interruption.request() }
        }
        return true
    }

    func attach(_ info: ClientInfo, _ client: ClientHandle) -> GraphInfo {
        attached[info.clientId] = (info, client)
        return self.info
    }

    /// Whether the client was attached.
    @discardableResult
    func detach(clientId: Int) -> Bool { attached.removeValue(forKey: clientId) != nil }

    func detachAll() { attached.removeAll() }

    var clients: [ClientInfo] { attached.values.map(\.info).sorted { $0.clientId < $1.clientId } }

    var info: GraphInfo { GraphInfo(name: name, rev: rev, clients: clients) }

    /// Runs a journal's commands again (a restarted daemon); returns the ones that failed.
    func replay(_ entries: [GraphJournal.Entry]) -> [String] {
        var failures: [String] = []
        for entry in entries {
            let reply = session.execute(entry.line)
            if !reply.ok { failures.append("rev \(entry.rev): \(reply.error?.message.split(separator: "\n").first ?? "failed")") }
            rev = entry.rev
        }
        journaled = session.journal.count
        return failures
    }
}

/// A thread-safe boolean.
final class Flag: Sendable {
    private let storage = Atomic<Bool>(false)
    var value: Bool { storage.load(ordering: .acquiring) }
    func set(_ value: Bool) { storage.store(value, ordering: .releasing) }
}
