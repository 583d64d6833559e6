import VivariumSession

/// Something that executes one input (a command or Swift source) and replies.
///
/// The transcript runner and tester only need this, so tests can drive them with a fake;
/// `Session` conforms, and later the daemon client will.
public protocol CommandExecutor: AnyObject {
    /// Executes `input` as one transaction and returns its reply.
    func execute(_ input: String) -> Reply
}

extension Session: CommandExecutor {}
