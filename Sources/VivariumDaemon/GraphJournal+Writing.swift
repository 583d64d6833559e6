#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writing a journal so that nothing acknowledged is lost and nothing is destroyed.
///
/// - An entry is on disk (written whole and `fdatasync`ed) before its command is answered; one
///   the disk refuses (`ENOSPC`, `EIO`, a short write) is cut off again, so the file ends with
///   the last acknowledged entry and the command is answered with an error naming the cause.
/// - Bytes past the last complete line (a torn entry from a crash, or what a refused write left
///   when cutting it off failed too) never join the next entry: they are cut off first, or, when
///   that fails, the next entry starts on a line of its own.
/// - Recovery never destroys the only copy: a damaged journal is rewritten without its damage
///   only once the rewrite is on disk, and the original is kept aside under another name
///   (a hard link, then an atomic rename); a journal whose header is unreadable is renamed
///   aside, never replaced by a new graph's.
extension GraphJournal {
    /// Starts a journal for a new graph. A file already there (it should not be: an unreadable
    /// one was set aside at start-up) is set aside first, never overwritten.
    func create(graph name: String, baseDirectory: URL) throws {
        let data = try Self.encode(Header(graph: name, directory: baseDirectory.path), entries: [])
        let temporary = try writeTemporary(data)
        defer { unlink(temporary) }
        if link(temporary, url.path) != 0 {
            guard errno == EEXIST else { throw JournalError(path: url.path, what: "cannot create", errno: errno) }
            _ = try setAside(as: "replaced")
            guard link(temporary, url.path) == 0 else { throw JournalError(path: url.path, what: "cannot create", errno: errno) }
        }
        syncDirectory()
        layout.withLock { $0.length = data.count }
    }

    /// Appends one accepted command and flushes it to disk; throws (having cut the file back
    /// to its last acknowledged entry) when it cannot. After the entries staged before it
    /// (`GraphJournal+Ahead`), on their queue.
    func append(_ entry: Entry) throws {
        _ = try Self.ahead.sync { try appendNow(entry) }
    }

    /// `append`, on the calling thread; returns where the entry's bytes start.
    func appendNow(_ entry: Entry) throws -> Int {
        var data = try Self.line(for: entry)
        // NB: read and write: the last byte is read to see whether a line ends there.
        let fd = open(url.path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw JournalError(path: url.path, what: "cannot open", errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw JournalError(path: url.path, what: "cannot inspect", errno: errno) }
        var end = Int(info.st_size)
        if let length = layout.withLock({ $0.length }), end > length, ftruncate(fd, off_t(length)) == 0 {
            end = length
        }
        // NB: what lies past the last complete line could not be cut off: the entry starts a
        // line of its own, so that the reader skips those bytes and still reads it.
        if end > 0, lastByte(of: fd, size: end) != UInt8(ascii: "\n") { data.insert(UInt8(ascii: "\n"), at: 0) }
        if let failure = write(data, to: fd, at: end) ?? (fdatasync(fd) == 0 ? nil : errno) {
            // NB: cutting off the refused bytes needs no free space; should it fail too, the
            // next append starts a line of its own.
            if ftruncate(fd, off_t(end)) == 0 { _ = fdatasync(fd) }
            layout.withLock { $0.length = end }
            throw JournalError(path: url.path, what: "cannot append to", errno: failure)
        }
        layout.withLock { $0.length = end + data.count }
        return end
    }

    /// Cuts the file back to `length` and flushes that: an entry written ahead whose command
    /// did not change the graph. Should the cut fail, the next append makes it (`Layout`).
    func cutBack(to length: Int) {
        layout.withLock { $0.length = length }
        let fd = open(url.path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return }
        defer { close(fd) }
        if ftruncate(fd, off_t(length)) == 0 { _ = fdatasync(fd) }
    }

    /// Rewrites a damaged journal as its good entries, keeping the damaged file aside as
    /// `NAME.journal.corrupt-TIMESTAMP`, whose path it returns. Throws, leaving the journal as
    /// it was, when the rewrite cannot be made durable first (a full disk).
    func repair(_ contents: Contents) throws -> String {
        let data = try Self.encode(contents.header, entries: contents.entries)
        let temporary = try writeTemporary(data)
        defer { unlink(temporary) }
        let aside = asidePath("corrupt")
        guard link(url.path, aside) == 0 else { throw JournalError(path: aside, what: "cannot keep the damaged journal as", errno: errno) }
        guard rename(temporary, url.path) == 0 else {
            let code = errno
            unlink(aside)
            throw JournalError(path: url.path, what: "cannot replace", errno: code)
        }
        syncDirectory()
        layout.withLock { $0.length = data.count }
        return aside
    }

    /// Renames the journal aside as `NAME.journal.KIND-TIMESTAMP` (no free space needed) and
    /// returns where it went.
    func setAside(as kind: String) throws -> String {
        let aside = asidePath(kind)
        guard rename(url.path, aside) == 0 else { throw JournalError(path: url.path, what: "cannot move aside", errno: errno) }
        syncDirectory()
        return aside
    }

    private func asidePath(_ kind: String) -> String {
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "")
        var path = url.path + "." + kind + "-" + stamp
        var suffix = 1
        while access(path, F_OK) == 0 {
            suffix += 1
            path = url.path + "." + kind + "-" + stamp + "-\(suffix)"
        }
        return path
    }

    /// Writes `data` to `NAME.journal.new`, flushed; returns its path.
    private func writeTemporary(_ data: Data) throws -> String {
        let temporary = url.path + ".new"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw JournalError(path: temporary, what: "cannot create", errno: errno) }
        let failure = write(data, to: fd, at: 0) ?? (fdatasync(fd) == 0 ? nil : errno)
        close(fd)
        if let failure {
            unlink(temporary)
            throw JournalError(path: temporary, what: "cannot write", errno: failure)
        }
        return temporary
    }

    /// Writes all of `data` at `offset`; the errno of the failure, or nil. A short write is
    /// continued, so a full disk is reported as `ENOSPC`, not as a count.
    private func write(_ data: Data, to fd: Int32, at offset: Int) -> Int32? {
        data.withUnsafeBytes { bytes -> Int32? in
            var done = 0
            while done < bytes.count {
                let written = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return written == 0 ? EIO : errno }
                done += written
            }
            return nil
        }
    }

    private func lastByte(of fd: Int32, size: Int) -> UInt8? {
        var byte: UInt8 = 0
        return pread(fd, &byte, 1, off_t(size - 1)) == 1 ? byte : nil
    }

    /// Flushes the directory, so a created or renamed journal's name is on disk too.
    private func syncDirectory() {
        let fd = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

