import Testing
@testable import VivariumSession

/// "its view left the tree" is said of an object freed with a removed node: held by that node
/// (its path, `path (removed)`), by its property (`path.vm`) or by its modifier (`path .sheet`).
@Suite struct FreedNoteTests {
    /// The rule as a comparison with every removed path (what the lookup must agree with).
    static func byComparison(_ holder: String, _ removed: Set<String>) -> Bool {
        removed.contains { path in
            holder == path || holder == path + " (removed)" || holder.hasPrefix(path + ".") || holder.hasPrefix(path + " .")
        }
    }

    static let removed: Set<String> = ["Rows/VStack/ForEach[3]/Row", "Parent/Child", "A.B/C", "Lists/List/Row[é]"]
    static let holders = [
        "Rows/VStack/ForEach[3]/Row", "Rows/VStack/ForEach[3]/Row.vm", "Rows/VStack/ForEach[3]/Row (removed)",
        "Rows/VStack/ForEach[3]/Row .sheet", "Rows/VStack/ForEach[3]/Row .sheet.content", "Rows/VStack/ForEach[31]/Row.vm",
        "Rows/VStack/ForEach[3]/RowX.vm", "Parent/Child.model.inner", "Parent/Child2.model", "Parent.vm", "A.B/C.x", "A.B",
        "A.B/C .task", "Lists/List/Row[é].vm", "Lists/List/Row[e].vm", "Parent/Child  .x", ".vm", "", " (removed)",
    ]

    @Test(arguments: holders) func theLookupAgreesWithTheComparison(_ holder: String) {
        #expect(Session.removedView(holding: holder, removedPaths: Self.removed) == Self.byComparison(holder, Self.removed))
    }

    @Test func anUnmountOfManyRowsNotesEachFreedModel() {
        let session = Session()
        #expect(session.execute(OneRowChangeTests.source(rows: 300)).ok)
        #expect(session.execute("mount Rows()").ok)
        let reply = session.execute("unmount")
        #expect(reply.ok)
        #expect(reply.freed.count == 300)
        #expect(reply.freed.allSatisfy { $0.note == "its view left the tree" }, "\(reply.freed.prefix(3))")
    }
}
