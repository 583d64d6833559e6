import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import VivariumProtocol
import VivariumWire

/// `load --watch FILE` and `unwatch [FILE]` in the shell: the files loaded again each time they
/// are saved, watched with inotify.
///
/// Each file's directory is watched, not the file: an editor that saves by writing a new file
/// and renaming it over the old one (vim, most IDEs) replaces the inode a file watch would
/// follow. A save is a `close` after writing (`IN_CLOSE_WRITE`) or a rename onto the name
/// (`IN_MOVED_TO`); the events of one save arrive within a few milliseconds and are read
/// together, so one save is one reload. The daemon reads the file (`load` with its absolute
/// path), so a reload is an ordinary command: journaled, and shown to every attached client.
public final class WatchedFiles {
    /// A `load --watch FILE` or `unwatch [FILE]` line.
    public enum Request: Equatable {
        case watch(String)
        case unwatch(String?)

        public init?(_ line: String) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard !line.contains("\n"), let first = words.first else { return nil }
            if first == "unwatch", words.count <= 2 {
                self = .unwatch(words.count == 2 ? words[1] : nil)
            } else if first == "load", words.count >= 2, words[1] == "--watch" {
                self = .watch(words.dropFirst(2).joined(separator: " "))
            } else {
                return nil
            }
        }
    }

    /// The inotify descriptor to poll; -1 when inotify is unavailable.
    public let fileDescriptor: Int32
    /// Watched files: absolute path → the path as the user wrote it.
    public private(set) var files: [String: String] = [:]
    /// Watched directories: watch descriptor → absolute directory path.
    private var directories: [Int32: String] = [:]
    private let directory: String

    /// `directory`: where a relative path is resolved (the shell's working directory).
    public init(directory: String = FileManager.default.currentDirectoryPath) {
        self.directory = directory
        fileDescriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    }

    deinit {
        if fileDescriptor >= 0 { close(fileDescriptor) }
    }

    public var isEmpty: Bool { files.isEmpty }

    /// The absolute, standardized path of `path`.
    public func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
    }

    /// Starts watching `path`; returns the error to show, or nil.
    public func watch(_ path: String) -> String? {
        let file = absolute(path)
        let folder = (file as NSString).deletingLastPathComponent
        guard fileDescriptor >= 0 else { return "cannot watch files: inotify is unavailable (\(String(cString: strerror(errno))))" }
        if !directories.values.contains(folder) {
            let descriptor = inotify_add_watch(fileDescriptor, folder, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO))
            guard descriptor >= 0 else { return "cannot watch \(path): \(String(cString: strerror(errno)))" }
            directories[descriptor] = folder
        }
        files[file] = path
        return nil
    }

    /// Stops watching `path` (nil: every file); returns what the shell says.
    public func unwatch(_ path: String?) -> String {
        let stopped: [String]
        if let path {
            let file = absolute(path)
            guard let written = files.removeValue(forKey: file) else {
                return files.isEmpty ? "no file is watched" : "\(path) is not watched; watched: " + watchedList
            }
            stopped = [written]
        } else {
            stopped = files.values.sorted()
            files = [:]
        }
        // A directory no watched file is in any more is no longer watched.
        for (descriptor, folder) in directories where !files.keys.contains(where: { ($0 as NSString).deletingLastPathComponent == folder }) {
            inotify_rm_watch(fileDescriptor, descriptor)
            directories[descriptor] = nil
        }
        if stopped.isEmpty { return "no file is watched" }
        return "stopped watching " + stopped.joined(separator: ", ")
    }

    /// The watched files as written, in order.
    public var watchedList: String { files.values.sorted().joined(separator: ", ") }

    /// The watched files saved since the last call (absolute paths, in order), after a short
    /// pause that lets the rest of one save's events arrive.
    public func saved(settle: useconds_t = 30_000) -> [String] {
        guard fileDescriptor >= 0 else { return [] }
        usleep(settle)
        var changed: [String] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = read(fileDescriptor, &buffer, buffer.count)
            if count <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (descriptor, length) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameBytes = buffer[nameStart..<min(count, nameStart + length)].prefix { $0 != 0 }
                if let folder = directories[descriptor] {
                    let file = folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                    if files[file] != nil, !changed.contains(file) { changed.append(file) }
                }
                offset = nameStart + length
            }
        }
        return changed
    }

    /// What the shell prints above a reload's reply: `── saved FILE: load /abs/FILE`.
    public func header(for file: String) -> String {
        "── saved \(files[file] ?? file): load \(file)"
    }

    /// Handles a `load --watch` or `unwatch` line: the load runs through `run` (which prints
    /// its reply); returns the lines the shell prints after it.
    public func handle(_ request: Request, run: (String) throws(ClientError) -> RunCommand.Result?) throws(ClientError) -> [String] {
        switch request {
        case .unwatch(let path):
            return [unwatch(path)]
        case .watch(let path):
            guard !path.isEmpty else { return ["usage: load --watch FILE.swift"] }
            let file = absolute(path)
            let result = try run("load " + file)
            // A file that could not be read is not watched; one that does not compile is:
            // the next save may fix it.
            if let reply = result?.reply, !reply.ok, reply.error?.code == "io" { return [] }
            if let error = watch(path) { return ["error: " + error] }
            return ["watching \(path): each save loads it again (unwatch \(path) stops)"]
        }
    }
}
