/// A compile-time message about user source, in the Swift compiler's words.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// The diagnostic for anything outside the playground's subset.
    public static func notSupported(_ construct: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, "not supported in the playground: \(construct)", at: location)
    }

    /// `file:line:column: error: message`
    public var description: String { "\(location): \(severity.rawValue): \(message)" }

    /// The compiler-style rendering: the header line, the source line, and a caret under the column.
    public func rendered(in source: SourceFile?) -> String {
        var text = description
        if let source, source.name == location.file, let line = source.line(location.line) {
            let prefix = line.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\n\(line)\n\(prefix)^"
        }
        return text
    }
}

extension Diagnostic: Comparable {
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location.file, lhs.location.line, lhs.location.column) < (rhs.location.file, rhs.location.line, rhs.location.column)
    }
}

/// A list of diagnostics that stopped a program from being added.
public struct DiagnosticsError: Error, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
