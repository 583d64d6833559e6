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
        try check(transcript, on: try makeExecutor())
    }

    /// Runs `transcript` on `executor` (a fresh one) and compares.
    public func check(_ transcript: Transcript, on executor: CommandExecutor) throws -> Check {
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

        /// Counts one file's outcome (an updated file passed).
        public mutating func add(_ outcome: Outcome) {
            switch outcome {
            case .passed: passed += 1
            case .failed: failed += 1
            case .updated: passed += 1; updated += 1
            }
        }
    }

    /// What testing one file came to.
    public enum Outcome: Sendable {
        case passed, failed, updated
    }

    /// Checks every file in `paths` (in order), writing `PASS`/`FAIL`/`updated` lines and
    /// diffs to `write`; an unreadable or malformed file counts as failed. With `update`, a
    /// mismatching file is rewritten in place and counts as passed. An executor's error (a
    /// lost daemon) ends the run and is rethrown.
    public func run(files paths: [String], write: (String) -> Void) throws -> Summary {
        var summary = Summary()
        for path in paths {
            let (lines, outcome) = try test(file: path) {
                willRun?(path)
                return try makeExecutor()
            }
            lines.forEach(write)
            summary.add(outcome)
        }
        write(summary.line)
        return summary
    }

    /// Tests one file on the executor `makeExecutor` gives: the lines to print (`PASS`,
    /// `FAIL` and its diff, `updated`) and the outcome. An executor's error is rethrown.
    public func test(file path: String, executor makeExecutor: () throws -> CommandExecutor) throws -> (lines: [String], outcome: Outcome) {
        let transcript: Transcript
        do {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            transcript = try Transcript(parsing: text)
        } catch let error as Transcript.ParseError {
            return (["FAIL \(path): \(error)"], .failed)
        } catch {
            return (["FAIL \(path): cannot read the file"], .failed)
        }
        let check = try check(transcript, on: try makeExecutor())
        if check.passed { return (["PASS \(path)"], .passed) }
        guard update else { return (["FAIL \(path)"] + Self.lines(check.diff), .failed) }
        do {
            try check.actual.serialized().write(toFile: path, atomically: true, encoding: .utf8)
            return (["updated \(path)"], .updated)
        } catch {
            return (["FAIL \(path): cannot write the file"], .failed)
        }
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
