#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// The last lines a worker wrote to stderr, read by a thread of its own until EOF.
final class StderrTail: Sendable {
    /// NB: stack frames of a crash report are counted, not kept, so that the lines saying
    /// what happened (`Fatal error: …`) survive in the tail.
    private let state = Mutex<(lines: [String], partial: [UInt8], frames: Int)>(([], [], 0))
    private let finished = DispatchSemaphore(value: 0)
    static let kept = 20

    /// `onEnd`: called after EOF, i.e. once the worker (the only writer) has ended.
    init(fd: Int32, label: String, onEnd: (@Sendable () -> Void)? = nil) {
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                append(chunk[..<count])
            }
            close(fd)
            finished.signal()
            onEnd?()
        }
        thread.name = label
        thread.start()
    }

    private func append(_ bytes: ArraySlice<UInt8>) {
        state.withLock { state in
            for byte in bytes {
                if byte == UInt8(ascii: "\n") {
                    let line = String(decoding: state.partial, as: UTF8.self)
                    state.partial.removeAll(keepingCapacity: true)
                    if Self.isStackFrame(line) {
                        state.frames += 1
                        continue
                    }
                    state.lines.append(line)
                    if state.lines.count > Self.kept { state.lines.removeFirst(state.lines.count - Self.kept) }
                } else if state.partial.count < 4096 {
                    state.partial.append(byte)
                }
            }
        }
    }

    /// The last lines, after waiting (bounded) for the worker's stderr to close.
    func lines(waitingUpTo timeout: Duration) -> [String] {
        let nanoseconds = timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000
        if finished.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .success { finished.signal() }
        return state.withLock { state in
            var lines = state.partial.isEmpty ? state.lines : state.lines + [String(decoding: state.partial, as: UTF8.self)]
            if state.frames > 0 { lines.append("(\(state.frames) stack frame lines omitted)") }
            return lines
        }
    }

    /// `31   vivariumd   0x00005581208d6c04 <unavailable> + 20196356`
    static func isStackFrame(_ line: String) -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        return words.count >= 3 && words[0].allSatisfy(\.isNumber) && words.dropFirst().prefix(2).contains { $0.hasPrefix("0x") }
    }
}
