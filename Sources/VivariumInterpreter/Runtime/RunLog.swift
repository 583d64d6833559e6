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
    case host(kind: HostEvent, text: String, path: String?, reason: String?)
}

/// What the host records in a command's log, besides objects, prints and warnings.
public enum HostEvent: String, Sendable, CaseIterable {
    /// A node's body ran.
    case body
    /// A dynamic property's storage kept its object (the initial value was not used).
    case reuse
    case appear, disappear
    /// A button's (or a control's, a gesture's, a notification's) action ran.
    case action
    /// An initializer of a type that logs its initializers (a view model's `init`).
    case initializer
    /// A host-visible method call (a representable's `makeUIView`, `updateUIView`, …).
    case call
    /// Navigation went back; a presentation was dismissed.
    case back, dismiss
    /// A node was taken out of the tree.
    case remove
    /// An `onChange` action ran.
    case change
    /// The framework itself keeps an object alive (a behaviour profile), not a cycle.
    case leak
    /// A task started, resumed, finished or was cancelled.
    case task
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
