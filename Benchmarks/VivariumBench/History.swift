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
