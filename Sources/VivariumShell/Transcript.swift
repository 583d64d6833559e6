/// A session file (DESIGN §6): inputs, their expected replies, comments.
///
/// ```
/// # seed 003, experiment 4
/// viv> struct ChildView: View {
/// ...>     var body: some View { Text("child") }
/// ...> }
///
/// viv> mount ChildView()
/// ChildView
/// └─ Text "child"
/// ```
///
/// A line starting `viv> ` begins an input; following `...> ` lines continue it (joined with
/// `"\n"`). Lines starting `#` are comments. The lines after an input, up to the next input or
/// comment, are its expected reply; its trailing blank lines are layout. A file of inputs
/// only is valid: every expectation is then empty.
public struct Transcript: Equatable, Sendable {
    /// One input with its expected reply.
    public struct Command: Equatable, Sendable {
        /// The input, continuation lines joined with `"\n"`.
        public var input: String
        /// The expected reply, line by line, without trailing blank lines.
        public var expected: [String]
        /// The 1-based line of the `viv> ` line in the file it was read from (0 when built).
        public var line: Int

        public init(input: String, expected: [String] = [], line: Int = 0) {
            self.input = input
            self.expected = expected
            self.line = line
        }
    }

    /// A comment or a command, with the layout a rewrite must keep.
    public enum Entry: Equatable, Sendable {
        /// A comment line, including its `#`.
        case comment(String)
        case command(Command)
    }

    /// An entry and whether a blank line separates it from the one before.
    public struct Item: Equatable, Sendable {
        public var entry: Entry
        /// Always true after a command (the serializer separates every command from what
        /// follows); after a comment, whether the file had a blank line there.
        public var blankLineBefore: Bool

        public init(_ entry: Entry, blankLineBefore: Bool) {
            self.entry = entry
            self.blankLineBefore = blankLineBefore
        }
    }

    public var items: [Item]

    public init(items: [Item] = []) {
        self.items = items
    }

    /// The commands, in order.
    public var commands: [Command] {
        items.compactMap { if case .command(let command) = $0.entry { command } else { nil } }
    }

    /// A malformed session file.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    static let inputPrompt = "viv>"
    static let continuationPrompt = "...>"

    /// Whether `line` is transcript syntax (an input, a continuation or a comment) and so can
    /// never be part of an expected reply.
    public static func isSyntaxLine(_ line: String) -> Bool {
        line.hasPrefix("#") || promptContent(line, inputPrompt) != nil || promptContent(line, continuationPrompt) != nil
    }

    /// The text after `prompt` and one space, or `""` for the bare prompt; nil if `line` is not
    /// that prompt's line.
    static func promptContent(_ line: String, _ prompt: String) -> String? {
        if line == prompt { return "" }
        guard line.hasPrefix(prompt + " ") else { return nil }
        return String(line.dropFirst(prompt.count + 1))
    }
}
