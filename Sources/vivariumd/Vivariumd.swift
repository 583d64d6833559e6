import ArgumentParser
import Dispatch
import Foundation
import Logging
import VivariumDaemon
import VivariumProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `vivariumd`: the Vivarium daemon. See `man 8 vivariumd`.
@main
struct VivariumD: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vivariumd",
        abstract: "Host live Vivarium view graphs for viv clients over a Unix domain socket.",
        discussion: """
            The socket is --socket, else $VIVARIUM_SOCKET, else $XDG_RUNTIME_DIR/vivarium/socket, \
            else /tmp/vivarium-$UID/socket. Its directory must be ours and mode 0700.

            Exit status: 0 stopped cleanly (or started detached), 1 could not start.
            """,
        version: "vivariumd \(Daemon.version) (protocol \(ProtocolVersion.current))")

    @Option(name: .long, help: ArgumentHelp("The socket's path.", valueName: "path"))
    var socket: String?

    @Flag(name: .long, help: "Stay in the foreground, logging to stderr (default: detach and log to vivariumd.log next to the socket).")
    var foreground = false

    @Option(name: .long, help: ArgumentHelp("trace, debug, info, notice, warning, error or critical.", valueName: "level"))
    var logLevel: String = "info"

    @Option(name: .long, help: ArgumentHelp("Where graphs are journaled, to come back when the daemon starts again (default: graphs/ next to the socket).", valueName: "path"))
    var stateDir: String?

    @Flag(name: .long, help: "Keep no journal: graphs end with the daemon.")
    var noState = false

    @Option(name: .long, help: ArgumentHelp("The most graphs the daemon hosts (default 64).", valueName: "n"))
    var maxGraphs: Int = 64

    @Option(name: .long, help: ArgumentHelp("Address space of each graph's engine worker, in MiB (RLIMIT_AS; default 8192).", valueName: "MiB"))
    var engineMemory: UInt?

    @Option(name: .long, help: ArgumentHelp("How long a command may go on after interrupt before its engine worker is killed and the graph restored from its journal, in milliseconds (default 500).", valueName: "ms"))
    var interruptDeadline: Int = 500

    @Flag(name: .long, help: "Keep no hot standby engine per graph: half the memory, but a failed command that ran code is rolled back by replaying the graph's journal.")
    var noStandby = false

    // Worker mode: spawned by the daemon, never by hand (see EngineWorker).
    @Flag(name: .customLong("engine-worker"), help: .hidden)
    var engineWorker = false
    @Option(name: .long, help: .hidden)
    var graph: String?
    @Option(name: .long, help: .hidden)
    var directory: String?
    @Option(name: .long, help: .hidden)
    var addressSpace: UInt?
    @Option(name: .long, help: .hidden)
    var cpuSeconds: UInt?
    @Option(name: .long, help: .hidden)
    var openFiles: UInt?

    func validate() throws {
        guard maxGraphs > 0 else { throw ValidationError("--max-graphs must be at least 1") }
        guard (engineMemory ?? 8192) >= 256 else { throw ValidationError("--engine-memory must be at least 256 (MiB)") }
        guard interruptDeadline >= 50 else { throw ValidationError("--interrupt-deadline must be at least 50 (ms)") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("unknown log level '\(logLevel)'; use trace, debug, info, notice, warning, error or critical")
        }
    }

    func run() async throws {
        if engineWorker {
            var limits = EngineLimits()
            if let addressSpace { limits.addressSpaceBytes = addressSpace }
            if let cpuSeconds { limits.cpuSeconds = cpuSeconds }
            if let openFiles { limits.openFiles = openFiles }
            EngineWorker.run(graph: graph ?? "?", directory: directory ?? "/", limits: limits)
        }
        let path = SocketLocation.resolve(explicit: socket)
        let level = Logger.Level(rawValue: logLevel) ?? .info
        if !foreground {
            do {
                var arguments = ["--foreground", "--socket", path, "--log-level", logLevel, "--max-graphs", String(maxGraphs)]
                if let engineMemory { arguments += ["--engine-memory", String(engineMemory)] }
                if let stateDir { arguments += ["--state-dir", stateDir] }
                if noState { arguments.append("--no-state") }
                if noStandby { arguments.append("--no-standby") }
                arguments += ["--interrupt-deadline", String(interruptDeadline)]
                let pid = try Launcher.spawnDetached(executable: Self.executablePath, arguments: arguments,
                                                     paths: SocketPaths(socket: path))
                print("vivariumd: started (pid \(pid)) on \(path)")
                return
            } catch {
                Self.fail("\(error)")
            }
        }

        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        // Every signal that ends the daemon stops it cleanly: pending requests answered,
        // clients told, the socket removed, workers ended. The dispositions are set before the
        // socket exists, so no client can ever meet a daemon a signal would kill outright;
        // one that arrives while the daemon starts stops it as soon as it is up.
        let ending = EndingSignals()
        await serve(at: path, signals: ending)
    }

    private func serve(at path: String, signals ending: EndingSignals) async {
        let daemon: Daemon
        do {
            var configuration = DaemonConfiguration(socketPath: path, logger: Logger(label: "vivariumd"))
            var limits = EngineLimits()
            if let engineMemory { limits.addressSpaceBytes = engineMemory << 20 }
            limits.interruptDeadline = .milliseconds(interruptDeadline)
            let (fitted, notes) = try limits.fitted(to: .current(), addressSpaceGiven: engineMemory != nil)
            for note in notes { configuration.logger.notice("\(note)") }
            configuration.engineHosting = .workers(executable: Self.executablePath, limits: fitted)
            configuration.maxGraphs = maxGraphs
            configuration.hotStandby = !noStandby
            if !noState {
                let socketDirectory = URL(fileURLWithPath: path).deletingLastPathComponent()
                configuration.stateDirectory = stateDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
                    ?? socketDirectory.appendingPathComponent("graphs", isDirectory: true)
            }
            daemon = try await Daemon.start(configuration)
        } catch {
            Self.fail("\(error)")
        }
        ending.deliver(to: daemon)
        await daemon.serve()
        ending.cancel()
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("vivariumd: \(message)\n".utf8))
        Glibc.exit(1)
    }

    /// This executable, for starting a detached copy of itself.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
