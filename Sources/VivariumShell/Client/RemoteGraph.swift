import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import VivariumProtocol
import VivariumWire

/// A graph in the daemon, driven through a client: the daemon-side `CommandExecutor`.
public final class RemoteGraph: CommandExecutor {
    public let client: DaemonClient
    public let name: String
    /// The graph's revision after the last command this client ran.
    public private(set) var rev: Int
    /// Where this client's `load` resolves a relative path (the shell's and `viv -c`'s working
    /// directory); nil: where the graph resolves it (the directory it was created from, as
    /// `viv run` wants for a session file's loads).
    public var clientDirectory: String?

    public init(client: DaemonClient, name: String, rev: Int = 0) {
        self.client = client
        self.name = name
        self.rev = rev
    }

    /// Opens (creating when missing) the graph `name`.
    public static func open(_ name: String, on client: DaemonClient, create: Bool = true,
                            directory: String? = FileManager.default.currentDirectoryPath) throws(ClientError) -> (RemoteGraph, created: Bool) {
        let result = try client.call(GraphOpen.self, GraphOpen.Params(name: name, create: create, directory: directory))
        return (RemoteGraph(client: client, name: result.name, rev: result.rev), result.created)
    }

    /// Attaches to the graph `name` (creating it when missing): other clients' commands on it
    /// arrive as `graph.event` notifications.
    public static func attach(_ name: String, on client: DaemonClient) throws(ClientError) -> (RemoteGraph, GraphInfo) {
        let info = try client.call(GraphAttach.self, GraphAttach.Params(name: name, create: true,
                                                                        directory: FileManager.default.currentDirectoryPath))
        return (RemoteGraph(client: client, name: info.name, rev: info.rev), info)
    }

    public func execute(_ input: String) throws -> Reply {
        try run(input).reply
    }

    /// `load a.swift` with a relative path becomes `load /client/dir/a.swift`: a graph made by
    /// another client (or before a `cd`) resolves paths in its own directory, not this one's.
    /// The absolute path is what the graph journals, so a restarted daemon reads the same file.
    public static func resolvingLoad(_ input: String, in directory: String) -> String {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("load "), !trimmed.contains("\n") else { return input }
        let path = trimmed.dropFirst("load ".count).trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~") else { return input }
        return "load " + URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
    }

    /// Runs one command and waits for its reply however long it takes (the daemon bounds a
    /// command by its step budget).
    public func run(_ input: String) throws(ClientError) -> RunCommand.Result {
        let line = clientDirectory.map { Self.resolvingLoad(input, in: $0) } ?? input
        let id = try client.send(RunCommand.self, RunCommand.Params(graph: name, line: line))
        guard case .response(let response) = try client.wait(for: id) else {
            throw .disconnected("the connection stopped waiting for the reply to request \(id)")
        }
        return try result(of: response, input: input)
    }

    /// The command's result from its response: a `commandFailed` or `interrupted` error
    /// carries the failed reply in `data`; any other error becomes a failed reply that
    /// says what the daemon said.
    public func result(of response: DaemonResponse, input: String) throws(ClientError) -> RunCommand.Result {
        switch response.result {
        case .success(let result as RunCommand.Result):
            rev = result.rev
            return result
        case .success:
            throw .disconnected("the daemon's reply to a command is malformed")
        case .failure(let error):
            if let result = response.data as? RunCommand.Result {
                rev = result.rev
                return result
            }
            let code = error.code == .interrupted ? "interrupted" : "daemon"
            return RunCommand.Result(rev: rev, reply: Reply(command: input, ok: false,
                                                            error: ReplyError(code: code, message: error.message)))
        }
    }

    /// Closes the graph (for private graphs of `viv run` and `viv test`).
    public func close() throws(ClientError) {
        _ = try client.call(GraphClose.self, GraphName(name: name))
    }
}

/// Fresh private graphs for `viv run` and `viv test`: `run-<pid>-<n>`, closed after use.
public final class PrivateGraphs {
    public let client: DaemonClient
    private var count = 0
    private var open: [RemoteGraph] = []
    /// Tells apart the graphs of several workers in one process (`viv test -j`): `run-<pid>-<tag>-<n>`.
    private let tag: String?

    public init(client: DaemonClient, tag: String? = nil) {
        self.client = client
        self.tag = tag
    }

    /// A new, empty graph; the previous one is closed.
    /// `directory` is where the new graph's `load` resolves: the session file's directory.
    public func next(directory: String? = nil) throws(ClientError) -> RemoteGraph {
        try closeAll()
        count += 1
        let (graph, _) = try RemoteGraph.open("run-\(getpid())-" + (tag.map { "\($0)-" } ?? "") + "\(count)", on: client,
                                              directory: directory ?? FileManager.default.currentDirectoryPath)
        open.append(graph)
        return graph
    }

    /// Closes every graph this made.
    public func closeAll() throws(ClientError) {
        while let graph = open.popLast() { try graph.close() }
    }
}
