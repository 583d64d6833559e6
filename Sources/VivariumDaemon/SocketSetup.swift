#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Where a daemon's files live: the socket, its lock and its log, in one directory.
public struct SocketPaths: Sendable, Equatable {
    public var socket: String
    public var directory: String { (socket as NSString).deletingLastPathComponent.isEmpty ? "." : (socket as NSString).deletingLastPathComponent }
    /// Held (`flock`) by the running daemon for its whole life.
    public var lock: String { (directory as NSString).appendingPathComponent("socket.lock") }
    /// Where a detached daemon's stdout and stderr go.
    public var log: String { (directory as NSString).appendingPathComponent("vivariumd.log") }

    public init(socket: String) { self.socket = socket }
}

/// Why the daemon cannot use its socket.
public enum SocketSetupError: Error, CustomStringConvertible, Equatable {
    case insecureDirectory(path: String, reason: String)
    /// A parent of the socket's directory, or the lock file, that others could tamper with.
    case insecurePath(path: String, reason: String)
    case alreadyRunning(socket: String)
    case notASocket(path: String)
    case pathTooLong(path: String)
    case system(String, errno: Int32)

    public var description: String {
        switch self {
        case .insecureDirectory(let path, let reason):
            return "refusing to use \(path): \(reason); it must be a directory owned by uid \(geteuid()) with mode 0700"
        case .insecurePath(let path, let reason):
            return "refusing to use \(path): \(reason)"
        case .alreadyRunning(let socket):
            return "another vivariumd is already running on \(socket)"
        case .notASocket(let path):
            return "\(path) exists and is not a socket; not removing it"
        case .pathTooLong(let path):
            return "socket path too long (\(path.utf8.count) bytes, at most 107): \(path)"
        case .system(let what, let code):
            return "\(what): \(String(cString: strerror(code)))"
        }
    }
}

/// What is at a socket path.
public enum SocketProbe: Equatable, Sendable {
    case absent
    /// Something accepts connections.
    case live
    /// A socket file nobody listens on (a daemon that died).
    case stale
    case notASocket
}

enum SocketSetup {
    /// Creates the directory (0700) when missing and checks it: a real directory, ours,
    /// no group or other permission bits (unless `allowOtherUsers`, for tests only).
    static func prepareDirectory(_ path: String, allowOtherUsers: Bool = false) throws {
        try checkAncestors(of: path)
        var info = stat()
        if lstat(path, &info) != 0 {
            guard errno == ENOENT else { throw SocketSetupError.system("cannot inspect \(path)", errno: errno) }
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            }
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw SocketSetupError.system("cannot create \(path)", errno: errno)
            }
            // NB: mkdir applies the umask, which may be anything (even another daemon's
            // bind-time umask in the same process); the mode must be exactly 0700.
            chmod(path, 0o700)
            guard lstat(path, &info) == 0 else { throw SocketSetupError.system("cannot inspect \(path)", errno: errno) }
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw SocketSetupError.insecureDirectory(path: path, reason: "it is not a directory")
        }
        guard info.st_uid == geteuid() else {
            throw SocketSetupError.insecureDirectory(path: path, reason: "it is owned by uid \(info.st_uid)")
        }
        if !allowOtherUsers, info.st_mode & 0o077 != 0 {
            throw SocketSetupError.insecureDirectory(
                path: path, reason: "its mode is 0\(String(info.st_mode & 0o777, radix: 8)), open to other users")
        }
    }

    /// Checks the directories above `path` (symlinks resolved): each must be owned by root or
    /// by us, and one that others may write to must have the sticky bit (as /tmp does), or
    /// someone else could replace the socket's directory.
    static func checkAncestors(of path: String) throws {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parent = (absolute as NSString).deletingLastPathComponent
        if let resolved = realpath(parent, nil) {
            parent = String(cString: resolved)
            free(resolved)
        }
        while true {
            var info = stat()
            if stat(parent, &info) == 0 {
                guard info.st_uid == 0 || info.st_uid == geteuid() else {
                    throw SocketSetupError.insecurePath(path: parent, reason: "a parent directory is owned by uid \(info.st_uid)")
                }
                if info.st_mode & 0o022 != 0, info.st_mode & S_ISVTX == 0 {
                    throw SocketSetupError.insecurePath(
                        path: parent, reason: "a parent directory is writable by other users (mode 0\(String(info.st_mode & 0o7777, radix: 8))) without the sticky bit")
                }
            }
            guard parent != "/", !parent.isEmpty else { return }
            parent = (parent as NSString).deletingLastPathComponent
        }
    }

    /// Connects to `path` to find out whether a daemon is listening there.
    static func probe(_ path: String) -> SocketProbe {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .absent }
        guard info.st_mode & S_IFMT == S_IFSOCK else { return .notASocket }
        switch UnixSocket.connect(path) {
        case .success(let fd):
            close(fd)
            return .live
        case .failure(let error):
            return error.code == ECONNREFUSED ? .stale : (error.code == ENOENT ? .absent : .live)
        }
    }
}

/// The daemon's lock (`flock` on `socket.lock`), held from before the socket is checked
/// until after it is unlinked, so two daemons never race to replace a stale socket.
final class SocketLock: Sendable {
    private let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    /// Takes the lock, or fails with `alreadyRunning` when another daemon holds it.
    static func acquire(_ paths: SocketPaths) throws -> SocketLock {
        // NB: never through a symlink, and only a regular file of ours.
        let fd = open(paths.lock, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            if errno == ELOOP { throw SocketSetupError.insecurePath(path: paths.lock, reason: "it is a symlink") }
            throw SocketSetupError.system("cannot open \(paths.lock)", errno: errno)
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else {
            close(fd)
            throw SocketSetupError.insecurePath(path: paths.lock, reason: "it is not a regular file owned by uid \(geteuid())")
        }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK { throw SocketSetupError.alreadyRunning(socket: paths.socket) }
            throw SocketSetupError.system("cannot lock \(paths.lock)", errno: code)
        }
        return SocketLock(fd: fd)
    }

    /// Releases the lock (closing the descriptor); the lock file stays.
    func release() { close(fd) }
}

/// A minimal blocking Unix-socket connect, used to probe a socket and by the launcher.
public enum UnixSocket {
    static func address(_ path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        return address
    }

    /// A socket bound at `path` and listening, close-on-exec and non-blocking (SwiftNIO's own
    /// is not close-on-exec, and `AcceptRefusal` accepts on it directly).
    static func listen(at path: String, backlog: Int32) throws -> Int32 {
        guard var address = address(path) else { throw SocketSetupError.pathTooLong(path: path) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw SocketSetupError.system("cannot create a socket", errno: errno) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw SocketSetupError.system("cannot listen on \(path)", errno: code)
        }
        return fd
    }

    /// A connected descriptor, or the errno of the failure.
    public static func connect(_ path: String) -> Result<Int32, Int32Error> {
        guard var address = address(path) else { return .failure(Int32Error(ENAMETOOLONG)) }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(Int32Error(errno)) }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        if status != 0 {
            let code = errno
            close(fd)
            return .failure(Int32Error(code))
        }
        return .success(fd)
    }

    /// An errno as an `Error`.
    public struct Int32Error: Error, Equatable {
        public var code: Int32
        public init(_ code: Int32) { self.code = code }
    }
}
