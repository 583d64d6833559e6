#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// SIGINT turned into a readable descriptor (the self-pipe trick), so that `poll` can wait
/// for Ctrl-C together with the terminal and the daemon's socket.
public enum SignalPipe {
    nonisolated(unsafe) private static var fds: [Int32] = [-1, -1]

    /// The read end; SIGINT writes one byte to it. Installs the handler on first use.
    public static func installInterruptHandler() -> Int32 {
        if fds[0] >= 0 { return fds[0] }
        var pair: [Int32] = [-1, -1]
        guard pipe(&pair) == 0 else { return -1 }
        for fd in pair {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        fds = pair
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 3
            _ = write(SignalPipe.writeEnd, &byte, 1)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGINT, &action, nil)
        // NB: a blocked SIGINT is inherited through fork and exec (a test harness, a tmux
        // server started from one); Ctrl-C must reach the shell regardless.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        return pair[0]
    }

    static var writeEnd: Int32 { fds[1] }

    /// Empties the pipe; returns whether a signal had arrived.
    @discardableResult
    public static func drain() -> Bool {
        guard fds[0] >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var any = false
        while read(fds[0], &buffer, buffer.count) > 0 { any = true }
        return any
    }
}
