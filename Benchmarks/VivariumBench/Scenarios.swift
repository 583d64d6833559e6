import Foundation

/// The scenarios of `make bench`, each on a fresh graph of the running daemon, in the shapes
/// users write: rows that each own a view model (`@StateObject`), rows that each run a `.task`.
final class Scenarios {
    let connection: DaemonConnection
    let report: Report
    private var graphs = 0
    /// The small graph's `tap` round trip (`smallGraphRoundTrips`), once measured.
    var tapRoundTrip = Double.nan

    init(connection: DaemonConnection, report: Report) {
        self.connection = connection
        self.report = report
    }

    /// A fresh graph holding `source`; returns its name.
    func freshGraph(_ source: String) throws -> String {
        graphs += 1
        let name = "bench-\(graphs)"
        _ = try connection.call("graph.open", ["name": name, "create": true])
        _ = try connection.time(graph: name, source)
        return name
    }

    /// Closes the graph, after noting its engine worker's peak memory under `what` (nil: not noted).
    func close(_ graph: String, _ what: String?) throws {
        if let what, let pid = try enginePid(graph), let status = processStatus(pid) {
            report.memory("engine worker, \(what)", kib: status.peakKiB)
        }
        _ = try connection.call("graph.close", ["name": graph])
    }

    func enginePid(_ graph: String) throws -> Int? {
        let list = try connection.call("graph.list", [:])
        let graphs = (list["result"] as? [String: Any])?["graphs"] as? [[String: Any]] ?? []
        return graphs.first { $0["name"] as? String == graph }?["enginePid"] as? Int
    }

    /// How the graph's failed commands were rolled back, from `graph.list`'s `restores`.
    func rollbackKind(_ graph: String) throws -> String {
        let list = try connection.call("graph.list", [:])
        let graphs = (list["result"] as? [String: Any])?["graphs"] as? [[String: Any]] ?? []
        let restores = graphs.first { $0["name"] as? String == graph }?["restores"] as? [String: Any]
        return "\(restores?["byUndo"] as? Int ?? 0) by undo, \(restores?["byReplay"] as? Int ?? 0) by replay"
    }

    /// Round trips of commands the engine runs on a small graph, against the echo floor: a
    /// `tap` on a three-node graph (the view, its stack, its button), which changes the graph,
    /// and `tree` on the bundled example. Each reply is checked: the tap's shows the count it
    /// made.
    func smallGraphRoundTrips(floor: Double, relayFloor: Double) throws {
        let (counter, tap) = try mountedCounter()
        for _ in 0..<200 { _ = try tap() }
        let taps = try (0..<1_000).map { _ in try tap() }
        tapRoundTrip = median(taps)
        report.figure("tap round trip, three-node graph (median of 1,000; p90 \(milliseconds(percentile(taps, 0.9))))", median(taps))
        report.target("tap round trip ÷ echo floor", ratio: median(taps) / floor, atMost: 4)
        report.note("tap round trip ÷ relay floor", String(format: "%.2f×", median(taps) / relayFloor),
                    "the daemon's and engine's own cost over two bare socket hops")
        try close(counter, "three-node graph")

        // A one-line statement against a loaded program: the path every statement typed at the
        // prompt takes (parse, lower, check, run, reply), and the floor under the kernels' times.
        let program = try freshGraph("func f(_ x: Int) -> Int { x + 1 }")
        func statement() throws -> Double {
            let (seconds, output) = try connection.timeOutput(graph: program, "print(f(1))")
            guard output == ["2"] else { throw BenchError("print(f(1)) printed \(output)") }
            return seconds
        }
        for _ in 0..<200 { _ = try statement() }
        let statements = try (0..<1_000).map { _ in try statement() }
        report.figure("a one-line statement, print(f(1)) (median of 1,000; p90 \(milliseconds(percentile(statements, 0.9))))", median(statements))
        report.note("statement round trip ÷ echo floor", String(format: "%.2f×", median(statements) / floor),
                    "parse, lower, check, run and reply of one line")
        try close(program, nil)

        let example = try String(contentsOfFile: "Sessions/example.viv", encoding: .utf8)
        var inputs: [String] = []
        for line in example.components(separatedBy: "\n") {
            if line.hasPrefix("viv> ") { inputs.append(String(line.dropFirst(5))) }
            else if line.hasPrefix("...> "), !inputs.isEmpty { inputs[inputs.count - 1] += "\n" + line.dropFirst(5) }
        }
        graphs += 1
        let graph = "bench-\(graphs)"
        _ = try connection.call("graph.open", ["name": graph, "create": true])
        for input in inputs.prefix(while: { !$0.hasPrefix("tap") }) { _ = try connection.time(graph: graph, input) }
        for _ in 0..<100 { _ = try connection.time(graph: graph, "tree", expect: .success(showing: "ParentView")) }
        let trees = try (0..<1_000).map { _ in try connection.time(graph: graph, "tree", expect: .success(showing: "ParentView")) }
        report.figure("tree round trip, small graph (median of 1,000; p90 \(milliseconds(percentile(trees, 0.9))))", median(trees))
        report.note("tree round trip ÷ echo floor", String(format: "%.2f×", median(trees) / floor),
                    "four hops: client → daemon → engine worker and back")
        try close(graph, "small graph")
    }

    /// A fresh graph of a three-node counter (the view, its stack, its button), mounted, and a
    /// timed `tap` of its button, checked to show the count it made.
    func mountedCounter() throws -> (graph: String, tap: () throws -> Double) {
        let counter = try freshGraph("""
            struct Counter: View {
                @State var count = 0
                var body: some View {
                    VStack { Button("count \\(count)") { count += 1 } }
                }
            }
            """)
        _ = try connection.time(graph: counter, "mount Counter()")
        var count = 0
        return (counter, {
            count += 1
            return try self.connection.time(graph: counter, "tap Counter/VStack/Button", expect: .success(showing: "count \(count)"))
        })
    }

    /// Mount, parent re-render and one row's object change for `count` rows that each own a
    /// view model; returns the one-row change's time: the median of 15 taps after the first
    /// (the first, timed alone, also pays for freeing what the re-render dropped).
    func stateObjectRows(_ count: Int) throws -> Double {
        let graph = try freshGraph(Self.stateObjectRowsSource(count))
        let mount = try connection.time(graph: graph, "mount Rows()")
        // The median of 5 re-renders: one sample of a 20 ms command on this machine ranged from
        // 21 to 36 ms between runs.
        let rerender = median(try (0..<5).map { generation in
            try connection.time(graph: graph, "tap \"generation \(generation)\"")
        })
        let tap = "tap Rows/VStack/ForEach[\(count / 2)]/Row/Button"
        let first = try connection.time(graph: graph, tap)
        let change = median(try (0..<15).map { _ in try connection.time(graph: graph, tap) })
        let rows = count.formatted()
        switch count {
        case 1_000:
            report.target("mount of \(rows) @StateObject rows", mount, atMost: 0.135)
            report.target("parent re-render of \(rows) rows, inputs unchanged (median of 5)", rerender, atMost: 0.022)
        case 10_000:
            report.target("mount of \(rows) @StateObject rows", mount, atMost: 1.5)
            report.figure("parent re-render of \(rows) rows, inputs unchanged (median of 5)", rerender)
            // The graph's every process: one engine worker (the daemon's own is reported apart).
            if let pid = try enginePid(graph), let status = processStatus(pid) {
                report.target("memory of a graph of \(rows) rows, all its processes (its one worker's peak)", mebibytes: Double(status.peakKiB) / 1024, atMost: 100)
            }
        default:
            report.figure("mount of \(rows) @StateObject rows", mount)
            report.figure("parent re-render of \(rows) rows, inputs unchanged (median of 5)", rerender)
        }
        report.figure("one row's object change, \(rows) rows, first after the re-render", first)
        report.figure("one row's object change, \(rows) rows (median of the next 15)", change)
        try close(graph, "\(rows) @StateObject rows")
        return change
    }

    /// A command that traps on a 1,000-row graph with some history, against the same command
    /// when it succeeds; the command after it against its normal time; two failures in a row.
    func failedCommand(rows count: Int) throws {
        let graph = try freshGraph(Self.stateObjectRowsSource(count))
        _ = try connection.time(graph: graph, "mount Rows()")
        for generation in 0..<3 { _ = try connection.time(graph: graph, "tap \"generation \(generation)\"") }
        // `Maybe` prints items[generation]: fine at generation 3, a trap at 4. Each timed command, succeeding or failing,
        // directly follows an untimed `help tree` (a small reply the engine runs: `warm`): on
        // this machine a worker left idle runs its next command up to twice as slow as one that
        // has just run another, so every sample meets the worker alike.
        let succeeded = median(try (0..<15).map { _ in
            try warm(graph)
            return try connection.time(graph: graph, "tap \"Maybe\"")
        })
        // The command after a failure is timed against the same command after a success.
        let tap = "tap Rows/VStack/ForEach[\(count / 2)]/Row/Button"
        let normal = median(try (0..<15).map { _ in
            try warm(graph)
            _ = try connection.time(graph: graph, "tap \"Maybe\"")
            return try connection.time(graph: graph, tap)
        })
        _ = try connection.time(graph: graph, "tap \"generation 3\"")
        var failures: [Double] = [], seconds: [Double] = [], afters: [Double] = []
        for _ in 0..<15 {
            try warm(graph)
            failures.append(try connection.time(graph: graph, "tap \"Maybe\"", expect: .failure("runtime")))
            afters.append(try connection.time(graph: graph, tap))
            try warm(graph)
            _ = try connection.time(graph: graph, "tap \"Maybe\"", expect: .failure("runtime"))
            seconds.append(try connection.time(graph: graph, "tap \"Maybe\"", expect: .failure("runtime")))
        }
        let failed = median(failures), after = median(afters), second = median(seconds)
        report.figure("the command succeeding (\(count.formatted()) rows, 4 commands of history; median of 15, each right after another command)", succeeded)
        report.figure("the same command trapping, undone (median of 15, each right after another command)", failed)
        report.target("failed command ÷ the same command succeeding", ratio: failed / succeeded, atMost: 2)
        report.figure("a row's tap right after a success (median of 15)", normal)
        report.figure("the same tap right after a failure (median of 15)", after)
        report.target("the command after a failure ÷ its normal time", ratio: after / normal, atMost: 1.2)
        report.figure("the second of two failures in a row (median of 15)", second)
        report.target("the second failure in a row ÷ the first", ratio: second / failed, atMost: 1.2)
        // A failure with much to undo: the parent re-renders every row, then its `onChange` traps.
        let rerender = median(try (4..<9).map { generation in
            try warm(graph)
            return try connection.time(graph: graph, "tap \"generation \(generation)\"")
        })
        let undone = median(try (0..<5).map { _ in
            try warm(graph)
            return try connection.time(graph: graph, "tap \"Re-render and trap\"", expect: .failure("runtime"))
        })
        report.figure("a parent re-render of \(count.formatted()) rows (median of 5)", rerender)
        report.figure("the same re-render, then a trap in its onChange, undone (median of 5)", undone)
        report.target("a re-render that traps, undone ÷ the re-render succeeding", ratio: undone / rerender, atMost: 2)
        report.note("the rollbacks were", try rollbackKind(graph), "undone in the engine, or replayed from the journal")
        try close(graph, "failed command")
    }

    /// A graph with 1,000 commands of history whose worker is killed (`kill -9`): the time of
    /// the next command, which waits for a new worker to replay the journal.
    func workerRestart(history: Int) throws {
        let graph = try freshGraph("""
            struct Tally: View {
                @State var count = 0
                var body: some View { VStack { Button("count \\(count)") { count += 1 } } }
            }
            """)
        _ = try connection.time(graph: graph, "mount Tally()")
        for index in 0..<history - 2 {
            _ = try connection.time(graph: graph, "tap Tally/VStack/Button", expect: .success(showing: "count \(index + 1)"))
        }
        guard let pid = try enginePid(graph) else { throw BenchError("no engine worker for \(graph)") }
        kill(pid_t(pid), SIGKILL)
        usleep(100_000)
        let restart = try connection.time(graph: graph, "tree", expect: .success(showing: "count \(history - 2)"))
        report.figure("worker restart after kill -9, \(history.formatted()) commands of history (the next command, replay included)", restart)
        try close(graph, nil)
    }

    /// An untimed command whose reply carries no tree (`help tree`, a one-line reply), so that
    /// the next command meets a worker that has just run one.
    func warm(_ graph: String) throws {
        let answer = try connection.call("command", ["graph": graph, "line": "help tree"])
        guard answer["result"] != nil else { throw BenchError("help tree failed: \(answer)") }
    }

    /// `count` rows that each start a `.task` which sleeps, then sets its state.
    func taskRows(_ count: Int) throws {
        let graph = try freshGraph("""
            struct TaskRow: View {
                let index: Int
                @State var loaded = false
                var body: some View {
                    Text(loaded ? "Row \\(index) loaded" : "Row \\(index)")
                        .task {
                            try? await Task.sleep(nanoseconds: 100_000_000)
                            loaded = true
                        }
                }
            }
            struct TaskRows: View {
                var body: some View {
                    VStack { ForEach(0..<\(count), id: \\.self) { TaskRow(index: $0) } }
                }
            }
            """)
        let mount = try connection.time(graph: graph, "mount TaskRows()")
        let suspended = try enginePid(graph).flatMap(processStatus)
        let settle = try connection.time(graph: graph, "advance 1s")
        let rows = count.formatted()
        report.figure("mount of \(rows) rows each starting a .task", mount)
        report.target("\(rows) suspended tasks resumed and finished (advance 1s)", settle, atMost: 0.2)
        if let suspended {
            report.note("engine worker threads while \(rows) tasks are suspended", "\(suspended.threads)",
                        "target: no thread per suspended task")
        }
        try close(graph, "\(rows) .task rows")
    }

    static func stateObjectRowsSource(_ count: Int) -> String {
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
            @State var trapsAfter = false
            var body: some View {
                VStack {
                    Button("generation \\(generation)") { generation += 1 }
                    Button("Maybe") { let items = [0, 1, 2, 3]; print(items[generation]) }
                    Button("Re-render and trap") { trapsAfter = true; generation += 1 }
                    ForEach(0..<\(count), id: \\.self) { Row(index: $0) }
                }
                .onChange(of: generation) { _, new in if trapsAfter { print([Int]()[new]) } }
            }
        }
        """
    }
}
