import Foundation
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// The package's built executables and a way to run them.
enum Built {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `.build/debug/viv`, when it has been built (`swift build`; `make test` does).
    static var viv: String? {
        let path = packageRoot.appendingPathComponent(".build/debug/viv").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    static var vivMissing: Bool { viv == nil }
}

/// A child process with pipes; output is collected on background threads.
final class Child: @unchecked Sendable {
    let process = Process()
    private let stdinPipe = Pipe()
    private let outputLock = NSLock()
    private var outData = Data()
    private var errData = Data()
    private let done = DispatchGroup()

    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
         directory: URL = Built.packageRoot) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardInput = stdinPipe
        process.standardOutput = out
        process.standardError = err
        try process.run()
        collect(out.fileHandleForReading) { self.outData.append($0) }
        collect(err.fileHandleForReading) { self.errData.append($0) }
    }

    private func collect(_ handle: FileHandle, _ append: @escaping @Sendable (Data) -> Void) {
        done.enter()
        Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                outputLock.lock(); append(data); outputLock.unlock()
            }
            done.leave()
        }.start()
    }

    func write(_ text: String) { stdinPipe.fileHandleForWriting.write(Data(text.utf8)) }
    func closeInput() { try? stdinPipe.fileHandleForWriting.close() }

    var output: String { outputLock.lock(); defer { outputLock.unlock() }; return String(decoding: outData, as: UTF8.self) }
    var errors: String { outputLock.lock(); defer { outputLock.unlock() }; return String(decoding: errData, as: UTF8.self) }

    /// Waits (bounded) until the output contains `text`.
    @discardableResult
    func waitForOutput(_ text: String, seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits (bounded) for exit; returns the status (-1 if it had to be killed).
    func wait(seconds: Double = 60) -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        let pid = process.processIdentifier
        while process.isRunning, Date() < deadline {
            // NB: Foundation's Process can miss a child's exit on Linux (isRunning then stays
            // true for ever): reap a child it missed ourselves.
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                _ = done.wait(timeout: .now() + 5)
                return (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
            }
            usleep(20_000)
        }
        if process.isRunning {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            return -1
        }
        _ = done.wait(timeout: .now() + 5)
        return process.terminationStatus
    }

    /// Runs to completion with `input` on stdin.
    static func run(_ executable: String, _ arguments: [String], input: String = "",
                    environment: [String: String] = [:]) throws -> (status: Int32, output: String, errors: String) {
        let child = try Child(executable, arguments, environment: environment)
        child.write(input)
        child.closeInput()
        let status = child.wait()
        return (status, child.output, child.errors)
    }
}
