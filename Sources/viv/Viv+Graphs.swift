import ArgumentParser
import Foundation
import VivariumProtocol
import VivariumShell
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

extension Viv {
    struct Attach: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Join a shared graph: see every other client's command and reply.",
            discussion: """
                On a terminal, the interactive shell. With standard input not a terminal, reads \
                commands from it line by line and prints its own replies and the other clients' \
                events as they arrive, until end of input (exit 1 if a command failed).
                """)

        @OptionGroup var daemon: DaemonOptions

        @Flag(help: "With standard input not a terminal: print one JSON object per line.")
        var json = false

        @Argument(help: "The graph (created when missing).")
        var name: String

        func run() throws {
            let client = try daemon.connect()
            try runShell(client: client, graph: name, preload: nil, json: json, socket: daemon.socketPath)
        }
    }

    struct Graphs: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the daemon's graphs with their revisions and clients.")

        @OptionGroup var daemon: DaemonOptions

        func run() throws {
            let client = try daemon.connect()
            let result = try check { () throws(ClientError) in try client.call(GraphList.self, Empty()) }
            let width = result.graphs.map(\.name.count).max() ?? 0
            for graph in result.graphs {
                let clients = graph.clients.map { "\(EventRenderer.who($0)) (client \($0.clientId))" }
                var line = graph.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  rev \(graph.rev)"
                if !clients.isEmpty { line += "  " + clients.joined(separator: ", ") }
                print(line)
            }
            // The journals the daemon found damaged when it started (set aside, or restored
            // without their damaged entries).
            for notice in result.notices ?? [] {
                print("journal of \(notice.graph): \(notice.message)" + (notice.keptAs.map { "; kept as \($0)" } ?? ""))
            }
        }
    }

    struct Who: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the clients attached to a graph.")

        @OptionGroup var daemon: DaemonOptions

        @Argument(help: "The graph.")
        var name: String

        func run() throws {
            let client = try daemon.connect()
            let result = try check { () throws(ClientError) in
                try client.call(GraphClients.self, GraphName(name: name))
            }
            for info in result.clients {
                print("client \(info.clientId)  \(info.name)")
            }
        }
    }

    struct KillServer: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "kill-server",
            abstract: "Stop the daemon (its clients are told; each graph is restored from its journal when a daemon starts again).",
            discussion: "Waits until the socket is gone. With no daemon running, says so and exits 0.")

        @OptionGroup var daemon: DaemonOptions

        func run() throws {
            let path = daemon.socketPath
            let client: DaemonClient
            do {
                client = try DaemonConnector(socketPath: path).withoutStarting.connect()
            } catch .unreachable {
                FileHandle.standardError.write(Data("viv: no daemon is running at \(path)\n".utf8))
                return
            }
            let graphs = Self.graphs(of: client)
            _ = try check { () throws(ClientError) in try client.call(ServerStop.self, Empty()) }
            client.close()
            let deadline = Date().addingTimeInterval(5)
            while FileManager.default.fileExists(atPath: path), Date() < deadline { usleep(20_000) }
            print(Self.report(pid: client.server?.pid, socket: path, graphs: graphs, me: client.server?.clientId))
        }

        /// The daemon's graphs, or none when it cannot say.
        static func graphs(of client: DaemonClient) -> [GraphInfo] {
            do {
                return try client.call(GraphList.self, Empty()).graphs
            } catch {
                return []
            }
        }

        /// What was stopped: the daemon, its graphs (kept in their journals) and the clients told.
        static func report(pid: Int?, socket: String, graphs: [GraphInfo], me: Int?) -> String {
            let clients = Set(graphs.flatMap { $0.clients.map(\.clientId) }).subtracting(me.map { [$0] } ?? [])
            var text = "stopped vivariumd" + (pid.map { " (pid \($0))" } ?? "") + " at \(socket)"
            if graphs.isEmpty { return text + "; it had no graphs" }
            let names = graphs.map(\.name).sorted()
            let shown = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", …" : "")
            text += "; \(graphs.count) graph\(graphs.count == 1 ? "" : "s") (\(shown)), kept in \(graphs.count == 1 ? "its journal" : "their journals") for the next daemon"
            if !clients.isEmpty { text += "; \(clients.count) attached client\(clients.count == 1 ? " was" : "s were") told" }
            return text
        }
    }
}

extension DaemonConnector {
    var withoutStarting: DaemonConnector {
        var copy = self
        copy.startsDaemon = false
        return copy
    }
}
