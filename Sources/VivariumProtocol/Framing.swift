import Foundation

/// Newline framing with a size limit: one JSON object per line. A frame over the limit is
/// reported once and its bytes are dropped as they arrive, never buffered whole.
public struct LineFramer: Sendable {
    /// 1 MiB, the protocol's limit.
    public static let defaultMaxFrameBytes = 1 << 20

    public enum Frame: Equatable, Sendable {
        case frame(Data)
        /// A frame longer than the limit was discarded.
        case tooLarge
    }

    public let maxFrameBytes: Int
    private var buffer: [UInt8] = []
    private var discarding = false
    private var scanned = 0

    public init(maxFrameBytes: Int = LineFramer.defaultMaxFrameBytes) {
        self.maxFrameBytes = maxFrameBytes
    }

    /// Adds received bytes and returns the frames they complete, in order.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) -> [Frame] where Bytes.Element == UInt8 {
        var frames: [Frame] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if discarding {
                    discarding = false
                } else {
                    var line = buffer
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    if !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                        frames.append(.frame(Data(line)))
                    }
                }
                buffer.removeAll(keepingCapacity: true)
                continue
            }
            if discarding { continue }
            buffer.append(byte)
            if buffer.count > maxFrameBytes {
                buffer.removeAll()
                discarding = true
                frames.append(.tooLarge)
            }
        }
        return frames
    }

    /// `append` for bytes in one contiguous run, a line at a time rather than a byte at a time
    /// (what the daemon's decoder calls on every read). The same frames, in the same cases.
    public mutating func append(contiguous bytes: UnsafeRawBufferPointer) -> [Frame] {
        var frames: [Frame] = []
        var start = 0
        while start < bytes.count {
            let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
            let newline = rest.firstIndex(of: UInt8(ascii: "\n")).map { start + $0 }
            let end = newline ?? bytes.count
            if !discarding {
                if buffer.count + (end - start) > maxFrameBytes {
                    buffer.removeAll()
                    discarding = true
                    frames.append(.tooLarge)
                } else {
                    buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
                }
            }
            guard let newline else { break }
            if discarding {
                discarding = false
            } else {
                var line = buffer[...]
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                if !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                    frames.append(.frame(Data(line)))
                }
            }
            buffer.removeAll(keepingCapacity: true)
            start = newline + 1
        }
        return frames
    }

    /// Bytes of an unfinished frame.
    public var pendingBytes: Int { buffer.count }
}

extension Message {
    /// The message as one line on the wire.
    public func frame() throws -> Data {
        var data = try encoded()
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
