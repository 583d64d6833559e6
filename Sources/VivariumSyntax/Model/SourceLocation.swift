/// A position in a source file, 1-based, as the Swift compiler reports it.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A location for values made by Vivarium itself rather than by user code.
    public static let builtin = SourceLocation(file: "<builtin>", line: 0, column: 0)

    public var description: String { "\(file):\(line):\(column)" }
}

/// The text of one loaded source, kept so diagnostics can quote the offending line.
public struct SourceFile: Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The text of the 1-based line `line`, without its newline.
    public func line(_ line: Int) -> String? {
        var current = 1
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == line { return String(piece) }
            current += 1
        }
        return nil
    }
}
