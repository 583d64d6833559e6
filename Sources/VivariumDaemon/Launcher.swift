#if canImport(Glibc)
import Glibc
#endif
import CEngineLimits
import Foundation

/// Starts a detached daemon: the same executable with `--foreground`, in its own session,
/// stdin from /dev/null, stdout and stderr appended to `vivariumd.log` next to the socket.
public enum Launcher {
    /// Why a detached start failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Spawns `executable arguments…`, then waits until the socket accepts connections
    /// (returning the child's pid) or the child exits (throwing with what it logged).
    public static func spawnDetached(executable: String, arguments: [String], paths: SocketPaths,
                                     timeout: Duration = .seconds(15)) throws -> pid_t {
        try SocketSetup.prepareDirectory(paths.directory)
        switch SocketSetup.probe(paths.socket) {
        case .live: throw SocketSetupError.alreadyRunning(socket: paths.socket)
        case .notASocket: throw SocketSetupError.notASocket(path: paths.socket)
        case .absent, .stale: break
        }
        let log = open(paths.log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard log >= 0 else { throw SocketSetupError.system("cannot open \(paths.log)", errno: errno) }
        defer { close(log) }
        let logStart = lseek(log, 0, SEEK_END)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, log, 1)
        posix_spawn_file_actions_adddup2(&actions, log, 2)
        // NB: the daemon inherits no descriptor of its starter (a client's socket, a pipe).
        vivarium_spawn_close_from(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // NB: POSIX_SPAWN_SETSID is behind _GNU_SOURCE in glibc's header, so not imported.
        let setsid: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(setsid))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else { throw SocketSetupError.system("cannot start \(executable)", errno: status) }

        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            var exitStatus: Int32 = 0
            if waitpid(pid, &exitStatus, WNOHANG) == pid {
                throw Failure(description: childLog(paths.log, from: logStart)
                                ?? "vivariumd exited with status \(exitStatus >> 8) before listening")
            }
            if case .success(let fd) = UnixSocket.connect(paths.socket) {
                close(fd)
                return pid
            }
            usleep(20_000)
        }
        throw Failure(description: "vivariumd (pid \(pid)) did not start listening on \(paths.socket) within \(timeout); see \(paths.log)")
    }

    /// What the child wrote to the log since `offset`, without trailing newlines.
    private static func childLog(_ path: String, from offset: off_t) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        try? handle.seek(toOffset: UInt64(max(offset, 0)))
        guard let data = try? handle.readToEnd(), let text = String(data: data, encoding: .utf8) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
