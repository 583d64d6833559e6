/// Cost follows change (issue 24): a command costs what it does, not what the session ran
/// before it. The same one-line statement is timed after 10 commands and after 2,000, on one
/// graph; each reply is checked to print what it computed.
extension Scenarios {
    func longSession(commands: Int = 2_000) throws {
        let graph = try freshGraph("""
            func square(_ n: Int) -> Int { n * n }
            """)
        var ran = 0
        func statement() throws -> Double {
            ran += 1
            return try connection.time(graph: graph, "print(\"square\", square(\(ran)))", expect: .success(showing: "square \(ran * ran)"))
        }
        for _ in 0..<10 { _ = try statement() }
        let early = try (0..<50).map { _ in try statement() }
        while ran < commands { _ = try statement() }
        let late = try (0..<50).map { _ in try statement() }
        report.figure("a statement after 10 commands (median of 50)", median(early))
        report.figure("the same after \(commands) commands (median of 50)", median(late))
        report.target("a statement after \(commands) commands ÷ after 10", ratio: median(late) / median(early), atMost: 1.5)
        try close(graph, "long session")
    }
}

extension Scenarios {
    /// Memory follows what lives, not how often it was re-rendered: 1,000 rows whose
    /// initializer makes their `@StateObject` from an argument and keeps a closure of its own
    /// (`_model = StateObject(wrappedValue: RowModel(id: id))`, `self.label = { … }`), their
    /// parent re-rendered 20 and then 220 times; the worker's peak memory after each, every tap's
    /// reply checked. Each re-render used to leave the rows' previous view values behind
    /// (a cycle through the initializer's `self`): a mebibyte per re-render.
    func rerenderMemory(rows: Int = 1_000) throws {
        let graph = try freshGraph("""
            final class RowModel: ObservableObject {
                @Published var value = 0
                let id: Int
                init(id: Int) { self.id = id }
            }
            struct Row: View {
                let id: Int
                let label: () -> String
                @StateObject private var model: RowModel
                init(id: Int) {
                    self.id = id
                    self.label = { "row \\(id)" }
                    _model = StateObject(wrappedValue: RowModel(id: id))
                }
                var body: some View { Text("\\(label()): \\(model.value)") }
            }
            struct Rows: View {
                @State private var tick = 0
                var body: some View {
                    VStack {
                        Button("tick \\(tick)") { tick += 1 }
                        ForEach(0..<\(rows), id: \\.self) { Row(id: $0) }
                    }
                }
            }
            """)
        _ = try connection.time(graph: graph, "mount Rows()")
        var ticks = 0
        func rerender(_ count: Int) throws -> Double {
            for _ in 0..<count {
                ticks += 1
                _ = try connection.time(graph: graph, "tap Rows/VStack/Button", expect: .success(showing: "tick \(ticks)"))
            }
            guard let pid = try enginePid(graph), let status = processStatus(pid) else { throw BenchError("no engine worker for \(graph)") }
            return Double(status.peakKiB) / 1024
        }
        let early = try rerender(20)
        let late = try rerender(200)
        report.note("memory of \(rows.formatted()) rows after 20 parent re-renders (worker peak)", String(format: "%.1f MiB", early), "")
        report.note("the same after 220 re-renders", String(format: "%.1f MiB", late),
                    String(format: "%+.2f MiB per re-render (a mebibyte before the fix)", (late - early) / 200))
        try close(graph, nil)
    }
}
