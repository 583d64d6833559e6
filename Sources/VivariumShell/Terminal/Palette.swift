import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Colour for the interactive terminal: ANSI sequences over an already rendered reply.
///
/// Colour is decided once, from the output: on only when standard output is a terminal and
/// `NO_COLOR` is unset or empty (no-color.org). Transcripts (`viv run`, `viv test`) never go
/// through a palette, so their bytes do not depend on the terminal.
public struct Palette: Sendable, Equatable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Colour when `fd` is a terminal and `NO_COLOR` is unset or empty.
    public static func forOutput(_ fd: Int32 = STDOUT_FILENO,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) -> Palette {
        decide(isTerminal: isatty(fd) == 1, environment: environment)
    }

    /// Colour exactly when the output is a terminal and `NO_COLOR` is unset or empty.
    public static func decide(isTerminal: Bool, environment: [String: String]) -> Palette {
        Palette(enabled: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty)
    }

    static let reset = "\u{1B}[0m"
    static let dim = "\u{1B}[2m"
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[31m"
    static let green = "\u{1B}[32m"
    static let yellow = "\u{1B}[33m"
    static let cyan = "\u{1B}[36m"

    func paint(_ text: String, _ codes: String...) -> String {
        enabled && !text.isEmpty ? codes.joined() + text + Self.reset : text
    }

    /// Colours the lines of `ReplyRenderer`: section labels dim, `created` ids green, `freed`
    /// ids red, `leaked` yellow, warnings yellow, errors red. Without colour, the lines as they are.
    public func colour(_ lines: [String]) -> [String] {
        guard enabled else { return lines }
        var section: String?
        var inError = false
        return lines.map { line in
            let gutter = ReplyRenderer.gutter
            if inError { return paint(line, Self.red) }
            if line.hasPrefix("error: ") || line.contains(": error: ") {
                inError = true
                return paint(line, Self.red)
            }
            let head = line.prefix(gutter)
            let label = head.trimmingCharacters(in: .whitespaces)
            let body = String(line.dropFirst(gutter))
            if line.count > gutter, head.hasSuffix(" "), Self.sections.contains(label) {
                section = label
                return paint(String(head), Self.dim) + colourBody(body, section: label)
            }
            if let current = section, head.allSatisfy({ $0 == " " }), line.count > gutter {
                return String(head) + colourBody(body, section: current)
            }
            section = nil
            return line
        }
    }

    static let sections: Set<String> = ["created", "reused", "freed", "leaked", "inits", "bodies", "events", "output", "warnings"]

    private func colourBody(_ body: String, section: String) -> String {
        let colour: String
        switch section {
        case "created": colour = Self.green
        case "freed": colour = Self.red
        case "leaked", "warnings": colour = Self.yellow
        default: return body
        }
        if section == "warnings" { return paint(body, colour) }
        // The object id, up to the first space; the holder stays plain.
        let id = body.prefix { $0 != " " }
        return paint(String(id), colour) + body.dropFirst(id.count)
    }
}
