#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import NIOCore
import VivariumProtocol

/// How many descriptors the daemon may use, and for what: its own (event loops, the socket,
/// the lock, a reserve), each graph's (its workers' channels, a journal being written), and one
/// per client. A connection or a graph past the budget is refused with a clear error before the
/// process runs out — when it runs out, nothing can even be refused.
struct DescriptorBudget: Sendable {
    /// The process's descriptor limit (`RLIMIT_NOFILE`, soft, raised to the hard one).
    let limit: Int
    /// The daemon's own: stdio, epoll and wake-up descriptors of the event loops, the socket,
    /// its lock, the log, the reserve, a `/proc` read.
    static let daemonBaseline = ProcessInfo.processInfo.environment[baselineVariable].flatMap(Int.init) ?? 48
    /// Test only: what the daemon counts as its own (0 lets the process run out of descriptors
    /// for real, so that refusing at `EMFILE` is what is tested).
    static let baselineVariable = "VIVARIUMD_TEST_DESCRIPTOR_BASELINE"
    /// A graph's: its worker's request, interrupt and stderr channels, its standby's, and its
    /// journal while an entry is written.
    static let perGraph = 7

    /// Raises the soft limit to the hard one (as servers do) and reads it.
    static func current() -> DescriptorBudget {
        var limits = rlimit()
        if getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0, limits.rlim_cur < limits.rlim_max {
            var raised = limits
            raised.rlim_cur = limits.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limits = raised }
        }
        let soft = limits.rlim_cur == rlim_t.max ? Int(Int32.max) : Int(clamping: limits.rlim_cur)
        return DescriptorBudget(limit: soft)
    }

    /// How many clients may be connected while `graphs` graphs are hosted.
    func connections(graphs: Int) -> Int {
        max(0, limit - Self.daemonBaseline - graphs * Self.perGraph)
    }

    /// Whether one more graph fits beside `clients` clients.
    func allowsGraph(graphs: Int, clients: Int) -> Bool {
        Self.daemonBaseline + (graphs + 1) * Self.perGraph + clients <= limit
    }
}

/// The first handler of the listening channel: when accepting fails because the process (or the
/// system) is out of descriptors, it refuses the connections waiting in the backlog — each gets a
/// `limitExceeded` error (id null) and is closed — using a descriptor kept in reserve for that, so
/// no client is left connected and unanswered. SwiftNIO's `AcceptBackoffHandler`, after it,
/// then pauses accepting for a second instead of retrying at once.
final class AcceptRefusal: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = Channel

    private let listener: Int32
    private let logger: Logger
    // NB: touched on the listening channel's event loop only.
    private var reserve: Int32

    init(listener: Int32, logger: Logger) {
        self.listener = listener
        self.logger = logger
        reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
    }

    deinit { if reserve >= 0 { close(reserve) } }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if let error = error as? IOError, [EMFILE, ENFILE].contains(error.errnoCode) {
            let refused = refuseWaiting(because: error.errnoCode)
            logger.error("out of file descriptors (\(error.errnoCode == EMFILE ? "EMFILE" : "ENFILE")): refused \(refused) waiting connection\(refused == 1 ? "" : "s"); accepting again in a second")
        }
        context.fireErrorCaught(error)
    }

    /// Accepts and refuses what waits in the backlog; returns how many.
    private func refuseWaiting(because code: Int32) -> Int {
        if reserve >= 0 { close(reserve) }
        reserve = -1
        defer { reserve = open("/dev/null", O_RDONLY | O_CLOEXEC) }
        let why = code == EMFILE ? "this daemon" : "the system"
        let refusal = (try? Message.error(id: nil, error: ResponseError(
            .limitExceeded, "too many connections: \(why) is out of file descriptors; try again later")).frame()) ?? Data()
        var refused = 0
        while refused < 4096 {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { break }
            refusal.withUnsafeBytes { _ = send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            close(fd)
            refused += 1
        }
        return refused
    }
}
