import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import VivariumDaemon

/// The signals that end the daemon (SIGTERM, SIGINT, SIGHUP, SIGQUIT), caught from before the
/// daemon starts: one that arrives earlier is kept and stops it once it is up. SIGPIPE is
/// ignored (a client or a worker gone mid-write is an error of that write only), and so are
/// SIGUSR1 and SIGUSR2, which would otherwise end the daemon without a word.
final class EndingSignals: @unchecked Sendable {
    // NB: unchecked Sendable: `daemon` and `received` are only touched under `lock`; `sources`
    // only by the thread that runs the daemon.
    private let lock = NSLock()
    private var daemon: Daemon?
    private var received: String?
    private var sources: [DispatchSourceSignal] = []

    init() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGUSR1, SIG_IGN)
        signal(SIGUSR2, SIG_IGN)
        let endings: [(Int32, String)] = [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT")]
        sources = endings.map { signalNumber, name -> DispatchSourceSignal in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.received(name) }
            source.resume()
            return source
        }
    }

    private func received(_ name: String) {
        let daemon: Daemon? = lock.withLock {
            if received == nil { received = name }
            return self.daemon
        }
        daemon?.stop(reason: "vivariumd received \(name)")
    }

    /// From now on a signal stops `daemon`; one that came before stops it now.
    func deliver(to daemon: Daemon) {
        let early: String? = lock.withLock {
            self.daemon = daemon
            return received
        }
        if let early { daemon.stop(reason: "vivariumd received \(early)") }
    }

    func cancel() { sources.forEach { $0.cancel() } }
}
