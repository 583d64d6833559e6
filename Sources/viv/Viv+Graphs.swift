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
            _ = try check { () throws(ClientError) in try client.call(ServerStop.self, Empty()) }
            client.close()
            let deadline = Date().addingTimeInterval(5)
            while FileManager.default.fileExists(atPath: path), Date() < deadline { usleep(20_000) }
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
