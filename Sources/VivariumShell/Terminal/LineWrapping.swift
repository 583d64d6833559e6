#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Fits output to the terminal: a line wider than the terminal is broken at a space, never
/// inside a word, and its continuation keeps the line's indentation (plus two columns), so a
/// long message or diagnostic stays readable instead of being cut wherever the terminal wraps.
public enum LineWrapping {
    /// The terminal's width in columns (80 when it cannot be told).
    public static func terminalWidth(_ descriptor: Int32 = STDOUT_FILENO) -> Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// `lines`, each broken at spaces to fit `width` columns. A word longer than the width is
    /// kept whole on a line of its own.
    public static func wrap(_ lines: [String], width: Int) -> [String] {
        lines.flatMap { wrap($0, width: width) }
    }

    public static func wrap(_ line: String, width: Int) -> [String] {
        guard width > 20, line.count > width else { return [line] }
        let indent = String(line.prefix { $0 == " " })
        let continuation = indent + "  "
        var result: [String] = []
        var current = ""
        var currentIsFirst = true
        for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
            let lead = currentIsFirst ? indent : continuation
            if current.isEmpty {
                current = lead + word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                result.append(current)
                currentIsFirst = false
                current = continuation + word
            }
        }
        result.append(current)
        return result
    }
}
