import Foundation
import Testing
import VivariumProtocol
import VivariumSession
@testable import VivariumShell
import VivariumWire

@Suite(.serialized) struct DaemonClientTests {
    static let view = "struct Hello: View { var body: some View { Text(\"hi\") } }"

    @Test func helloSendsTheClientNameAndProtocol() throws {
        let daemon = try FakeDaemon()
        let client = try DaemonConnector(socketPath: daemon.socketPath).connect()
        #expect(client.server?.clientId == 1)
        let hello = try #require(daemon.received.first)
        #expect(hello.contains(#""method":"hello""#))
        #expect(hello.contains(#""protocol":"\#(ProtocolVersion.current)""#))
        #expect(DaemonConnector.defaultClientName.hasPrefix("viv \(VivariumVersion.current) ("))
        #expect(hello.contains(DaemonConnector.defaultClientName))
    }

    @Test func aCommandResultAndAFailedCommandsData() throws {
        let daemon = try FakeDaemon()
        let client = try DaemonConnector(socketPath: daemon.socketPath).connect()
        let (graph, created) = try RemoteGraph.open("g", on: client)
        #expect(created)
        let added = try graph.run(Self.view)
        #expect(added.reply.ok && added.rev == 1)
        let mounted = try graph.run("mount Hello()")
        #expect(mounted.rev == 2 && mounted.reply.tree?.type == "Hello")
        // A failed command is a `commandFailed` error whose data is the reply.
        let failed = try graph.run("mount Nope()")
        #expect(!failed.reply.ok && failed.rev == 2)
        #expect(failed.reply.error != nil)
        #expect(daemon.received.last?.contains(#""method":"command""#) == true)
    }

    @Test func notificationsThatArriveBeforeTheResponseAreDeliveredFirst() throws {
        let daemon = try FakeDaemon()
        let event = GraphEvent.Params(graph: "g", rev: 7, by: ClientInfo(clientId: 9, name: "viv 0.2.0 (alice)"),
                                      line: "tree", reply: Reply(command: "tree", message: "from alice"))
        daemon.beforeCommandReply = { connection in
            connection.send(try! GraphEvent.notification(event))
            connection.send(try! ServerShutdown.notification(.init(reason: "test")))
        }
        let client = try DaemonConnector(socketPath: daemon.socketPath).connect()
        let (graph, _) = try RemoteGraph.open("g", on: client)
        var seen: [String] = []
        client.onNotification = { notification in
            if case .graphEvent(let received) = notification { seen.append("event \(received.rev) \(received.by.name)") }
            if case .shutdown(let shutdown) = notification { seen.append("shutdown \(shutdown.reason)") }
        }
        let result = try graph.run(Self.view)
        seen.append("reply \(result.rev)")
        #expect(seen == ["event 7 viv 0.2.0 (alice)", "shutdown test", "reply 1"])
    }

    @Test func notificationsAreQueuedWithoutAHandler() throws {
        let daemon = try FakeDaemon()
        daemon.beforeCommandReply = { connection in
            connection.send(try! ServerShutdown.notification(.init(reason: "bye")))
        }
        let client = try DaemonConnector(socketPath: daemon.socketPath).connect()
        let (graph, _) = try RemoteGraph.open("g", on: client)
        _ = try graph.run("tree")
        #expect(client.takeNotifications() == [.shutdown(.init(reason: "bye"))])
        #expect(client.takeNotifications().isEmpty)
    }

    @Test func aProtocolMismatchExits76() throws {
        let daemon = try FakeDaemon()
        daemon.serverProtocol = "2.0"
        #expect {
            _ = try DaemonConnector(socketPath: daemon.socketPath).connect()
        } throws: { error in
            guard let error = error as? ClientError, case .protocolMismatch(let message) = error else { return false }
            return error.exitCode == 76 && message.contains("2.0") && message.contains(ProtocolVersion.current)
        }
    }

    @Test func noDaemonAndNoneStartedIsUnreachable() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("viv-none-\(UUID().uuidString)/s").path
        var connector = DaemonConnector(socketPath: path)
        connector.startsDaemon = false
        #expect {
            _ = try connector.connect()
        } throws: { error in
            guard let error = error as? ClientError, case .unreachable(let message) = error else { return false }
            return error.exitCode == 69 && message.contains(path)
        }
    }

    @Test func aDaemonThatFailsToStartIsReportedPlainly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-start-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("vivariumd").path
        try Self.writeExecutable(script, Data("#!/bin/sh\necho \"vivariumd: cannot bind $2: permission denied\" >&2\nexit 3\n".utf8))
        let socket = directory.appendingPathComponent("s").path
        var environment = ProcessInfo.processInfo.environment
        environment["VIVARIUMD"] = script
        #expect {
            _ = try DaemonConnector(socketPath: socket, environment: environment).connect()
        } throws: { error in
            guard let error = error as? ClientError, case .unreachable(let message) = error else { return false }
            return error.exitCode == 69 && message.contains("exit 3")
                && message.contains("vivariumd: cannot bind \(socket): permission denied")
        }
    }

    @Test func aResponseTimeoutIsReported() throws {
        // A listener that accepts but never answers.
        let daemon = try FakeDaemon()
        let client = try DaemonConnector(socketPath: daemon.socketPath).connect()
        daemon.stop()
        #expect(throws: ClientError.self) { _ = try client.call(GraphList.self, Empty(), timeout: 0.5) }
    }

    /// After a rebuild, a running daemon still runs the old executable: `viv` warns about it.
    @Test func aDaemonWhoseExecutableWasRebuiltIsNoticed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-stale-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("daemon")
        let sleep = try Data(contentsOf: URL(fileURLWithPath: "/bin/sleep"))
        try Self.writeExecutable(copy.path, sleep)
        // NB: posix_spawn and waitpid, not Foundation's Process, whose waitUntilExit can miss
        // a child's exit on Linux and hang the suite.
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(copy.path), strdup("10"), nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, copy.path, nil, nil, argv, environ) == 0 else {
            Issue.record("cannot start \(copy.path)")
            return
        }
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        #expect(!DaemonClient.binaryWasReplaced(pid: Int(pid)))
        // What a linker does: the new executable takes the old one's place.
        try FileManager.default.removeItem(at: copy)
        try Self.writeExecutable(copy.path, sleep)
        #expect(DaemonClient.binaryWasReplaced(pid: Int(pid)))
        #expect(!DaemonClient.binaryWasReplaced(pid: Int(getpid())))
    }

    /// Writes an executable through a close-on-exec descriptor: a process another test forks
    /// meanwhile must not inherit it open for writing (exec would then fail with ETXTBSY).
    static func writeExecutable(_ path: String, _ contents: Data) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(fd) }
        // Explicitly: the daemon under test may narrow the process's umask while it binds.
        guard fchmod(fd, 0o755) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let written = contents.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == contents.count else { throw CocoaError(.fileWriteUnknown) }
    }
}
