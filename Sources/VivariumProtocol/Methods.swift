import VivariumWire

/// A request method: its name on the wire, its params and its result.
public protocol RPCMethod {
    associatedtype Params: Codable & Sendable
    associatedtype Result: Codable & Sendable
    static var name: String { get }
}

/// A notification: its name and params (no id, no answer).
public protocol RPCNotification {
    associatedtype Params: Codable & Sendable
    static var name: String { get }
}

/// The protocol version; a different major version is refused at `hello`.
public enum ProtocolVersion {
    public static let current = "1.0"
    public static func major(_ version: String) -> Int? { Int(version.split(separator: ".").first ?? "") }
}

/// Every method and notification of the protocol, in one place.
public enum Registry {
    // NB: immutable arrays of metatypes: nothing in them can change after initialization.
    nonisolated(unsafe) public static let methods: [any RPCMethod.Type] = [
        Hello.self, GraphList.self, GraphOpen.self, GraphClose.self, GraphAttach.self, GraphDetach.self,
        GraphClients.self, GraphHistory.self, RunCommand.self, Complete.self, Interrupt.self, ServerStop.self,
        ServerWeb.self,
    ]
    nonisolated(unsafe) public static let notifications: [any RPCNotification.Type] = [GraphEvent.self, GraphRestarted.self, ServerShutdown.self]
    public static var methodNames: Set<String> { Set(methods.map { $0.name }) }
}

/// An empty params or result object.
public struct Empty: Codable, Equatable, Sendable {
    public init() {}
}

/// A connected client as others see it.
public struct ClientInfo: Codable, Equatable, Sendable {
    public var clientId: Int
    /// What the client called itself in `hello` (`viv 0.1 (alice)`).
    public var name: String
    public init(clientId: Int, name: String) {
        self.clientId = clientId
        self.name = name
    }
}

/// `hello`: the handshake. A major-version mismatch is a `protocolMismatch` error naming both.
public enum Hello: RPCMethod {
    public static let name = "hello"
    public struct Params: Codable, Equatable, Sendable {
        public var `protocol`: String
        public var client: String
        public init(protocol: String = ProtocolVersion.current, client: String) {
            self.protocol = `protocol`
            self.client = client
        }
    }
    public struct Result: Codable, Equatable, Sendable {
        public var `protocol`: String
        public var server: String
        public var pid: Int
        public var clientId: Int
        public var capabilities: [String]
        public var limits: Limits
        public init(protocol: String, server: String, pid: Int, clientId: Int, capabilities: [String], limits: Limits) {
            self.protocol = `protocol`
            self.server = server
            self.pid = pid
            self.clientId = clientId
            self.capabilities = capabilities
            self.limits = limits
        }
    }
    public struct Limits: Codable, Equatable, Sendable {
        public var maxFrameBytes: Int
        public var stepBudget: Int
        public var recursionLimit: Int
        public init(maxFrameBytes: Int, stepBudget: Int, recursionLimit: Int) {
            self.maxFrameBytes = maxFrameBytes
            self.stepBudget = stepBudget
            self.recursionLimit = recursionLimit
        }
    }
}

/// One graph in `graph.list`.
public struct GraphInfo: Codable, Equatable, Sendable {
    public var name: String
    public var rev: Int
    public var clients: [ClientInfo]
    /// The pid of the worker process running the graph's engine (nil: not running, or hosted
    /// in the daemon's own process). For operators: `kill -9` on it costs the graph one
    /// restart from its journal, nothing else.
    public var enginePid: Int?
    /// Whether a command is running on the graph now, and how many more, from other
    /// connections, wait for it to end (a graph runs one command at a time; each connection's
    /// own commands run one after another, so they wait in its queue, not here).
    public var running: Bool
    public var waiting: Int
    /// The pid of the graph's hot standby engine worker, and whether it is ready to take over
    /// (it has replayed the journal). Both absent without standbys (`vivariumd --no-standby`,
    /// or engines in the daemon's process).
    public var standbyPid: Int?
    public var standbyReady: Bool?
    /// How many journaled commands the standby has been sent and not run yet (it runs each
    /// shortly after the primary accepted it); absent without standbys.
    public var standbyBehind: Int?
    /// How the graph was brought back to its journal, since the daemon started, after a failed
    /// command that had run code or an engine that died.
    public var restores: Restores?

    public struct Restores: Codable, Equatable, Sendable {
        /// The standby engine took over (no replay).
        public var bySwap: Int
        /// An engine replayed the journal (no standby was ready).
        public var byReplay: Int
        public init(bySwap: Int, byReplay: Int) {
            self.bySwap = bySwap
            self.byReplay = byReplay
        }
    }

    public init(name: String, rev: Int, clients: [ClientInfo], enginePid: Int? = nil, running: Bool = false, waiting: Int = 0) {
        self.name = name
        self.rev = rev
        self.clients = clients
        self.enginePid = enginePid
        self.running = running
        self.waiting = waiting
    }
}

/// A graph name as params.
public struct GraphName: Codable, Equatable, Sendable {
    public var name: String
    public init(name: String) { self.name = name }
}

/// `graph.list`: every graph, in name order.
public enum GraphList: RPCMethod {
    public static let name = "graph.list"
    public typealias Params = Empty
    public struct Result: Codable, Equatable, Sendable {
        public var graphs: [GraphInfo]
        /// What the daemon found damaged in its journals when it started (absent when nothing).
        public var notices: [JournalNotice]?
        public init(graphs: [GraphInfo], notices: [JournalNotice]?) {
            self.graphs = graphs
            self.notices = notices
        }
        public init(graphs: [GraphInfo]) { self.graphs = graphs }
    }
}

/// A journal the daemon found damaged when it started: one whose header cannot be read (not a
/// journal, another graph's, a version it does not read), set aside and not restored; or one
/// restored without its damaged entries.
public struct JournalNotice: Codable, Equatable, Sendable {
    public var graph: String
    /// What was wrong and what the daemon did, in a sentence.
    public var message: String
    /// Where the damaged file was kept (absent: it could not be moved and is left in place).
    public var keptAs: String?
    /// For a journal restored without some entries: how many damaged lines were skipped.
    public var skipped: Int?

    public init(graph: String, message: String, keptAs: String? = nil, skipped: Int? = nil) {
        self.graph = graph
        self.message = message
        self.keptAs = keptAs
        self.skipped = skipped
    }
}

/// `graph.open`: the graph named `name`, created when missing and `create` is true.
public enum GraphOpen: RPCMethod {
    public static let name = "graph.open"
    public struct Params: Codable, Equatable, Sendable {
        public var name: String
        public var create: Bool
        /// For a graph this call creates: where its `load` resolves relative file names (the
        /// client's working directory, or a session file's directory). Default: the daemon's.
        public var directory: String?
        public init(name: String, create: Bool = true, directory: String? = nil) {
            self.name = name
            self.create = create
            self.directory = directory
        }

        /// `create` may be left out; it defaults to true.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            create = try container.decodeIfPresent(Bool.self, forKey: .create) ?? true
            directory = try container.decodeIfPresent(String.self, forKey: .directory)
        }

        private enum CodingKeys: String, CodingKey { case name, create, directory }
    }
    public struct Result: Codable, Equatable, Sendable {
        public var name: String
        public var rev: Int
        public var created: Bool
        public init(name: String, rev: Int, created: Bool) {
            self.name = name
            self.rev = rev
            self.created = created
        }
    }
}

/// `graph.close`: ends a graph; its attached clients are detached.
public enum GraphClose: RPCMethod {
    public static let name = "graph.close"
    public typealias Params = GraphName
    public typealias Result = Empty
}

/// `graph.attach`: receive `graph.event` for every command other clients run on the graph.
public enum GraphAttach: RPCMethod {
    public static let name = "graph.attach"
    public struct Params: Codable, Equatable, Sendable {
        public var name: String
        /// Create the graph when missing (default true).
        public var create: Bool?
        /// As in `graph.open`: where a graph this call creates resolves `load`.
        public var directory: String?
        public init(name: String, create: Bool? = nil, directory: String? = nil) {
            self.name = name
            self.create = create
            self.directory = directory
        }
    }
    public typealias Result = GraphInfo
}

/// `graph.detach`: stop receiving the graph's events.
public enum GraphDetach: RPCMethod {
    public static let name = "graph.detach"
    public typealias Params = GraphName
    public typealias Result = Empty
}

/// `graph.clients`: who is attached.
public enum GraphClients: RPCMethod {
    public static let name = "graph.clients"
    public typealias Params = GraphName
    public struct Result: Codable, Equatable, Sendable {
        public var clients: [ClientInfo]
        public init(clients: [ClientInfo]) { self.clients = clients }
    }
}

/// `graph.history`: the graph's accepted commands that changed it (its journal), in order,
/// and the directory its `load` resolves in: what the shell's `compare` replays.
public enum GraphHistory: RPCMethod {
    public static let name = "graph.history"
    public typealias Params = GraphName
    public struct Result: Codable, Equatable, Sendable {
        public var lines: [String]
        public var directory: String
        public init(lines: [String], directory: String) {
            self.lines = lines
            self.directory = directory
        }
    }
}

/// `command`: run one command line on a graph. A failed command is a `commandFailed` error
/// whose `data` is a `RunCommand.Result` (the reply says why; the graph is unchanged).
public enum RunCommand: RPCMethod {
    public static let name = "command"
    public struct Params: Codable, Equatable, Sendable {
        public var graph: String
        public var line: String
        /// How much of the tree the reply carries (default `changed`): see `TreeDetail`.
        public var tree: TreeDetail?
        /// With `changed`: a tree of at most this many drawn lines is sent whole (default
        /// `Reply.wholeTreeLines`, 40; 0 sends only changes).
        public var wholeTreeUpTo: Int?
        /// A query the other attached clients are not told of (default false): a viewer that
        /// reads the graph after every change (the web view's `objects --json`) would otherwise
        /// echo its reads into every shell attached. A command that changed the graph is always
        /// sent as a `graph.event`, whatever this says.
        public var quiet: Bool?
        public init(graph: String, line: String, tree: TreeDetail? = nil, wholeTreeUpTo: Int? = nil, quiet: Bool? = nil) {
            self.graph = graph
            self.line = line
            self.tree = tree
            self.wholeTreeUpTo = wholeTreeUpTo
            self.quiet = quiet
        }
    }
    public struct Result: Codable, Equatable, Sendable {
        /// The graph's revision after the command (incremented by every accepted command).
        public var rev: Int
        public var reply: Reply
        public init(rev: Int, reply: Reply) {
            self.rev = rev
            self.reply = reply
        }
    }
}

/// `complete`: candidates for the word at `cursor` (a UTF-8 offset into `line`).
public enum Complete: RPCMethod {
    public static let name = "complete"
    public struct Params: Codable, Equatable, Sendable {
        public var graph: String
        public var line: String
        public var cursor: Int
        public init(graph: String, line: String, cursor: Int) {
            self.graph = graph
            self.line = line
            self.cursor = cursor
        }
    }
    public struct Result: Codable, Equatable, Sendable {
        /// Where the word being completed starts (UTF-8 offset).
        public var start: Int
        public var candidates: [String]
        public init(start: Int, candidates: [String]) {
            self.start = start
            self.candidates = candidates
        }
    }
}

/// `interrupt`: cancel the graph's running command; it fails with `interrupted`.
public enum Interrupt: RPCMethod {
    public static let name = "interrupt"
    public struct Params: Codable, Equatable, Sendable {
        public var graph: String
        public init(graph: String) { self.graph = graph }
    }
    public struct Result: Codable, Equatable, Sendable {
        /// Whether a command was running.
        public var interrupted: Bool
        public init(interrupted: Bool) { self.interrupted = interrupted }
    }
}

/// `server.stop`: the daemon shuts down as on SIGTERM (`viv kill-server`).
public enum ServerStop: RPCMethod {
    public static let name = "server.stop"
    public typealias Params = Empty
    public typealias Result = Empty
}

/// `server.web`: starts the daemon's web view server (HTTP and WebSocket on 127.0.0.1, a free
/// port), or finds it running, and says where it is and the token every request must carry.
/// The token is made anew each time the daemon starts.
public enum ServerWeb: RPCMethod {
    public static let name = "server.web"
    public typealias Params = Empty
    public struct Result: Codable, Equatable, Sendable {
        public var port: Int
        public var token: String
        /// `http://127.0.0.1:PORT/?token=TOKEN`: the page (add `&graph=NAME` for a graph other than `main`).
        public var url: String
        public init(port: Int, token: String, url: String) {
            self.port = port
            self.token = token
            self.url = url
        }
    }
}

/// `graph.event`: a command another client ran on an attached graph, with its reply. The
/// reply carries the tree as `tree: changed` with the default `wholeTreeUpTo` gives it,
/// whatever the sender asked for.
public enum GraphEvent: RPCNotification {
    public static let name = "graph.event"
    public struct Params: Codable, Equatable, Sendable {
        public var graph: String
        public var rev: Int
        public var by: ClientInfo
        public var line: String
        public var reply: Reply
        public init(graph: String, rev: Int, by: ClientInfo, line: String, reply: Reply) {
            self.graph = graph
            self.rev = rev
            self.by = by
            self.line = line
            self.reply = reply
        }
    }
}

/// `graph.restarted`: the graph's engine died (a crash, or it was killed for not stopping
/// after `interrupt`) and was restarted from the journal; the graph is as it was at `rev`.
/// Sent to every attached client.
public enum GraphRestarted: RPCNotification {
    public static let name = "graph.restarted"
    public struct Params: Codable, Equatable, Sendable {
        public var graph: String
        public var rev: Int
        /// What happened, in a sentence.
        public var reason: String
        public init(graph: String, rev: Int, reason: String) {
            self.graph = graph
            self.rev = rev
            self.reason = reason
        }
    }
}

/// `server.shutdown`: the daemon is stopping.
public enum ServerShutdown: RPCNotification {
    public static let name = "server.shutdown"
    public struct Params: Codable, Equatable, Sendable {
        public var reason: String
        public init(reason: String) { self.reason = reason }
    }
}

extension RPCMethod {
    /// The request frame for `params`.
    public static func request(id: RequestID, _ params: Params) throws -> Message {
        .request(id: id, method: name, params: try Wire.encode(params))
    }
}

extension RPCNotification {
    public static func notification(_ params: Params) throws -> Message {
        .encoded(try Wire.encoder.encode(NotificationEnvelope(method: name, params: params)))
    }
}
