import Foundation
import Testing
@testable import VivariumShell

@Suite struct TranscriptTesterTests {
    let tester = TranscriptTester { FakeExecutor(failing: ["boom"]) }

    /// A scratch directory with the given files, removed afterwards by the caller.
    func directory(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viv-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    @Test func matchingTranscriptPasses() throws {
        let check = try tester.check(Transcript(parsing: "viv> a\nran a\n\nviv> boom\nerror: boom failed\n"))
        #expect(check.passed)
        #expect(check.diff == "")
    }

    @Test func mismatchIsReportedAsADiffOfTheFile() throws {
        let check = try tester.check(Transcript(parsing: "# c\nviv> a\nran b\n\nviv> c\nran c\n"))
        #expect(check.mismatches == [0])
        #expect(check.diff == """
            --- expected
            +++ actual
            @@ -1,6 +1,6 @@
             # c
             viv> a
            -ran b
            +ran a
             \("")
             viv> c
             ran c

            """)
    }

    @Test func runReportsEachFileAndTheTotals() throws {
        let dir = try directory(["b.viv": "viv> x\nran x\n", "a.viv": "viv> y\nwrong\n", "notes.txt": "ignored"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try TranscriptTester.sessionFiles([dir.path])
        #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["a.viv", "b.viv"])
        var lines: [String] = []
        let summary = try tester.run(files: files) { lines.append($0) }
        #expect(summary == .init(passed: 1, failed: 1, updated: 0))
        #expect(lines.first == "FAIL \(dir.path)/a.viv")
        #expect(lines.contains("-wrong"))
        #expect(lines.contains("+ran y"))
        #expect(lines.suffix(2) == ["PASS \(dir.path)/b.viv", "1 passed, 1 failed"])
    }

    @Test func updateRewritesExpectationsKeepingInputsAndComments() throws {
        let original = """
            # seed 003: experiment 4
            viv> struct A {
            ...> }
            stale

            # an error is an expectation too
            viv> boom
            viv> z

            """
        let dir = try directory(["t.viv": original])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("t.viv").path
        var lines: [String] = []
        let summary = try TranscriptTester(update: true) { FakeExecutor(failing: ["boom"]) }
            .run(files: [path]) { lines.append($0) }
        #expect(summary == .init(passed: 1, failed: 0, updated: 1))
        #expect(lines == ["updated \(path)", "1 passed, 0 failed"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == """
            # seed 003: experiment 4
            viv> struct A {
            ...> }
            ran struct A {
            }

            # an error is an expectation too
            viv> boom
            error: boom failed

            viv> z
            ran z

            """)
        // Now it passes as written.
        var again: [String] = []
        #expect(try tester.run(files: [path]) { again.append($0) } == .init(passed: 1, failed: 0, updated: 0))
    }

    @Test func malformedOrMissingFilesFail() throws {
        let dir = try directory(["bad.viv": "mount A()\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        var lines: [String] = []
        let summary = try tester.run(files: [dir.appendingPathComponent("bad.viv").path]) { lines.append($0) }
        #expect(summary.failed == 1)
        #expect(lines.first?.hasSuffix("bad.viv: line 1: expected an input (`viv> `), a comment (`#`) or a blank line") == true)
        #expect(throws: TranscriptTester.MissingPath(path: "/nonexistent/x.viv")) {
            try TranscriptTester.sessionFiles(["/nonexistent/x.viv"])
        }
    }
}
