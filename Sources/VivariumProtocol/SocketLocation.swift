import Foundation

/// Where the daemon's socket lives: `--socket PATH`, else `$VIVARIUM_SOCKET`, else
/// `$XDG_RUNTIME_DIR/vivarium/socket`, else `/tmp/vivarium-$UID/socket`. Daemon and clients
/// resolve it the same way.
public enum SocketLocation {
    public static func resolve(explicit: String? = nil,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               uid: UInt32 = getuid()) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = environment["VIVARIUM_SOCKET"], !path.isEmpty { return path }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
            return (runtime as NSString).appendingPathComponent("vivarium/socket")
        }
        return "/tmp/vivarium-\(uid)/socket"
    }
}
