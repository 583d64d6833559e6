import VivariumSyntax

/// A failure of user code at run time: a trap, an exceeded limit, an unsupported operation.
///
/// Any of these fails the whole command; the session rolls the graph back.
public struct RuntimeError: Error, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// A Swift trap: force unwrap of nil, `try!` on a thrown error, index out of range, `fatalError`.
        case trap
        case stepLimit
        case recursionLimit
        /// A construct the playground cannot run (with a location).
        case notSupported
        /// A name or member that does not exist at run time.
        case unresolved
        /// A SwiftUI precondition (missing environment object, …).
        case fatalError
        case interrupted
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation?
    /// Additional lines (e.g. the chain of calls for a recursion error).
    public var notes: [String]

    public init(_ kind: Kind, _ message: String, at location: SourceLocation?, notes: [String] = []) {
        self.kind = kind
        self.message = message
        self.location = location
        self.notes = notes
    }

    public var description: String {
        var text = location.map { "\($0): error: \(message)" } ?? "error: \(message)"
        for note in notes { text += "\n\(note)" }
        return text
    }

    static func unresolved(_ message: String, at location: SourceLocation) -> RuntimeError {
        RuntimeError(.unresolved, message, at: location)
    }

    static func notSupported(_ construct: String, at location: SourceLocation) -> RuntimeError {
        RuntimeError(.notSupported, "not supported in the playground: \(construct)", at: location)
    }

    static func trap(_ message: String, at location: SourceLocation) -> RuntimeError {
        RuntimeError(.trap, message, at: location)
    }
}

/// A Swift error thrown by user code with `throw`.
// NB: @unchecked: a thrown value never leaves the engine's thread (it is caught by the
// interpreter's own `do`/`catch`, or becomes a command's error reply as text).
struct ThrownError: Error, @unchecked Sendable {
    var value: Value
    var location: SourceLocation
}
