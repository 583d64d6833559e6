#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Logging
import Testing
@testable import VivariumDaemon

/// Issue 10, item 4: the daemon trusts only its own — the socket directory's parents and
/// `socket.lock` are checked as tmux checks its socket directory.
@Suite struct SocketTrustTests {
    @Test func aParentWritableByOthersWithoutTheStickyBitIsRefused() async throws {
        let parent = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        chmod(parent, 0o777)
        await #expect(throws: SocketSetupError.insecurePath(
            path: parent, reason: "a parent directory is writable by other users (mode 0777) without the sticky bit")) {
            try await withDaemonAt(parent + "/d/s") { _ in }
        }
        chmod(parent, 0o1777)
        try await withDaemonAt(parent + "/d/s") { socket in #expect(SocketSetup.probe(socket) == .live) }
    }

    @Test func aSymlinkedLockIsRefused() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + ".target"
        defer { unlink(target) }
        #expect(symlink(target, directory + "/socket.lock") == 0)
        await #expect(throws: SocketSetupError.insecurePath(path: directory + "/socket.lock", reason: "it is a symlink")) {
            try await withDaemonAt(directory + "/s") { _ in }
        }
        #expect(!FileManager.default.fileExists(atPath: target), "nothing was created through the link")
    }

    private func withDaemonAt(_ socket: String, _ body: (String) async throws -> Void) async throws {
        var logger = Logger(label: "vivariumd-test")
        logger.logLevel = .critical
        let daemon = try await Daemon.start(DaemonConfiguration(socketPath: socket, logger: logger))
        let serving = Task { await daemon.serve() }
        try await body(socket)
        daemon.stop(reason: "test finished")
        await serving.value
    }
}
