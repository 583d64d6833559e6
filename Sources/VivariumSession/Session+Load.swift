#if canImport(Glibc)
import Glibc
#endif
import Foundation

extension Session {
    /// The largest file `load` reads.
    static let maxLoadedFileBytes = 1 << 20

    /// What `load PATH` may read: a regular file whose name — and, through symlinks, whose
    /// target's name — ends in `.swift`, at most 1 MiB, resolved against the graph's
    /// directory. Errors name the path as given.
    static func readSwiftFile(_ path: String, relativeTo baseDirectory: URL) throws -> String {
        guard path.hasSuffix(".swift") else {
            throw CommandError("load reads Swift source files only: '\(path)' does not end in .swift", code: "io")
        }
        let resolved = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL.resolvingSymlinksInPath()
        var info = stat()
        guard stat(resolved.path, &info) == 0 else { throw CommandError("cannot read '\(path)'", code: "io") }
        guard resolved.path.hasSuffix(".swift"), info.st_mode & S_IFMT == S_IFREG else {
            throw CommandError("load reads Swift source files only: '\(path)' is not a regular .swift file", code: "io")
        }
        guard Int(info.st_size) <= maxLoadedFileBytes else {
            throw CommandError("'\(path)' is too large to load (over \(maxLoadedFileBytes / 1024) KiB)", code: "io")
        }
        guard let text = try? String(contentsOf: resolved, encoding: .utf8) else {
            throw CommandError("cannot read '\(path)'", code: "io")
        }
        return text
    }
}
