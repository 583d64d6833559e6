import Foundation
import Testing
import VivariumProtocol
import VivariumSession
@testable import VivariumShell

/// The `viv` executable against the fake daemon.
@Suite(.serialized, .disabled(if: Built.vivMissing, "build viv first (swift build)"))
struct VivCommandTests {
    let viv = Built.viv ?? ""

    /// The seed articles' transcripts through `viv test` and a daemon's protocol (`make test`
    /// runs every transcript through the real daemon; this bounds the unit suite's share).
    @Test func sessionTranscriptsPassThroughTheDaemonUnchanged() throws {
        let daemon = try FakeDaemon()
        let sessions = Built.packageRoot.appendingPathComponent("Sessions").path
        let files = try TranscriptTester.sessionFiles([sessions]).filter {
            URL(fileURLWithPath: $0).lastPathComponent.hasPrefix("seed00")
        }
        #expect(files.count >= 38)
        let result = try Child.run(viv, ["test", "--socket", daemon.socketPath] + files)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.hasSuffix("\(files.count) passed, 0 failed\n"))
        // Each file ran on its own private graph, closed afterwards.
        let client = try DaemonConnector(socketPath: daemon.socketPath).connect()
        #expect(try client.call(GraphList.self, Empty()).graphs.isEmpty)
        #expect(daemon.received.filter { $0.contains(#""method":"graph.open""#) }.count == files.count)
    }

    @Test(arguments: [false, true])
    func runPrintsWhatTheInProcessRunnerPrints(json: Bool) throws {
        let daemon = try FakeDaemon()
        let file = Built.packageRoot.appendingPathComponent("Sessions/example.viv").path
        let result = try Child.run(viv, ["run", "--socket", daemon.socketPath] + (json ? ["--json"] : []) + [file])
        var expected: [String] = []
        let transcript = try Transcript(parsing: String(contentsOfFile: file, encoding: .utf8))
        try TranscriptRunner(format: json ? .json : .human).run(transcript, on: Session()) { expected.append($0) }
        #expect(result.status == 0)
        #expect(result.output == expected.map { $0 + "\n" }.joined())
    }

    @Test func oneCommandExitsOneWhenItFails() throws {
        let daemon = try FakeDaemon()
        let ok = try Child.run(viv, ["--socket", daemon.socketPath, "-c", DaemonClientTests.view])
        #expect(ok.status == 0 && ok.output == "added struct Hello\n")
        let failed = try Child.run(viv, ["--socket", daemon.socketPath, "-c", "mount Nope()"])
        #expect(failed.status == 1)
        #expect(failed.output.contains("error: cannot find 'Nope' in scope"))
    }

    @Test func anUnreachableDaemonExits69WithAPlainMessage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let socket = directory.appendingPathComponent("s").path
        let result = try Child.run(viv, ["--socket", socket, "-c", "tree"], environment: ["VIVARIUMD": "/bin/false"])
        #expect(result.status == 69)
        #expect(result.errors == "viv: vivariumd failed to start (exit 1)\n")
        let stop = try Child.run(viv, ["kill-server", "--socket", socket])
        #expect(stop.status == 0 && stop.errors == "viv: no daemon is running at \(socket)\n")
    }

    /// A word that names no command is a usage error that suggests only commands `viv help`
    /// lists (not the hidden default, `shell`), and starts no daemon.
    @Test func anUnknownCommandSuggestsListedOnes() throws {
        let typo = try Child.run(viv, ["kil-server"])
        #expect(typo.status == 64)
        #expect(typo.errors == "viv: unknown command 'kil-server'; did you mean 'kill-server'? (commands: run, test, attach, graphs, who, web, kill-server; viv help)\n")
        let bogus = try Child.run(viv, ["bogus"])
        #expect(bogus.status == 64)
        #expect(bogus.errors.hasPrefix("viv: unknown command 'bogus'; the commands are run, test, attach, graphs, who, web, kill-server"))
        #expect(!bogus.errors.contains("viv shell"))
    }

    @Test func aProtocolMismatchExits76() throws {
        let daemon = try FakeDaemon()
        daemon.serverProtocol = "9.0"
        let result = try Child.run(viv, ["graphs", "--socket", daemon.socketPath])
        #expect(result.status == 76)
        #expect(result.errors.hasPrefix("viv: protocol mismatch: "))
    }

    /// `viv --help` names the shell's own options (the default subcommand's), and fits 80 columns.
    @Test func helpShowsTheShellOptionsWithin80Columns() throws {
        let result = try Child.run(viv, ["--help"])
        #expect(result.status == 0)
        for option in ["--graph <name>", "-c <line>", "--preload <file>", "--watch <file>", "--json", "--socket <path>"] {
            #expect(result.output.contains(option), "\(option)")
        }
        let long = result.output.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "\(long)")
    }

    /// `viv run --profiles A,B FILE`: only the commands whose replies differ, as diffs against A.
    @Test func runUnderSeveralProfilesPrintsOnlyWhatDiffers() throws {
        let daemon = try FakeDaemon()
        let file = Built.packageRoot.appendingPathComponent("Sessions/fixtures/state-initial-value.viv").path
        let result = try Child.run(viv, ["run", "--socket", daemon.socketPath, "--profiles", "ios17.2,ios27", file])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "profiles ios17.2, ios27: 5 commands, 2 differ:")
        // The declarations are the same under both; the mount and the parent's update differ.
        #expect(!result.output.contains("viv> struct Child"))
        #expect(lines.contains("viv> mount Parent()"))
        #expect(lines.contains("viv> tap \"Bump 0\""))
        #expect(lines.contains("-created   Model#2  by Parent body"), "iOS 17: a throw-away model per parent update")
        #expect(lines.contains("+created   Model#1  by Parent/VStack/Child.model (@State's initial value, evaluated once when the view was installed)"))

        let unknown = try Child.run(viv, ["run", "--socket", daemon.socketPath, "--profiles", "ios17.2,ios99", file])
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("no profile 'ios99'"))
    }

    /// `compare A B` in the shell: the graph's history replayed under each profile, only the
    /// commands whose replies differ shown; its own `profile` commands are left out.
    @Test func compareInTheShellReplaysTheGraphsHistoryPerProfile() throws {
        let daemon = try FakeDaemon()
        let file = Built.packageRoot.appendingPathComponent("Sessions/fixtures/state-initial-value.viv").path
        let arguments = ["--socket", daemon.socketPath, "--graph", "cmp", "--preload", file]
        let result = try Child.run(viv, arguments, input: "profile ios18\ncompare ios17.2 ios27\ncompare ios17.2\ncompare ios99 ios27\n")
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("profiles ios17.2, ios27: 5 commands, 2 differ:"), "\(result.output)")
        #expect(lines.contains("+created   Model#1  by Parent/VStack/Child.model (@State's initial value, evaluated once when the view was installed)"))
        // One profile: against the graph's current one (ios18, chosen above); iOS 17.2 and 18 agree.
        #expect(lines.contains("profiles ios18, ios17.2: 5 commands, 0 differ"))
        #expect(lines.contains("error: no profile 'ios99'; one of: ios14, ios15, ios16, ios17.0, ios17.2, ios18, ios26, ios27"))
        // The graph itself is as it was: only the private graphs ran the replays.
        #expect(daemon.received.filter { $0.contains(#""method":"graph.history""#) }.count == 3)
    }

    /// `--preload` on an existing graph says it reopened it as it was; `--fresh` starts it over.
    @Test func preloadOnAnExistingGraphSaysSoAndFreshStartsOver() throws {
        let daemon = try FakeDaemon()
        let example = Built.packageRoot.appendingPathComponent("Sessions/example.viv").path
        let arguments = ["--socket", daemon.socketPath, "--graph", "example", "--preload", example]
        let first = try Child.run(viv, arguments, input: "tree\n")
        #expect(first.status == 0 && !first.errors.contains("already exists"), "\(first.errors)")
        let again = try Child.run(viv, arguments, input: "tree\n")
        #expect(again.errors.contains("graph 'example' already exists"))
        #expect(again.errors.contains("--fresh"))
        let fresh = try Child.run(viv, arguments + ["--fresh"], input: "tree\n")
        #expect(fresh.status == 0)
        #expect(!fresh.errors.contains("already exists"))
        #expect(daemon.received.filter { $0.contains(#""method":"graph.close""#) }.count == 1)
    }

    @Test func usageErrorsExit64() throws {
        let result = try Child.run(viv, ["test"])
        #expect(result.status == 64)
    }

    /// `viv attach NAME` reading stdin: its own commands as transcript inputs with their
    /// replies, another client's command as a header with its reply, in order.
    @Test func attachFromStdinPrintsItsRepliesAndTheOthersEvents() throws {
        let daemon = try FakeDaemon()
        let child = try Child(viv, ["attach", "demo", "--socket", daemon.socketPath])
        child.write("struct Hello: View {\n    var body: some View { Text(\"hi\") }\n}\n")
        #expect(child.waitForOutput("added struct Hello"))
        _ = daemon.runAsOther(graph: "demo", line: "mount Hello()", by: ClientInfo(clientId: 7, name: "viv 0.2.0 (alice)"))
        #expect(child.waitForOutput("── alice"))
        child.write("call Nope()\n")
        child.closeInput()
        #expect(child.wait() == 1)
        #expect(child.output == """
            viv> struct Hello: View {
            ...>     var body: some View { Text("hi") }
            ...> }
            added struct Hello

            ── alice (client 7): mount Hello()
            Hello
            └─ Text "hi"
            inits     Hello
            bodies    Hello (inserted)

            viv> call Nope()
            <input-3>:1:1: error: cannot find 'Nope' in scope
            Nope()
            ^


            """)
    }

    @Test func attachJSONIsOneObjectPerLine() throws {
        let daemon = try FakeDaemon()
        let child = try Child(viv, ["attach", "--json", "demo", "--socket", daemon.socketPath])
        child.write(DaemonClientTests.view + "\n")
        #expect(child.waitForOutput("\n"))
        _ = daemon.runAsOther(graph: "demo", line: "mount Hello()", by: ClientInfo(clientId: 7, name: "bob"))
        #expect(child.waitForOutput(#""type":"event""#))
        child.closeInput()
        #expect(child.wait() == 0)
        let records = try child.output.split(separator: "\n").map {
            try JSONDecoder().decode(AttachRecord.self, from: Data($0.utf8))
        }
        #expect(records.map(\.type) == ["reply", "event"])
        #expect(records.map(\.rev) == [1, 2])
        #expect(records[1].by == ClientInfo(clientId: 7, name: "bob"))
        #expect(records[1].reply.tree?.type == "Hello")
        #expect(child.output.split(separator: "\n").allSatisfy { $0.first == "{" })
    }

    @Test func graphsWhoAndKillServer() throws {
        let daemon = try FakeDaemon()
        let watcher = try Child(viv, ["attach", "demo", "--socket", daemon.socketPath])
        defer { watcher.closeInput(); _ = watcher.wait() }
        let deadline = Date().addingTimeInterval(5)
        var graphs = ""
        while Date() < deadline, !graphs.contains("client") {
            graphs = try Child.run(viv, ["graphs", "--socket", daemon.socketPath]).output
        }
        // NB: client ids are given in connection order, which races with `viv graphs`.
        #expect(graphs.hasPrefix("demo  rev 0  \(DaemonConnector.userName) (client "))
        let who = try Child.run(viv, ["who", "demo", "--socket", daemon.socketPath])
        #expect(who.output.hasPrefix("client ") && who.output.hasSuffix("  \(DaemonConnector.defaultClientName)\n"))
        let stop = try Child.run(viv, ["kill-server", "--socket", daemon.socketPath])
        #expect(stop.status == 0)
        // kill-server says what it stopped: the daemon, its graphs, the clients it told.
        #expect(stop.output.hasPrefix("stopped vivariumd (pid "), "\(stop.output)")
        #expect(stop.output.hasSuffix(" at \(daemon.socketPath); 1 graph (demo), kept in its journal for the next daemon; "
                                      + "1 attached client was told\n"), "\(stop.output)")
        #expect(!FileManager.default.fileExists(atPath: daemon.socketPath))
        #expect(watcher.wait(seconds: 10) == 69)
    }
}
