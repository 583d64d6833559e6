import Foundation

extension StringProtocol {
    /// The text without the whitespace and newlines at its two ends, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, but looking at the ends
    /// only: Foundation's version walks the whole string, tens of milliseconds for a source of
    /// a few hundred kilobytes (a pasted file), on every command.
    var trimmedAtEnds: String { trimmed(newlines: true) }

    /// The text without the whitespace (spaces and tabs, not newlines) at its two ends, as
    /// `trimmingCharacters(in: .whitespaces)` gives it.
    var trimmedSpaces: String { trimmed(newlines: false) }

    /// Whether every line is blank or a `//` comment (stops at the first line that is not).
    var isOnlyLineComments: Bool {
        // NB: a command's line (every line passes here) starts with a letter: its first line is
        // neither blank nor a comment, known from its first byte without cutting lines.
        if let first = utf8.first, first < 0x80, first != UInt8(ascii: "/"), !(0x09...0x0D).contains(first), first != 0x20 {
            return false
        }
        var rest = self[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let text = rest[..<end].trimmedAtEnds
            if !text.isEmpty && !text.hasPrefix("//") { return false }
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
        }
        return true
    }

    /// NB: an ASCII scalar is classified without `CharacterSet`, whose `contains` costs a
    /// microsecond or more on Linux — every command's line passes here several times.
    private func trimmed(newlines: Bool) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, Self.isSpace(scalars[start], newlines: newlines) { start = scalars.index(after: start) }
        while end > start, Self.isSpace(scalars[scalars.index(before: end)], newlines: newlines) { end = scalars.index(before: end) }
        // NB: a String with nothing to trim is itself (no copy of a pasted file's text).
        if start == scalars.startIndex, end == scalars.endIndex, let whole = self as? String { return whole }
        return String(self[start..<end])
    }

    private static func isSpace(_ scalar: Unicode.Scalar, newlines: Bool) -> Bool {
        switch scalar.value {
        case 0x20, 0x09: return true
        case 0x0A...0x0D: return newlines
        case 0..<0x80: return false
        default: return (newlines ? CharacterSet.whitespacesAndNewlines : CharacterSet.whitespaces).contains(scalar)
        }
    }
}
