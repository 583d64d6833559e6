import Foundation
import Testing
@testable import VivariumSession
import VivariumWire

/// A reply's tree reuses the nodes the command did not change from the last snapshot, and its
/// changes are found from the nodes it took again (not by comparing whole trees). Checked
/// against the slow way on every command of every transcript: the tree equals one taken anew
/// from every node, and the changes equal those of comparing the whole trees.
@Suite struct ShownTreeTests {
    static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sessions")

    /// The inputs of a session file: `viv> ` lines with their `...> ` continuations.
    static func inputs(of file: URL) throws -> [String] {
        var inputs: [String] = []
        for line in try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n") {
            if line.hasPrefix("viv> ") || line == "viv>" {
                inputs.append(String(line.dropFirst(5)))
            } else if line.hasPrefix("...> ") || line == "...>", !inputs.isEmpty {
                inputs[inputs.count - 1] += "\n" + line.dropFirst(5)
            }
        }
        return inputs
    }

    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? [])
        .filter { $0.hasSuffix(".viv") }.sorted()

    @Test(arguments: files)
    func theReusedTreeAndItsChangesAreThoseTakenAnew(_ name: String) throws {
        let session = Session(baseDirectory: Self.sessions)
        for input in try Self.inputs(of: Self.sessions.appendingPathComponent(name)) {
            let (reply, baseline) = session.executeWithBaseline(input)
            let anew = session.engine.graph.snapshotTakenAnew()
            if reply.ok, let tree = reply.tree, session.shownTree != nil {
                #expect(tree == anew, "\(name): the tree after `\(input)` differs from the one taken anew")
                if let lines = baseline.lines { #expect(lines == tree.lineCount, "\(name): `\(input)`") }
            }
            let fast = reply.detailed(.changed, baseline: baseline, showsWholeTree: false, wholeTreeUpTo: 0)
            let slow = reply.detailed(.changed, previous: baseline.previous, showsWholeTree: false, wholeTreeUpTo: 0)
            #expect(fast == slow, "\(name): the changes after `\(input)` differ from comparing whole trees")
        }
    }

    /// One row's change in a thousand rows takes that row (and its ancestors) again, nothing else.
    @Test func oneRowsChangeTakesOnlyThatRowAgain() throws {
        let session = Session()
        run(session, ["""
            \(StateObjectRows.rowAndModel)
            struct Rows: View {
                var body: some View { VStack { ForEach(0..<1000, id: \\.self) { Row(index: $0) } } }
            }
            """, "mount Rows()"])
        let (reply, baseline) = session.executeWithBaseline("tap Rows/VStack/ForEach[500]/Row/Button")
        #expect(reply.ok)
        // The button, the row and their ancestors: Rows, VStack, ForEach.
        #expect((baseline.rebuilt?.count ?? .max) <= 6)
        let sent = reply.detailed(.changed, baseline: baseline, showsWholeTree: false)
        #expect(sent.changes?.map(\.path) == ["Rows/VStack/ForEach[500]/Row/Button"])
        #expect(sent.treeLines == reply.tree?.lineCount)
    }
}
