/// One entry of the ordered record of a command: what user code printed, which objects
/// came and went, which view values were initialized, and what the host added.
public enum LogEntry {
    case print(String)
    case created(ObjectID)
    case freed(ObjectID)
    case leaked(ObjectID)
    case warning(String)
    /// A struct conforming to `View` was initialized.
    case viewInit(typeName: String)
    /// An entry the host adds (body evaluations, appear/disappear, …).
    case host(kind: String, text: String, path: String?, reason: String?)
}

/// The ordered record of everything that happened during a command.
public final class RunLog {
    public private(set) var entries: [LogEntry] = []

    public init() {}

    public func append(_ entry: LogEntry) { entries.append(entry) }

    /// Returns the entries recorded so far and starts a new record.
    public func drain() -> [LogEntry] {
        defer { entries = [] }
        return entries
    }
}
