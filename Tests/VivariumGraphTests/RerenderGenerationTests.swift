import Foundation
import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// A parent's re-render of rows whose inputs did not change keeps one generation of the rows'
/// values (issue 24, memory): the node keeps the value its body's closures captured as `self`
/// rather than hold a new copy beside it, every row's `@StateObject` default is one autoclosure
/// (it captures nothing) rather than a new one per row per re-render, and the update holds none
/// of the rows' previous values to its end. What a user of a long list notices: its worker's
/// memory after any number of such re-renders is what it was after the mount.
@Suite struct RerenderGenerationTests {
    /// The closures reachable from the graph's nodes: their view values, storage and
    /// modifiers, and what those closures' scopes hold, up to the globals.
    private func reachableClosures(_ graph: ViewGraph) -> Set<ObjectIdentifier> {
        var closures = Set<ObjectIdentifier>()
        var scopes = Set<ObjectIdentifier>()
        func visit(_ value: Value) {
            switch value {
            case .function(.closure(let closure)):
                guard closures.insert(ObjectIdentifier(closure)).inserted else { return }
                var scope: Scope? = closure.scope
                while let current = scope, !current.isGlobal, scopes.insert(ObjectIdentifier(current)).inserted {
                    for box in current.variables.values { visit(box.value) }
                    scope = current.parent
                }
            case .array(let elements), .tuple(let elements, _): elements.forEach(visit)
            case .structValue(let value):
                value.fields.values.forEach(visit)
                value.initArguments?.forEach { visit($0.value) }
            case .enumValue(let value): value.payload.forEach(visit)
            case .builtin(let value): value.fields.values.forEach(visit)
            default: break
            }
        }
        for node in graph.nodesByHandle.allNodes {
            visit(node.viewValue)
            node.modifiers.forEach { visit(.builtin($0)) }
            node.storage.values.forEach { visit($0.value) }
        }
        return closures
    }

    @Test func rerendersOfUnchangedRowsKeepOneGenerationOfTheirValues() throws {
        let rows = 40
        let h = try Harness(StateObjectRowsTests.program(rows: rows))
        try h.mount("Rows()")
        let afterMount = reachableClosures(h.graph)
        // A button action per row, one autoclosure for every row's `vm = VM()`, the parent's.
        #expect(afterMount.count <= rows + 4)

        for generation in 0..<3 {
            let bump = try h.tap(label: "Bump \(generation)")
            #expect(bump.bodies == ["Rows"])
            #expect(bump.inits.count == rows)
            #expect(bump.created.isEmpty && bump.freed.isEmpty)
            // No second copy of any row's value: the same closures, no new one per row.
            #expect(reachableClosures(h.graph).count == afterMount.count)
            // The update held none of the rows' previous values to its end.
            #expect((h.graph.takeReleasedValues()?.count ?? 0) < rows)
        }
        // The rows still reach their own objects, and swap still rebuilds a row.
        let change = try h.tap("Rows/VStack/ForEach[7]/Row/Button")
        #expect(change.bodies == ["Rows/VStack/ForEach[7]/Row"])
        #expect(h.graph.buttons(labelled: "Row 7: 1").count == 1)
        _ = try h.swap("Rows/VStack/ForEach[8]/Row", "index", "80")
        #expect(h.graph.buttons(labelled: "Row 80: 0").count == 1)
        #expect(h.live.count == rows)
    }
}
