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
    /// A line ends at `\n` or `\r\n`, as the compiler counts lines.
    public func line(_ line: Int) -> String? {
        guard line >= 1 else { return nil }
        // NB: found in the UTF-8 bytes: a trap's message quotes its line, and splitting the
        // whole text into Characters cost more than the rest of the failure.
        let bytes = text.utf8
        var start = bytes.startIndex
        for _ in 1..<line {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = bytes.index(after: newline)
        }
        var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") { end = bytes.index(before: end) }
        return String(text[start..<end])
    }
}
