import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import VivariumProtocol

/// Connects `viv` to the daemon, starting `vivariumd` when nothing listens on the socket.
public struct DaemonConnector {
    public var socketPath: String
    public var clientName: String
    /// Start `vivariumd --socket PATH` when the socket is missing or refuses connections.
    public var startsDaemon = true
    /// How long to retry connecting after the daemon was started.
    public var startTimeout: Double = 5
    public var environment: [String: String]

    public init(socketPath: String, clientName: String = DaemonConnector.defaultClientName,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.socketPath = socketPath
        self.clientName = clientName
        self.environment = environment
    }

    /// `viv 0.2.0 (alice)`: what other clients see in `who` and in event headers.
    public static var defaultClientName: String {
        "viv \(VivariumVersion.current) (\(userName))"
    }

    static var userName: String {
        if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name { return String(cString: name) }
        return ProcessInfo.processInfo.environment["USER"] ?? "uid \(getuid())"
    }

    /// A connected client that has said `hello`.
    public func connect() throws(ClientError) -> DaemonClient {
        switch UnixSocket.connect(socketPath) {
        case .success(let fd):
            let client = DaemonClient(socketPath: socketPath, fileDescriptor: fd)
            try client.handshake(clientName: clientName)
            return client
        case .failure(let failure) where failure.meansNoDaemon && startsDaemon:
            try DaemonLauncher(socketPath: socketPath, environment: environment).start()
            return try retryConnect()
        case .failure(let failure):
            throw .unreachable("cannot connect to the daemon at \(socketPath): \(failure.message)")
        }
    }

    private func retryConnect() throws(ClientError) -> DaemonClient {
        let deadline = Date().addingTimeInterval(startTimeout)
        var last = UnixSocket.Failure(code: ENOENT)
        while Date() < deadline {
            switch UnixSocket.connect(socketPath) {
            case .success(let fd):
                let client = DaemonClient(socketPath: socketPath, fileDescriptor: fd)
                try client.handshake(clientName: clientName)
                return client
            case .failure(let failure):
                last = failure
                usleep(50_000)
            }
        }
        throw .unreachable("started vivariumd, but it is not answering at \(socketPath) after \(Int(startTimeout)) s: \(last.message)")
    }
}

/// Runs `vivariumd --socket PATH`, which detaches itself and exits 0 once its socket listens.
struct DaemonLauncher {
    var socketPath: String
    var environment: [String: String]

    /// The daemon executable: `$VIVARIUMD`, else `vivariumd` next to the running `viv`
    /// (`/proc/self/exe`), else the first on `PATH`.
    func executable() -> String? {
        let manager = FileManager.default
        if let explicit = environment["VIVARIUMD"], !explicit.isEmpty { return explicit }
        if let own = try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let sibling = ((own as NSString).deletingLastPathComponent as NSString).appendingPathComponent("vivariumd")
            if manager.isExecutableFile(atPath: sibling) { return sibling }
        }
        for directory in (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = (String(directory) as NSString).appendingPathComponent("vivariumd")
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts the daemon and waits for it to detach. Its standard error, when it fails, is
    /// the message.
    func start() throws(ClientError) {
        guard let path = executable() else {
            throw .unreachable("no daemon is running at \(socketPath), and vivariumd is neither next to viv nor on PATH")
        }
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("viv-start-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).err")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        // NB: posix_spawn and waitpid, not Foundation's Process: Process does not always see
        // a parent that exits right after spawning its detached child (it stays running).
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The detached daemon must not hold our stdout: `$(viv -c tree)` would never end.
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let arguments = [path, "--socket", socketPath]
        let environmentStrings = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        var status: Int32 = 0
        // NB: ETXTBSY when another thread's fork still holds the executable open for writing
        // (a freshly written file): it passes within milliseconds.
        for _ in 0..<50 {
            status = withCStrings(arguments) { argv in
                withCStrings(environmentStrings) { envp in
                    posix_spawn(&pid, path, &actions, nil, argv, envp)
                }
            }
            guard status == ETXTBSY else { break }
            usleep(10_000)
        }
        guard status == 0 else {
            throw .unreachable("cannot start \(path): \(String(cString: strerror(status)))")
        }
        let deadline = Date().addingTimeInterval(10)
        var exitStatus: Int32 = 0
        var exited = false
        while Date() < deadline {
            let result = waitpid(pid, &exitStatus, WNOHANG)
            if result == pid { exited = true; break }
            if result < 0 { break }
            usleep(20_000)
        }
        guard exited else {
            throw .unreachable("\(path) --socket \(socketPath) did not detach within 10 s")
        }
        let code = (exitStatus & 0x7f) == 0 ? (exitStatus >> 8) & 0xff : 128 + (exitStatus & 0x7f)
        guard code == 0 else {
            let message = (try? String(contentsOf: errorFile, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            throw .unreachable("vivariumd failed to start (exit \(code))" + (message.isEmpty ? "" : ":\n" + message))
        }
    }
}

/// Calls `body` with a NULL-terminated C array of `strings`.
private func withCStrings<T>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> T) -> T {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// The version `viv` reports and sends in `hello`.
public enum VivariumVersion {
    public static let current = "0.2.0"
}
