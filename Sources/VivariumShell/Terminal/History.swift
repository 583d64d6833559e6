import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Where the shell keeps its history: `$VIV_HISTFILE`, else
/// `$XDG_STATE_HOME/vivarium/history`, else `~/.local/state/vivarium/history`. `/dev/null`
/// (or an empty `VIV_HISTFILE`) disables it. The file is created 0600 in a 0700 directory.
public struct HistoryFile: Equatable, Sendable {
    /// nil when history is disabled.
    public var path: String?

    public init(path: String?) {
        self.path = path
    }

    public static func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> HistoryFile {
        if let explicit = environment["VIV_HISTFILE"] {
            return HistoryFile(path: explicit.isEmpty || explicit == "/dev/null" ? nil : explicit)
        }
        let state: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            state = (home as NSString).appendingPathComponent(".local/state")
        }
        return HistoryFile(path: (state as NSString).appendingPathComponent("vivarium/history"))
    }

    /// Creates the directory (0700) and the file (0600) when missing, and makes an existing
    /// file 0600. Returns false when the file cannot be made (history then stays in memory).
    @discardableResult
    public func prepare() -> Bool {
        guard let path else { return false }
        let directory = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch { return false }
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        fchmod(fd, 0o600)
        close(fd)
        return true
    }
}
