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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--socket", socketPath]
        process.environment = environment
        // NB: the detached daemon must not hold our stdout: `$(viv -c tree)` would never end.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        guard let errorHandle = try? FileHandle(forWritingTo: errorFile) else {
            throw .unreachable("cannot create \(errorFile.path) for vivariumd's messages")
        }
        process.standardError = errorHandle
        do {
            try process.run()
        } catch {
            throw .unreachable("cannot start \(path): \(error.localizedDescription)")
        }
        try? errorHandle.close()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        guard !process.isRunning else {
            throw .unreachable("\(path) --socket \(socketPath) did not detach within 10 s")
        }
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorFile, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            throw .unreachable("vivariumd failed to start (exit \(process.terminationStatus))"
                               + (message.isEmpty ? "" : ":\n" + message))
        }
    }
}

/// The version `viv` reports and sends in `hello`.
public enum VivariumVersion {
    public static let current = "0.2.0"
}
