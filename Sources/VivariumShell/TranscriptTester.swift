import Foundation
import VivariumWire

/// `viv test`: runs session files and compares every reply's rendering with its expectation.
///
/// Each file runs in a fresh executor, every command regardless of failures (a transcript
/// may expect an error). A mismatching file is reported with a unified diff of the file as
/// it is against the file as it would be with the actual replies; `update` writes the latter.
public struct TranscriptTester {
    public var update: Bool
    public var renderer: ReplyRenderer
    /// A fresh executor for each file.
    public var makeExecutor: () throws -> CommandExecutor
    /// Told each file's path before its executor is made (so a graph can resolve `load`
    /// next to the session file).
    public var willRun: ((String) -> Void)?

    public init(update: Bool = false, renderer: ReplyRenderer = ReplyRenderer(),
                makeExecutor: @escaping () throws -> CommandExecutor) {
        self.update = update
        self.renderer = renderer
        self.makeExecutor = makeExecutor
    }

    /// The result of checking one transcript.
    public struct Check: Equatable, Sendable {
        /// The transcript with the actual replies as expectations.
        public var actual: Transcript
        /// Indexes of the commands whose rendering differs from the expectation.
        public var mismatches: [Int]
        /// The unified diff from the expected to the actual file text; empty when passing.
        public var diff: String
        public var passed: Bool { mismatches.isEmpty }
    }

    /// Runs `transcript` in a fresh executor and compares. Rethrows the executor's errors.
    public func check(_ transcript: Transcript) throws -> Check {
        let executor = try makeExecutor()
        let rendered = try transcript.commands.map { renderer.lines(for: try executor.execute($0.input)) }
        let actual = transcript.replacingExpectations(with: rendered)
        let mismatches = zip(transcript.commands, rendered).enumerated()
            .filter { $0.element.0.expected != $0.element.1 }.map(\.offset)
        let diff = mismatches.isEmpty ? "" : UnifiedDiff().diff(
            Self.lines(transcript.serialized()), Self.lines(actual.serialized()))
        return Check(actual: actual, mismatches: mismatches, diff: diff)
    }

    /// Totals over the files of one `viv test`.
    public struct Summary: Equatable, Sendable {
        public var passed = 0
        public var failed = 0
        public var updated = 0
        /// The last line `viv test` prints.
        public var line: String { "\(passed) passed, \(failed) failed" }
    }

    /// Checks every file in `paths` (in order), writing `PASS`/`FAIL`/`updated` lines and
    /// diffs to `write`; an unreadable or malformed file counts as failed. With `update`, a
    /// mismatching file is rewritten in place and counts as passed. An executor's error (a
    /// lost daemon) ends the run and is rethrown.
    public func run(files paths: [String], write: (String) -> Void) throws -> Summary {
        var summary = Summary()
        for path in paths {
            let transcript: Transcript
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                transcript = try Transcript(parsing: text)
            } catch let error as Transcript.ParseError {
                write("FAIL \(path): \(error)")
                summary.failed += 1
                continue
            } catch {
                write("FAIL \(path): cannot read the file")
                summary.failed += 1
                continue
            }
            willRun?(path)
            let check = try check(transcript)
            if check.passed {
                write("PASS \(path)")
                summary.passed += 1
            } else if update {
                do {
                    try check.actual.serialized().write(toFile: path, atomically: true, encoding: .utf8)
                    write("updated \(path)")
                    summary.passed += 1
                    summary.updated += 1
                } catch {
                    write("FAIL \(path): cannot write the file")
                    summary.failed += 1
                }
            } else {
                write("FAIL \(path)")
                Self.lines(check.diff).forEach(write)
                summary.failed += 1
            }
        }
        write(summary.line)
        return summary
    }

    /// The `*.viv` files named by `arguments`: a file as given, a directory's `*.viv` files
    /// sorted by name. Throws `missing` for a path that does not exist.
    public static func sessionFiles(_ arguments: [String]) throws(MissingPath) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else { throw MissingPath(path: argument) }
            if isDirectory.boolValue {
                let names = (try? manager.contentsOfDirectory(atPath: argument)) ?? []
                let directory = argument.hasSuffix("/") ? argument : argument + "/"
                files += names.filter { $0.hasSuffix(".viv") }.sorted().map { directory + $0 }
            } else {
                files.append(argument)
            }
        }
        return files
    }

    /// A path named on the command line that does not exist.
    public struct MissingPath: Error, Equatable, Sendable {
        public var path: String
    }

    static func lines(_ text: String) -> [String] {
        var lines = text.splitLines()
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
