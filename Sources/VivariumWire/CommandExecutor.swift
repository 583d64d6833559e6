/// Something that executes one input (a command or Swift source) and replies.
///
/// The transcript runner and tester only need this, so tests can drive them with a fake;
/// `Session` conforms (in process) and so does the shell's `RemoteGraph` (through the
/// daemon, where a lost connection is thrown).
public protocol CommandExecutor: AnyObject {
    /// Executes `input` as one transaction and returns its reply. A failed command is a
    /// reply with `ok == false`; a thrown error means no reply could be had at all.
    func execute(_ input: String) throws -> Reply
}
