/// One graph session: the command language, the program, the view graph, the reply.
///
/// Knows nothing of sockets or terminals: the shell and the daemon only add transport.
public final class Session {
    public init() {}

    /// Whether `text` is a complete input (braces, brackets, parentheses and strings balanced),
    /// or needs a continuation line.
    public static func isComplete(_ text: String) -> Bool { true }

    /// Executes one input (a command or Swift source) as one transaction and replies.
    public func execute(_ input: String) -> Reply {
        Reply(command: input, ok: false, error: ReplyError(code: "unknown-command", message: "not implemented yet"))
    }
}
