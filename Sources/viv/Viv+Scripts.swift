import ArgumentParser
import Foundation
import VivariumShell

extension Viv {
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Execute the inputs of a session file and print the transcript.",
            discussion: """
                All inputs run on one fresh private graph of the daemon, closed afterwards. \
                Prints each input and its reply, or with --json one JSON reply per line. Stops \
                at the first failed command (exit 1) unless --keep-going.
                """)

        @OptionGroup var daemon: DaemonOptions

        @Flag(help: "Print one JSON reply per line (keys sorted) instead of the transcript.")
        var json = false

        @Flag(help: "Run every command even after one fails (the exit status is still 1).")
        var keepGoing = false

        @Option(help: ArgumentHelp("Run the session once per profile (e.g. ios16,ios17.2,ios27) and print only the commands whose replies differ, as diffs against the first.",
                                   valueName: "list"))
        var profiles: String?

        @Argument(help: "The session file to run.")
        var file: String

        /// The absolute directory of a session file.
        static func directory(of file: String) -> String {
            let url = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            return url.deletingLastPathComponent().path
        }

        func run() throws {
            let transcript = try readTranscript(file)
            let client = try daemon.connect()
            let graphs = PrivateGraphs(client: client)
            if let profiles {
                try compare(transcript, profiles: profiles.split(separator: ",").map(String.init), graphs: graphs)
                return
            }
            let runner = TranscriptRunner(format: json ? .json : .human, keepGoing: keepGoing)
            let outcome = try check { () throws(ClientError) in
                let graph = try graphs.next(directory: Self.directory(of: file))
                defer { try? graphs.closeAll() }
                do {
                    return try runner.run(transcript, on: graph) { print($0) }
                } catch let error as ClientError {
                    throw error
                } catch {
                    throw ClientError.disconnected("\(error)")
                }
            }
            if !outcome.succeeded { throw ExitCode(1) }
        }

        /// `--profiles`: the session under each profile, only the differences printed.
        private func compare(_ transcript: Transcript, profiles: [String], graphs: PrivateGraphs) throws {
            guard profiles.count >= 2 else { throw ValidationError("--profiles takes two or more profiles, comma-separated.") }
            let comparison = ProfileComparison(profiles: profiles)
            let directory = Self.directory(of: file)
            defer { try? graphs.closeAll() }
            do {
                let result = try comparison.run(transcript) { _ in
                    try check { () throws(ClientError) in try graphs.next(directory: directory) }
                }
                comparison.report(result).forEach { print($0) }
            } catch let error as ProfileComparisonError {
                FileHandle.standardError.write(Data("viv: \(error.message)\n".utf8))
                throw ExitCode(64)
            }
        }
    }

    struct Test: ParsableCommand {
        /// The session file being tested, for where its graph resolves `load`.
        final class CurrentFile { var directory: String? }

        static let configuration = CommandConfiguration(
            abstract: "Run session files and compare every reply with its expectation.",
            discussion: """
                Each file runs on a fresh private graph of the daemon. A mismatching file is \
                shown as a unified diff (expected → actual). Ends with `N passed, N failed`; \
                exit 1 if any failed.
                """)

        @OptionGroup var daemon: DaemonOptions

        @Flag(help: "Rewrite mismatching expectations in place, keeping inputs and comments.")
        var update = false

        @Option(name: .customShort("j"), help: ArgumentHelp("Test this many files at once, each on its own graph (default: the number of cores); the output stays in file order.",
                                                            valueName: "n"))
        var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

        @Argument(help: "Session files, or directories whose *.viv files are run in name order.")
        var paths: [String]

        func validate() throws {
            if paths.isEmpty { throw ValidationError("Name at least one session file or directory.") }
            if jobs < 1 { throw ValidationError("-j takes a number of files to test at once, at least 1.") }
        }

        func run() throws {
            let files: [String]
            do {
                files = try TranscriptTester.sessionFiles(paths)
            } catch {
                throw usageFailure("no such file or directory: \(error.path)")
            }
            if jobs > 1 && files.count > 1 {
                try runInParallel(files)
                return
            }
            let client = try daemon.connect()
            let graphs = PrivateGraphs(client: client)
            let currentFile = CurrentFile()
            var tester = TranscriptTester(update: update) { try graphs.next(directory: currentFile.directory) }
            tester.willRun = { currentFile.directory = Run.directory(of: $0) }
            let summary = try check { () throws(ClientError) in
                defer { try? graphs.closeAll() }
                do {
                    return try tester.run(files: files) { print($0) }
                } catch let error as ClientError {
                    throw error
                } catch {
                    throw ClientError.disconnected("\(error)")
                }
            }
            if summary.failed > 0 { throw ExitCode(1) }
        }

        /// `-j N`: N workers, each with its own connection and private graphs.
        private func runInParallel(_ files: [String]) throws {
            // The daemon is started (when none runs) once, before the workers connect.
            try daemon.connect().close()
            let socketPath = daemon.socketPath
            let counter = WorkerCounter()
            let tester = ParallelTranscriptTester(tester: TranscriptTester(update: update) { throw ClientError.disconnected("no executor") },
                                                  jobs: jobs) {
                let client = try check { () throws(ClientError) in try DaemonConnector(socketPath: socketPath).connect() }
                let graphs = PrivateGraphs(client: client, tag: "w\(counter.next())")
                return (executor: { path in try graphs.next(directory: Run.directory(of: path)) },
                        finish: { try? graphs.closeAll(); client.close() })
            }
            let summary = try check { () throws(ClientError) in
                do {
                    return try tester.run(files: files) { print($0) }
                } catch let error as ClientError {
                    throw error
                } catch {
                    throw ClientError.disconnected("\(error)")
                }
            }
            if summary.failed > 0 { throw ExitCode(1) }
        }
    }
}

/// Numbers the workers of one `viv test -j`.
final class WorkerCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
