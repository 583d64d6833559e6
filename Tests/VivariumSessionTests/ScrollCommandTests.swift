import Testing
@testable import VivariumSession
import VivariumWire

/// `scroll PATH to WHERE` through the command language: parsing, usage errors, the tree's
/// off-screen marks and summary, completion, and `compare` outside the shell.
@Suite struct ScrollCommandTests {
    static let program = """
        struct Row: View {
            let n: Int
            var body: some View { Text("Row \\(n)") }
        }
        struct Inbox: View {
            var body: some View {
                List { ForEach(0..<100, id: \\.self) { n in Row(n: n).onDisappear { } } }
            }
        }
        """

    private func rows(_ tree: TreeNode?) -> [TreeNode] {
        guard let tree else { return [] }
        return (tree.type == "Row" || tree.type == "…" ? [tree] : []) + tree.children.flatMap(rows)
    }

    @Test func scrollMovesTheViewportAndTheTreeSaysWhatIsOffScreen() {
        let session = Session()
        run(session, [Self.program, "mount Inbox()"])
        let mount = session.execute("tree")
        #expect(rows(mount.tree).filter { $0.type == "Row" }.count == 21)
        #expect(rows(mount.tree).last?.label == "79 rows not built")

        let down = session.execute("scroll Inbox to +30")
        #expect(down.ok, "\(down.error?.message ?? "")")
        #expect(down.events.filter { $0.kind == .disappear }.count == 21, "rows 0-20 leave; List runs onDisappear")
        let shown = rows(down.tree)
        #expect(shown.first { $0.path.hasSuffix("ForEach[0]/Row") }?.note == "(off screen)")
        #expect(shown.first { $0.path.hasSuffix("ForEach[35]/Row") }?.note == nil)
        #expect(shown.filter { $0.type == "…" }.map(\.label) == ["8 rows not built", "49 rows not built"])
        #expect(session.execute("inspect ForEach").message?.contains("rows     100: 43 built (21 of them off screen), 57 not built") == true)
        #expect(session.execute("inspect Row[0]").message?.contains("viewport off screen") == true)
    }

    @Test func usageErrorsLeaveTheGraphAsItWas() {
        let session = Session()
        run(session, [Self.program, "mount Inbox()"])
        #expect(session.execute("scroll List").error?.code == "usage")
        #expect(session.execute("scroll List to").error?.code == "usage")
        #expect(session.execute("scroll List to row-that-is-not-there").error?.message.contains("no row") == true)
        #expect(session.execute("scroll Nowhere to top").error != nil)
        #expect(rows(session.execute("tree").tree).filter { $0.note != nil }.isEmpty)
    }

    @Test func completionOffersScrollContainersThenTargets() {
        let session = Session()
        run(session, [Self.program, "mount Inbox()"])
        #expect(session.complete(line: "scr", cursor: 3).candidates.contains("scroll"))
        #expect(session.complete(line: "scroll Li", cursor: 9).candidates.contains("List"))
        let target = "scroll List to b"
        #expect(session.complete(line: target, cursor: target.utf8.count).candidates == ["bottom"])
    }

    @Test func compareIsTheShellsAndSaysSo() {
        let session = Session()
        let reply = session.execute("compare ios16 ios27")
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("viv run --profiles") == true)
        #expect(session.execute("help").message?.contains("\n  compare ") == true)
        #expect(session.execute("help scroll").message?.contains("393 x 852") == true)
    }
}
