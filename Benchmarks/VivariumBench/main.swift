import Foundation
import Logging
import VivariumDaemon
import VivariumProtocol
import VivariumSession
import VivariumShell
import VivariumWire

// `make bench`: speed and memory targets, measured in a release build (never in tests).
//
// 1. Round trip of `tree` on a small graph through the real socket and an in-process daemon
//    (median and p90 of 1,000 sequential requests).
// 2. The engine alone: mounting a 10,000-row ForEach, tapping one row (one body runs),
//    re-evaluating the parent (10,000 inits, no row body).
// 3. Peak resident memory.



func milliseconds(_ seconds: Double) -> String { String(format: "%.3f ms", seconds * 1000) }

func measure(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

let example = try String(contentsOfFile: "Sessions/example.viv", encoding: .utf8)
let exampleInputs = example.components(separatedBy: "\n").reduce(into: [String]()) { inputs, line in
    if line.hasPrefix("viv> ") { inputs.append(String(line.dropFirst(5))) }
    else if line.hasPrefix("...> "), !inputs.isEmpty { inputs[inputs.count - 1] += "\n" + line.dropFirst(5) }
}

// 1. Round trip.
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vivarium-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
defer { try? FileManager.default.removeItem(at: directory) }
var logger = Logger(label: "vivarium-bench")
logger.logLevel = .critical
let socket = directory.appendingPathComponent("s").path
// The round trip goes through a graph's engine worker, as in `vivariumd`: the vivariumd
// built next to this benchmark (`make bench` builds both).
var configuration = DaemonConfiguration(socketPath: socket, logger: logger)
let workerExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("vivariumd").path
if FileManager.default.isExecutableFile(atPath: workerExecutable) {
    configuration.engineHosting = .workers(executable: workerExecutable, limits: EngineLimits())
} else {
    print("note: \(workerExecutable) is not built; engines run in process")
}
let daemon = try await Daemon.start(configuration)
let serving = Task { await daemon.serve() }

let roundTrips: [Double] = try await Task.detached {
    let client = try DaemonClient.connect(to: socket, clientName: "vivarium-bench")
    _ = try client.call(GraphOpen.self, .init(name: "bench", create: true))
    for input in exampleInputs.prefix(while: { !$0.hasPrefix("tap") }) {
        _ = try client.call(RunCommand.self, .init(graph: "bench", line: input))
    }
    for _ in 0..<50 { _ = try client.call(RunCommand.self, .init(graph: "bench", line: "tree")) }
    var samples: [Double] = []
    for _ in 0..<1000 {
        samples.append(try measure { _ = try client.call(RunCommand.self, .init(graph: "bench", line: "tree")) })
    }
    client.close()
    return samples
}.value
print("tree round trip (small graph, 1,000 requests): median \(milliseconds(percentile(roundTrips, 0.5))), p90 \(milliseconds(percentile(roundTrips, 0.9)))")
daemon.stop(reason: "benchmark finished")

// The same command without the socket: what the engine and the reply cost.
let local = Session()
for input in exampleInputs.prefix(while: { !$0.hasPrefix("tap") }) { _ = local.execute(input) }
var inProcess: [Double] = []
var encoded: [Double] = []
for _ in 0..<1000 {
    var reply: Reply?
    inProcess.append(measure { reply = local.execute("tree") })
    encoded.append(try measure { _ = try Message.response(id: .number(1), RunCommand.Result(rev: 1, reply: reply!)).frame() })
}
print("tree in process (Session.execute): median \(milliseconds(percentile(inProcess, 0.5))); encoding its response frame: median \(milliseconds(percentile(encoded, 0.5)))")
await serving.value

// 2. The engine.
let rows = """
struct Row: View {
    let index: Int
    @State var taps = 0
    var body: some View { Button("Row \\(index): \\(taps)") { taps += 1 } }
}
struct Rows: View {
    @State var generation = 0
    var body: some View {
        VStack {
            Text("generation \\(generation)")
            ForEach(0..<10_000, id: \\.self) { i in Row(index: i) }
        }
    }
}
"""
var mounts: [Double] = [], taps: [Double] = [], reevals: [Double] = []
for _ in 0..<3 {
    let session = Session()
    _ = session.execute(rows)
    mounts.append(measure { precondition(session.execute("mount Rows()").ok) })
    taps.append(measure { precondition(session.execute("tap Rows/VStack/ForEach[5000]/Row/Button").ok) })
    reevals.append(measure { precondition(session.execute("reeval Rows").ok) })
}
print("10,000-row ForEach: mount \(milliseconds(percentile(mounts, 0.5))), tap one row \(milliseconds(percentile(taps, 0.5))), parent update \(milliseconds(percentile(reevals, 0.5))) (medians of 3)")

// 2b. Rows that each own a view model (`@StateObject`): the shape of most real SwiftUI code.
//     Each scenario on a fresh graph; every reply checked ok.
func stateObjectRows(_ count: Int) -> String {
    """
    class VM: ObservableObject {
        @Published var value = 0
    }
    struct Row: View {
        let index: Int
        @StateObject var vm = VM()
        var body: some View { Button("Row \\(index): \\(vm.value)") { vm.value += 1 } }
    }
    struct Rows: View {
        @State var generation = 0
        var body: some View {
            VStack {
                Button("generation \\(generation)") { generation += 1 }
                Button("Trap") { let empty: [Int] = []; print(empty[generation]) }
                ForEach(0..<\(count), id: \\.self) { Row(index: $0) }
            }
        }
    }
    """
}
for count in [100, 1_000, 10_000] {
    let session = Session()
    precondition(session.execute(stateObjectRows(count)).ok)
    let mount = measure { precondition(session.execute("mount Rows()").ok) }
    let rerender = measure { precondition(session.execute("tap \"generation 0\"").ok) }
    let change = measure { precondition(session.execute("tap Rows/VStack/ForEach[\(count / 2)]/Row/Button").ok) }
    let failedLookup = measure { precondition(!session.execute("tap \"no such button\"").ok) }
    let failedTrap = measure { precondition(session.execute("tap \"Trap\"").error?.code == "runtime") }
    print("\(count) @StateObject rows: mount \(milliseconds(mount)), parent re-render \(milliseconds(rerender)), one row's object change \(milliseconds(change)), failed command: no such node \(milliseconds(failedLookup)), a trap \(milliseconds(failedTrap)) (rolled back by replay)")
}

// 3. Memory.
if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
   let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM") }) {
    print("peak resident memory: \(line.dropFirst(6).trimmingCharacters(in: .whitespaces))")
}
