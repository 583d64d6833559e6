import Foundation
import Testing
@testable import VivariumSession
import VivariumWire

/// Seed 002: an @ObservedObject made inline in the parent's body is a new object per parent
/// update, the old one freed.
private let observedCounter = [
    """
    class CounterViewModel: ObservableObject {
        @Published private(set) var count = 0
        init(initialValue: Int) { count = initialValue }
        func increment() { count += 1 }
    }
    """,
    """
    struct CounterView: View {
        @ObservedObject var viewModel: CounterViewModel
        var body: some View {
            Button("Increment", action: viewModel.increment)
            Text("Number is \\(viewModel.count)")
        }
    }
    """,
    """
    struct ContentView: View {
        @State private var number = 0
        var body: some View {
            VStack {
                CounterView(viewModel: CounterViewModel(initialValue: number))
                Button("Crash") {
                    number += 1
                    let box: Int? = nil
                    print(box!)
                }
            }
        }
    }
    """,
    "mount ContentView()",
    "tap \"Increment\"",
    "reeval ContentView",
]

/// A parsed SVG element: its name and attributes.
private struct Element {
    var name: String
    var attributes: [String: String]
    var text: String
    func number(_ key: String) -> Int? { attributes[key].flatMap { Int($0) } }
}

private func elements(_ svg: String, _ name: String) -> [Element] {
    var found: [Element] = []
    var rest = Substring(svg)
    while let start = rest.range(of: "<\(name) ") {
        let tail = rest[start.upperBound...]
        guard let close = tail.firstIndex(of: ">") else { break }
        var attributes: [String: String] = [:]
        let scanner = String(tail[..<close])
        var cursor = Substring(scanner)
        while let equals = cursor.range(of: "=\"") {
            let key = cursor[..<equals.lowerBound].split(separator: " ").last.map(String.init) ?? ""
            let after = cursor[equals.upperBound...]
            guard let quote = after.firstIndex(of: "\"") else { break }
            attributes[key] = String(after[..<quote])
            cursor = after[after.index(after: quote)...]
        }
        var text = ""
        let body = tail[tail.index(after: close)...]
        if !scanner.hasSuffix("/"), let end = body.range(of: "</\(name)>") { text = String(body[..<end.lowerBound]) }
        found.append(Element(name: name, attributes: attributes, text: text))
        rest = tail[close...]
    }
    return found
}

private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private let rsvgConvert: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite struct TimelineTests {
    @Test func theChartShowsEachObjectsLifetime() {
        let session = Session()
        run(session, observedCounter)
        let reply = session.execute("timeline")
        #expect(reply.ok)
        let text = reply.message ?? ""
        #expect(text.hasPrefix("2 objects over 6 commands"), "\(text)")
        // Created by the mount (column 4), freed by the reeval (column 6); its successor lives on.
        #expect(text.contains("CounterViewModel#1        ●━━━○"), "\(text)")
        #expect(text.contains("CounterViewModel#2            ●"), "\(text)")
        #expect(text.contains("CounterViewModel#1  created at 4 (mount ContentView()) by ContentView/VStack/CounterView.viewModel, freed at 6 (reeval ContentView)"), "\(text)")
        #expect(text.contains("CounterViewModel#2  created at 6 (reeval ContentView) by ContentView/VStack/CounterView.viewModel, alive"), "\(text)")
        #expect(text.contains("  4  mount ContentView()"), "\(text)")
        // Reading the timeline is not part of the graph's history.
        #expect(session.execute("timeline").message == text)
    }

    @Test func aFailedCommandLeavesTheHistoryAsItWas() {
        let session = Session()
        run(session, observedCounter)
        let before = session.execute("timeline").message
        let crash = session.execute("tap \"Crash\"")
        #expect(!crash.ok)
        #expect(session.execute("timeline").message == before)
        // The rebuilt history goes on: the next update frees #2 and creates #3 in column 7.
        run(session, ["reeval ContentView"])
        let after = session.execute("timeline").message ?? ""
        #expect(after.contains("CounterViewModel#2  created at 6 (reeval ContentView) by ContentView/VStack/CounterView.viewModel, freed at 7 (reeval ContentView)"), "\(after)")
        #expect(after.hasPrefix("3 objects over 7 commands"), "\(after)")
    }

    @Test func aLeakedObjectIsMarkedAndStaysInMemory() {
        let node = ObjectRecord(id: "Node#1", type: "Node", holder: "ContentView.model")
        func step(_ line: String, created: [ObjectRecord] = [], leaked: [ObjectRecord] = []) -> TimelineStep {
            TimelineStep(number: 0, line: line, created: created, reused: [], freed: [], leaked: leaked)
        }
        let timeline = Timeline(steps: [step("mount ContentView()", created: [node]), step("tap \"Link\""),
                                        step("unmount", leaked: [node]), step("mount ContentView()")])
        #expect(timeline.rows == [Timeline.Row(id: "Node#1", holder: "ContentView.model", created: 0, end: .leaked(2))])
        let text = TimelineChart.text(timeline)
        #expect(text.contains("Node#1  ●━━━✕╌╌"), "\(text)")
        #expect(text.contains("Node#1  created at 1 (mount ContentView()) by ContentView.model, leaked at 3 (unmount)"), "\(text)")
        let svg = TimelineSVG.render(timeline)
        #expect(svg.contains("<rect class=\"leaked\" data-object=\"Node#1\""))
        #expect(svg.contains("<path class=\"leak\" data-object=\"Node#1\" data-step=\"3\""))
    }

    @Test func aLongHistoryDrawsItsLatestCommands() {
        let early = ObjectRecord(id: "Early#1", type: "Early", holder: "A.model")
        let late = ObjectRecord(id: "Late#1", type: "Late", holder: "B.model")
        var steps = (1...35).map { TimelineStep(number: $0, line: "tap \"Next\"", created: [], reused: [], freed: [], leaked: []) }
        steps[0].created = [early]
        steps[1].freed = [early]
        steps[9].created = [late]
        let text = TimelineChart.text(Timeline(steps: steps))
        #expect(text.contains("commands 1–5 not drawn (timeline --svg FILE draws them all)"), "\(text)")
        #expect(!text.contains("Early#1"), "freed before the drawn columns: \(text)")
        // Columns 6…35: the ruler starts at 6, then 10, 15, …; Late#1 starts in the fifth drawn column.
        #expect(text.contains("\n        6       10        15        20        25        30        35\n"), "\(text)")
        #expect(text.contains("Late#1          ●━"), "\(text)")
        #expect(text.contains("   6  tap \"Next\"") && !text.contains("   5  tap"), "\(text)")
    }

    @Test func replayingTheJournalRebuildsTheHistory() {
        let session = Session()
        run(session, observedCounter + ["tree", "timeline"])
        // What the daemon does after a restart: a fresh session executes the journal.
        let restarted = Session()
        run(restarted, session.journal)
        #expect(restarted.execute("timeline").message == session.execute("timeline").message)
        #expect(session.journal.count == 6, "tree and timeline are not journaled")
    }

    @Test func resetStartsANewHistory() {
        let session = Session()
        run(session, observedCounter + ["reset"])
        #expect(session.execute("timeline").message == "no command has changed the graph yet")
    }

    @Test func theSVGDrawsRowsSpansAndLabels() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = Session(baseDirectory: directory)
        run(session, observedCounter)
        let reply = session.execute("timeline --svg out/../lifetimes.svg")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.message == "wrote out/../lifetimes.svg: 2 objects over 6 commands")
        let svg = try String(contentsOf: directory.appendingPathComponent("lifetimes.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))

        // One column per command, left to right; the three declarations, which made no
        // object, get none (the text chart keeps them).
        let columns = elements(svg, "rect").filter { $0.attributes["class"] == "column" }
        #expect(columns.map { $0.attributes["data-step"] } == ["4", "5", "6"])
        func column(_ step: Int) -> Element { columns.first { $0.attributes["data-step"] == "\(step)" }! }
        func left(_ step: Int) -> Int? { column(step).number("x") }
        func right(_ step: Int) -> Int? { column(step).number("x").flatMap { x in column(step).number("width").map { x + $0 } } }

        // One row per object, labelled with its name.
        let labels = elements(svg, "text").filter { $0.attributes["class"] == "object" }
        #expect(labels.map(\.text) == ["CounterViewModel#1", "CounterViewModel#2"])

        // #1 spans the mount (4) to the reeval that freed it (6); #2 from 6 to the end.
        let spans = elements(svg, "rect").filter { $0.attributes["class"] == "span" }
        #expect(spans.map { $0.attributes["data-object"] } == ["CounterViewModel#1", "CounterViewModel#2"])
        #expect(spans.first?.number("x") == left(4))
        #expect(spans.first.flatMap { span in span.number("x").flatMap { x in span.number("width").map { x + $0 } } } == right(6))
        #expect(spans.last?.number("x") == left(6))
        #expect(spans.last.flatMap { span in span.number("x").flatMap { x in span.number("width").map { x + $0 } } } == right(6))
        let rows = Set(spans.compactMap { $0.number("y") })
        #expect(rows.count == 2, "each object on its own row")

        // Markers: created, freed; the holders and the command lines as text.
        let created = elements(svg, "circle").filter { $0.attributes["class"] == "created" }
        #expect(created.map { $0.attributes["data-step"] } == ["4", "6"])
        let freed = elements(svg, "circle").filter { $0.attributes["class"] == "freed" }
        #expect(freed.map { $0.attributes["data-object"] } == ["CounterViewModel#1"])
        #expect(freed.map { $0.attributes["data-step"] } == ["6"])
        let holders = elements(svg, "text").filter { $0.attributes["class"] == "holder" }.map(\.text)
        #expect(holders == ["ContentView/VStack/CounterView.viewModel", "ContentView/VStack/CounterView.viewModel"])
        let commands = elements(svg, "text").filter { $0.attributes["class"] == "command" }.map(\.text)
        #expect(commands == ["4  mount ContentView()", "5  tap &quot;Increment&quot;", "6  reeval ContentView",
                             "(not drawn: 1, 2, 3, declarations that made no object)"])
        // The text chart's legend, each word beside its mark.
        let legend = elements(svg, "text").filter { $0.attributes["class"] == "legend-label" }.map(\.text)
        #expect(legend == ["created", "alive", "reused", "freed", "created and freed", "leaked"])
        #expect(elements(svg, "circle").filter { $0.attributes["class"] == "created legend-mark" }.count == 2)
    }

    /// Command numbers line up on the right once the history reaches two digits.
    @Test func theSVGRightAlignsCommandNumbers() {
        let made = ObjectRecord(id: "Model#1", type: "Model", holder: "A.model")
        var steps = (1...12).map { TimelineStep(number: $0, line: "tap \"Next\"", created: [], reused: [], freed: [], leaked: []) }
        steps[0].created = [made]
        let commands = elements(TimelineSVG.render(Timeline(steps: steps)), "text")
            .filter { $0.attributes["class"] == "command" }.map(\.text)
        #expect(commands.first == " 1  tap &quot;Next&quot;")
        #expect(commands.last == "12  tap &quot;Next&quot;")
    }

    @Test func theSVGPathMustEndInSVG() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = Session(baseDirectory: directory)
        let reply = session.execute("timeline --svg lifetimes.png")
        #expect(!reply.ok)
        #expect(reply.error?.message == "timeline --svg writes SVG files only: 'lifetimes.png' does not end in .svg")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("lifetimes.png").path))
        #expect(session.execute("timeline --png x.svg").error?.message == "usage: \(Command.timeline.usage)")
    }

    @Test(.enabled(if: rsvgConvert != nil, "rsvg-convert is not installed (Debian package librsvg2-bin): the SVG is not rasterized"))
    func theSVGRendersWithRsvgConvert() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = Session(baseDirectory: directory)
        run(session, observedCounter + ["timeline --svg lifetimes.svg"])
        let png = directory.appendingPathComponent("lifetimes.png")
        // NB: posix_spawn and waitpid, not Foundation's Process, whose waitUntilExit can miss
        // a child's exit on Linux and hang the suite.
        let errorsFile = directory.appendingPathComponent("rsvg.stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, errorsFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let tool = try #require(rsvgConvert)
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(tool), strdup(directory.appendingPathComponent("lifetimes.svg").path),
                                                    strdup("-o"), strdup(png.path), nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let message = (try? String(contentsOfFile: errorsFile, encoding: .utf8)) ?? ""
        #expect((status & 0x7f) == 0 && (status >> 8) & 0xff == 0, "\(message)")
        #expect(message.isEmpty, "\(message)")
        let data = try Data(contentsOf: png)
        #expect(data.count > 1000)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
    }
}
