import Foundation

extension String {
    /// The text without the whitespace and newlines at its two ends, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, but looking at the ends
    /// only: Foundation's version walks the whole string, tens of milliseconds for a source of
    /// a few hundred kilobytes (a pasted file), on every command.
    var trimmedAtEnds: String {
        let scalars = unicodeScalars
        let space = CharacterSet.whitespacesAndNewlines
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, space.contains(scalars[start]) { start = scalars.index(after: start) }
        while end > start, space.contains(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex, end == scalars.endIndex { return self }
        return String(scalars[start..<end])
    }
}
