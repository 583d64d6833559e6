#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// The package root, for the built `vivariumd` and `docs/`.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Runs a program to completion (bounded), returning its status and output.
///
/// NB: posix_spawn and waitpid rather than Foundation's `Process`, which on Linux can miss
/// the exit of a child that spawned a detached grandchild and leave it a zombie.
func runProcess(_ executable: String, _ arguments: [String], timeout: Double = 20) throws
    -> (status: Int32, stdout: String, stderr: String) {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let outPath = directory + "/out", errPath = directory + "/err"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { throw TestFailure("cannot run \(executable): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(timeout)
    while waitpid(pid, &status, WNOHANG) == 0 {
        if Date() > deadline {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
            throw TestFailure("\(executable) did not finish within \(timeout) s")
        }
        usleep(5_000)
    }
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    return ((status >> 8) & 0xff, read(outPath), read(errPath))
}

func mode(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & 0o777 : nil
}

func waitUntil(_ timeout: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}

@Suite struct SocketSafetyTests {
    @Test func theDirectoryIs0700AndTheSocket0600() async throws {
        try await withDaemon(socketName: "sub/s") { _, socket in
            #expect(mode((socket as NSString).deletingLastPathComponent) == 0o700)
            #expect(mode(socket) == 0o600)
        }
    }

    @Test func aDirectoryOpenToOthersIsRefused() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        chmod(directory, 0o755)
        await #expect(throws: SocketSetupError.insecureDirectory(
            path: directory, reason: "its mode is 0755, open to other users")) {
            _ = try await Daemon.start(DaemonConfiguration(socketPath: directory + "/s"))
        }
    }

    @Test func aStaleSocketIsReplaced() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let socket = directory + "/s"
        // A socket file nobody listens on: what a daemon that was killed leaves behind.
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(socket.utf8) + [0]) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        Glibc.close(fd)
        #expect(bound == 0)
        #expect(SocketSetup.probe(socket) == .stale)

        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let daemon = try await Daemon.start(DaemonConfiguration(socketPath: socket, logger: logger))
        let serving = Task { await daemon.serve() }
        let hello = try await offPool { try TestClient(socket).hello() }
        #expect(hello["result"] != nil)
        daemon.stop(reason: "done")
        await serving.value
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    @Test func aSecondDaemonOnALiveSocketFails() async throws {
        try await withDaemon { _, socket in
            await #expect(throws: SocketSetupError.alreadyRunning(socket: socket)) {
                _ = try await Daemon.start(DaemonConfiguration(socketPath: socket))
            }
            let hello = try await offPool { try TestClient(socket).hello() }
            #expect(hello["result"] != nil)
        }
    }

    @Test func aPeerOfAnotherUIDIsRefused() async throws {
        guard geteuid() == 0 else {
            print("skipped: refusing another uid needs root, to run a client as uid 65534")
            return
        }
        guard let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile) else {
            print("skipped: setpriv is not installed")
            return
        }
        try await withDaemon(configure: { $0.exposeSocketForTesting = true }) { _, socket in
            chmod((socket as NSString).deletingLastPathComponent, 0o711)
            let script = """
                import socket, sys
                s = socket.socket(socket.AF_UNIX); s.settimeout(5); s.connect(sys.argv[1])
                print(s.makefile().readline().strip())  # the refusal comes first, unasked
                """
            let result = try await offPool {
                try runProcess(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups",
                                         "/usr/bin/python3", "-c", script, socket])
            }
            #expect(result.status == 0, "\(result.stderr)")
            let answer = try JSONDecoder().decode(JSONValue.self, from: Data(result.stdout.utf8))
            #expect(answer.errorCode == ErrorCode.permissionDenied.rawValue)
            #expect(answer["error"]?["message"]?.string
                    == "vivariumd: permission denied: this daemon belongs to uid 0 and refuses clients of uid 65534")
            let hello = try await offPool { try TestClient(socket).hello() }
            #expect(hello["result"] != nil)
        }
    }

    @Test func aPlainPythonClientSpeaksTheProtocol() async throws {
        try await withDaemon { _, socket in
            let result = try await offPool {
                try runProcess("/usr/bin/python3", [packageRoot.appendingPathComponent("docs/protocol-example.py").path, socket])
            }
            #expect(result.status == 0, "\(result.stderr)")
            let answers = try result.stdout.split(separator: "\n").map {
                try JSONDecoder().decode(JSONValue.self, from: Data($0.utf8))
            }
            try #require(answers.count == 5)
            #expect(answers[0]["result"]?["protocol"] == "1.0")
            #expect(answers[1]["result"] == ["created": true, "name": "example", "rev": 0])
            #expect(answers[2]["result"]?["reply"]?["message"] == "added struct Counter")
            #expect(answers[3]["result"]?["rev"] == 2)
            #expect(answers[4]["result"]?["rev"] == 3)
            #expect(answers[4]["result"]?["reply"]?["tree"]?["storage"] == .array(["@State count = 1"]))
        }
    }
}

/// The built `vivariumd`, run as a subprocess.
@Suite struct ExecutableTests {
    let binary = packageRoot.appendingPathComponent(".build/debug/vivariumd").path

    @Test func sigtermLeavesNoSocketAndASecondDaemonFailsClearly() async throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("skipped: \(binary) is not built (swift build --product vivariumd)")
            return
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let socket = directory + "/s"
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: binary)
        daemon.arguments = ["--foreground", "--socket", socket, "--log-level", "error"]
        try daemon.run()
        defer { if daemon.isRunning { daemon.terminate() } }
        #expect(waitUntil { SocketSetup.probe(socket) == .live })

        let second = try await offPool { try runProcess(self.binary, ["--foreground", "--socket", socket]) }
        #expect(second.status == 1)
        #expect(second.stderr == "vivariumd: another vivariumd is already running on \(socket)\n")

        let client = try TestClient(socket)
        try await offPool { _ = try client.hello() }
        kill(daemon.processIdentifier, SIGTERM)
        let (last, eof) = try await offPool { (try client.read(), try client.readLine()) }
        #expect(last["method"] == "server.shutdown")
        #expect(eof == nil)
        #expect(waitUntil { !daemon.isRunning })
        #expect(daemon.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: socket))
    }

    @Test func withoutForegroundItDetachesAndReturnsOnceListening() async throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("skipped: \(binary) is not built (swift build --product vivariumd)")
            return
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let socket = directory + "/s"
        let start = try await offPool { try runProcess(self.binary, ["--socket", socket], timeout: 8) }
        #expect(start.status == 0, "\(start.stderr)")
        #expect(SocketSetup.probe(socket) == .live)
        try await offPool {
            let client = try TestClient(socket)
            let pid = try #require(try client.hello()["result"]?["pid"]?.int)
            _ = try client.send("server.stop")
            #expect(try client.read()["result"] == [:])
            #expect(try client.read()["method"] == "server.shutdown")
            _ = pid
        }
        #expect(waitUntil { !FileManager.default.fileExists(atPath: socket) })
        #expect(mode(directory + "/vivariumd.log") == 0o600)
    }
}
