#if canImport(Glibc)
import Glibc
#endif
import Foundation

// `make bench`: the speed and memory targets of issue 9, measured in a release build, through
// the socket of a real `vivariumd` (its graphs in engine workers), side by side with the floor
// this machine sets: a C line-echo server over a Unix socket (Benchmarks/EchoFloor/echo.c),
// timed in the same run with the same client, and the same line relayed through a second C
// process (the shape of a daemon whose graphs run in worker processes). Each scenario runs on a fresh graph; every
// reply timed is checked to be what the scenario expects (a success, or the failure it provokes).
//
// usage: vivarium-bench [--vivariumd PATH] [--echo PATH] [--rows 100,1000,10000] [--tree-only]
//                       [--kernels DIR] [--kernels-only]
//   (defaults: the vivariumd next to this executable, .build/echo-floor, those row counts and
//   Benchmarks/Kernels; --tree-only stops after the floors and the small graph's `tap`, a one-line
//   statement's and `tree`'s round trips; --kernels-only runs the interpreter's kernels against CPython and nothing else)

let arguments = CommandLine.arguments
func option(_ name: String, default value: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    return arguments[index + 1]
}
let here = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent()
let vivariumd = option("--vivariumd", default: here.appendingPathComponent("vivariumd").path)
let echoFloor = option("--echo", default: ".build/echo-floor")
for (name, path) in [("vivariumd", vivariumd), ("echo floor", echoFloor)] where !FileManager.default.isExecutableFile(atPath: path) {
    print("error: the \(name) is not built at \(path) (`make bench` builds it)")
    exit(1)
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vivarium-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
defer { try? FileManager.default.removeItem(at: directory) }

func start(_ executable: String, _ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    return process
}

/// `VmHWM` (peak resident) and `Threads` of a process, from /proc.
func processStatus(_ pid: Int) -> (peakKiB: Int, threads: Int)? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    func field(_ name: String) -> Int? {
        status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
            .flatMap { Int($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
    }
    guard let peak = field("VmHWM"), let threads = field("Threads") else { return nil }
    return (peak, threads)
}

let report = Report()

// 1. The floor: a line as long as a `tree` request, echoed.
let echoSocket = directory.appendingPathComponent("echo").path
let echoServer = try start(echoFloor, [echoSocket])
defer { echoServer.terminate() }
let echo = try LineClient(socket: echoSocket)
let probe = String(repeating: "x", count: 80)
for _ in 0..<200 { _ = try echo.roundTrip(probe) }
var floorSamples: [Double] = []
for _ in 0..<2_000 { floorSamples.append(try measure { _ = try echo.roundTrip(probe) }) }
let floor = median(floorSamples)
report.figure("echo floor round trip (C, Unix socket; median of 2,000)", floor)

// 1b. The relay floor: the same line through a C relay to a second echo process — the shape of a
// daemon that hands each command to a graph's worker process (two hops, four wake-ups).
let relaySocket = directory.appendingPathComponent("relay").path
let relayServer = try start(echoFloor, ["--relay", relaySocket, echoSocket])
defer { relayServer.terminate() }
echo.close()
let relay = try LineClient(socket: relaySocket)
for _ in 0..<200 { _ = try relay.roundTrip(probe) }
var relaySamples: [Double] = []
for _ in 0..<2_000 { relaySamples.append(try measure { _ = try relay.roundTrip(probe) }) }
let relayFloor = median(relaySamples)
relay.close()
report.figure("relay floor round trip (C: client → relay → echo process; median of 2,000)", relayFloor)

// 2. The daemon.
let daemonSocket = directory.appendingPathComponent("vivariumd.sock").path
let daemon = try start(vivariumd, ["--foreground", "--socket", daemonSocket, "--no-state", "--log-level", "error"])
defer { daemon.terminate(); daemon.waitUntilExit() }
let connection = try DaemonConnection(socket: daemonSocket)
let scenarios = Scenarios(connection: connection, report: report)
try scenarios.smallGraphRoundTrips(floor: floor, relayFloor: relayFloor)

// 2b. The same tap through a daemon that journals its graphs, as `viv` starts it, beside the flush
// floor of the journal's file system (this run's temporary directory).
do {
    // NB: a directory of its own: one daemon per socket directory.
    let journaledDirectory = directory.appendingPathComponent("journaled")
    let stateDirectory = journaledDirectory.appendingPathComponent("graphs").path
    try FileManager.default.createDirectory(atPath: stateDirectory, withIntermediateDirectories: true,
                                            attributes: [.posixPermissions: 0o700])
    report.figure("flush floor: an entry-sized line appended and fdatasync'ed (median of 300)",
                  try Scenarios.flushFloor(in: stateDirectory))
    let journaledSocket = journaledDirectory.appendingPathComponent("vivariumd.sock").path
    let journaledDaemon = try start(vivariumd, ["--foreground", "--socket", journaledSocket, "--state-dir", stateDirectory,
                                                "--log-level", "error"])
    defer { journaledDaemon.terminate(); journaledDaemon.waitUntilExit() }
    let journaled = Scenarios(connection: try DaemonConnection(socket: journaledSocket), report: report)
    try journaled.journaledTap(unjournaled: scenarios.tapRoundTrip)
}
var changes: [Int: Double] = [:]
let treeOnly = arguments.contains("--tree-only")
let kernelsOnly = arguments.contains("--kernels-only")
if !treeOnly {
    try Kernels(scenarios: scenarios, directory: option("--kernels", default: "Benchmarks/Kernels")).run()
}
let rowCounts = treeOnly || kernelsOnly ? [] : option("--rows", default: "100,1000,10000").split(separator: ",").compactMap { Int($0) }
for count in rowCounts {
    changes[count] = try scenarios.stateObjectRows(count)
}
if let small = changes[100], let large = changes[10_000] {
    scenarios.report.target("one row's object change, 10,000 rows ÷ 100 rows", ratio: large / small, atMost: 1.5)
}
if !treeOnly && !kernelsOnly {
    try scenarios.failedCommand(rows: rowCounts.contains(1_000) ? 1_000 : rowCounts.first ?? 100)
    try scenarios.workerRestart(history: 1_000)
    try scenarios.longSession()
    try scenarios.rerenderMemory()
    try scenarios.taskRows(1_000)
    try scenarios.scaling()
}
if let status = processStatus(Int(daemon.processIdentifier)) {
    scenarios.report.memory("vivariumd (sockets, clients, journals; graphs run in workers)", kib: status.peakKiB)
}
scenarios.report.print()
