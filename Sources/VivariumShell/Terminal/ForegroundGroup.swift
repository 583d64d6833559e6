#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The shell's own process group in the terminal's foreground, while it runs.
///
/// Ctrl-C at the prompt is the shell's (it abandons the line or interrupts a command), but the
/// terminal sends SIGINT to the whole foreground process group: under `make run`, make is in
/// that group and would die of it. A job-control shell gives each job a group of its own; so
/// does this, for as long as the interactive shell runs, and gives the terminal back after.
public struct ForegroundGroup {
    private let terminal: Int32
    private let previous: pid_t

    /// Takes the terminal's foreground for a new process group of this process; nil when
    /// `terminal` is not a terminal or the group cannot be made (then nothing changed).
    public static func take(_ terminal: Int32 = STDIN_FILENO) -> ForegroundGroup? {
        let previous = tcgetpgrp(terminal)
        guard previous > 0 else { return nil }
        if getpgrp() == getpid() && previous == getpid() { return nil }  // already a foreground job of its own
        guard setpgid(0, 0) == 0 else { return nil }
        // NB: a background group that sets the foreground gets SIGTTOU unless it ignores it.
        let saved = signal(SIGTTOU, SIG_IGN)
        defer { signal(SIGTTOU, saved) }
        guard tcsetpgrp(terminal, getpgrp()) == 0 else { return nil }
        return ForegroundGroup(terminal: terminal, previous: previous)
    }

    /// Gives the foreground back to the group that had it.
    public func restore() {
        let saved = signal(SIGTTOU, SIG_IGN)
        _ = tcsetpgrp(terminal, previous)
        signal(SIGTTOU, saved)
    }
}
