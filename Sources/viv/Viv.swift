import ArgumentParser
import Foundation
import VivariumSession
import VivariumShell

/// `viv`: the Vivarium client. For now session files run in-process; the interactive shell and
/// the daemon come next.
@main
struct Viv: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viv",
        abstract: "Run SwiftUI-style Swift and see its view lifecycle: what was created, reused and freed.",
        discussion: """
            A session file (*.viv) is a transcript: lines starting `viv> ` are inputs (continued \
            by `...> ` lines), the lines after an input are its expected reply, `#` lines are \
            comments.

            Exit status: 0 success, 1 a command or a test failed, 64 usage error.
            """,
        subcommands: [Run.self, Test.self])
}

extension Viv {
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Execute the inputs of a session file and print the transcript.",
            discussion: """
                All inputs run in one fresh session. Prints each input and its reply, or with \
                --json one JSON reply per line. Stops at the first failed command (exit 1) \
                unless --keep-going.
                """)

        @Flag(help: "Print one JSON reply per line (keys sorted) instead of the transcript.")
        var json = false

        @Flag(help: "Run every command even after one fails (the exit status is still 1).")
        var keepGoing = false

        @Argument(help: "The session file to run.")
        var file: String

        func run() throws {
            let transcript = try readTranscript(file)
            let runner = TranscriptRunner(format: json ? .json : .human, keepGoing: keepGoing)
            let outcome = runner.run(transcript, on: Session()) { print($0) }
            if !outcome.succeeded { throw ExitCode(1) }
        }
    }

    struct Test: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run session files and compare every reply with its expectation.",
            discussion: """
                Each file runs in a fresh session. A mismatching file is shown as a unified \
                diff (expected → actual). Ends with `N passed, N failed`; exit 1 if any failed.
                """)

        @Flag(help: "Rewrite mismatching expectations in place, keeping inputs and comments.")
        var update = false

        @Argument(help: "Session files, or directories whose *.viv files are run in name order.")
        var paths: [String]

        func validate() throws {
            if paths.isEmpty { throw ValidationError("Name at least one session file or directory.") }
        }

        func run() throws {
            let files: [String]
            do {
                files = try TranscriptTester.sessionFiles(paths)
            } catch {
                throw usageFailure("no such file or directory: \(error.path)")
            }
            let tester = TranscriptTester(update: update) { Session() }
            let summary = tester.run(files: files) { print($0) }
            if summary.failed > 0 { throw ExitCode(1) }
        }
    }
}

/// Reads and parses a session file, or fails with a usage error.
func readTranscript(_ path: String) throws -> Transcript {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw usageFailure("cannot read \(path)")
    }
    do {
        return try Transcript(parsing: text)
    } catch {
        throw usageFailure("\(path):\(error.line): \(error.message)")
    }
}

/// Prints `viv: message` on standard error; the returned error exits with status 64.
func usageFailure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("viv: \(message)\n".utf8))
    return ExitCode(64)
}
