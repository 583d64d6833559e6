#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// CPU seconds a process has used (user and system).
func cpuSeconds(of pid: pid_t) -> Double {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let fields = stat.split(separator: ")").last?.split(separator: " "), fields.count > 13,
          let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// Issue 26, items 3 and 4: no resource limit wedges the daemon.
@Suite(.serialized) struct ProcessLimitTests {
    /// Item 3: at a descriptor limit of 128, 200 clients each get an answer to `hello` or a
    /// `limitExceeded` refusal and the end of the connection — none is left waiting — and the
    /// daemon does not spin. Once they leave, a new client is served. With the daemon's own
    /// share counted as nothing (the test hook), it runs out for real (`EMFILE`) and refuses
    /// with the descriptor it keeps in reserve.
    @Test(arguments: [false, true])
    func atTheDescriptorLimitEveryConnectionIsServedOrRefused(outOfDescriptors: Bool) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "prlimit (util-linux) is needed")
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(socket: directory + "/s", limits: ["--nofile=128:128"],
                                       environment: outOfDescriptors ? [DescriptorBudget.baselineVariable: "0"] : [:])
        defer {
            kill(daemon.pid, SIGTERM)
            _ = daemon.wait()
        }
        try await offPool {
            let first = try TestClient(daemon.socket)
            try first.hello()
            for name in ["a", "b", "c"] { _ = try first.call("graph.open", ["name": .string(name)]) }
            var clients: [TestClient] = []
            for _ in 0..<200 {
                let client = try TestClient(daemon.socket, timeout: 10)
                // A refused connection may already be closed when its hello is written (EPIPE):
                // its refusal is still there to read, so the write's failure is not the test's.
                _ = try? client.send("hello", ["protocol": "1.0", "client": "many"])
                clients.append(client)
            }
            var served = 0, refused = 0
            for client in clients {
                guard let line = try client.readLine() else { Issue.record("a connection closed unanswered"); continue }
                let answer = try JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
                if answer["result"] != nil {
                    served += 1
                } else {
                    #expect(answer.errorCode == ErrorCode.limitExceeded.rawValue, "\(answer)")
                    #expect(answer["id"] == .null)
                    // Closed: an end of file, or a reset (the daemon closed with the hello unread).
                    let after = Result { try client.readLine() }
                    if case .success(let line) = after { #expect(line == nil, "a refused connection is closed") }
                    refused += 1
                }
            }
            #expect(served + refused == 200)
            #expect(refused > 0)
            if !outOfDescriptors {
                // Three graphs' workers are counted: the first client and these share the rest.
                #expect(served == DescriptorBudget(limit: 128).connections(graphs: 3) - 1)
            }
            let before = cpuSeconds(of: daemon.pid)
            usleep(2_000_000)
            #expect(cpuSeconds(of: daemon.pid) - before < 0.5, "the daemon is not spinning")
            clients.removeAll()
            #expect(waitUntil(10) {
                guard let client = try? TestClient(daemon.socket, timeout: 5) else { return false }
                return (try? client.hello()["result"]) != nil
            }, "served again once clients left")
            #expect(try first.call("command", command("a", "tree"))["result"]?["rev"] == 0)
        }
    }

    /// Item 4: under an 8 GiB address-space limit, ten graphs each answer their first command
    /// (each graph's thread in the daemon reserved 1 GiB of stack: the seventh never answered).
    @Test func underAnAddressSpaceLimitEveryGraphAnswers() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "prlimit (util-linux) is needed")
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(socket: directory + "/s", limits: ["--as=\(8 << 30)"])
        defer {
            kill(daemon.pid, SIGTERM)
            #expect(daemon.wait() != nil, "SIGTERM ends the daemon")
        }
        try await offPool {
            let client = try TestClient(daemon.socket)
            try client.hello()
            for index in 1...10 {
                _ = try client.call("graph.open", ["name": .string("g\(index)")])
                let answer = try client.call("command", command("g\(index)", "struct V\(index) {}"))
                #expect(answer["result"]?["rev"] == 1, "graph \(index): \(answer)")
            }
        }
    }

    /// Item 4: limits for workers past the daemon's own are refused when it starts, saying so;
    /// the default is lowered to fit, with a note.
    @Test func workerLimitsMustFitTheDaemonsOwn() throws {
        let process = EngineLimits.ProcessLimits(addressSpaceBytes: 2 << 30, cpuSeconds: 60, openFiles: 32)
        #expect(throws: EngineLimits.Misfit.self) { try EngineLimits().fitted(to: process, addressSpaceGiven: true) }
        let (fitted, notes) = try EngineLimits().fitted(to: process, addressSpaceGiven: false)
        #expect(fitted.addressSpaceBytes == 2 << 30 && fitted.cpuSeconds == 60 && fitted.openFiles == 32)
        #expect(notes.count == 3)
        #expect(throws: EngineLimits.Misfit.self) {
            try EngineLimits().fitted(to: .init(addressSpaceBytes: 256 << 20), addressSpaceGiven: false)
        }

        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "prlimit (util-linux) is needed")
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = Process()
        run.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        run.arguments = ["--as=\(4 << 30)", vivariumd, "--foreground", "--no-state", "--socket", directory + "/s", "--engine-memory", "8192"]
        let errors = Pipe()
        run.standardError = errors
        run.standardOutput = FileHandle.nullDevice
        try run.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        #expect(run.terminationStatus == 1)
        #expect(message.contains("--engine-memory 8192 is more than this process's own address-space limit (ulimit -v: 4096 MiB)"), "\(message)")
    }

    /// A graph's thread that cannot be created is an error, never a thread that silently never
    /// runs what is queued for it.
    @Test func aThreadThatCannotStartIsAnError() {
        #expect(throws: NativeThread.StartError.self) {
            _ = try EngineThreadExecutor(name: "too big", stackSize: 1 << 60)
        }
    }
}
