import Foundation

/// Bytes read from a worker's channel, cut into newline-delimited lines.
///
/// Each search for the next newline looks only at bytes no earlier search saw: a megabyte's
/// reply arrives in some sixteen 64 KiB reads, and searching the whole buffer again after
/// each one scanned eight megabytes for it (about 4 ms of the daemon's time per megabyte).
struct ChannelLines {
    private var buffer: [UInt8] = []
    /// How much of `buffer` is known to hold no newline.
    private var scanned = 0

    var isEmpty: Bool { buffer.isEmpty }

    /// Whether a complete line is buffered.
    mutating func hasLine() -> Bool { newlineIndex() != nil }

    mutating func append(_ bytes: ArraySlice<UInt8>) { buffer += bytes }

    /// The next complete line, without its newline; nil until one has arrived.
    mutating func next() -> Data? {
        guard let newline = newlineIndex() else { return nil }
        let line = Data(buffer[..<newline])
        buffer.removeSubrange(...newline)
        scanned = 0
        return line
    }

    private mutating func newlineIndex() -> Int? {
        let start = scanned
        let found: Int? = buffer.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress, start < bytes.count,
                  let hit = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
        scanned = found ?? buffer.count
        return found
    }
}
