import Testing
@testable import VivariumGraph

/// A determinate `ProgressView` shows its value out of its total, pinned to that range
/// (Sessions/documented-progress-value).
@Suite struct DocumentedProgressTests {
    @Test func aDeterminateProgressViewShowsItsPinnedValue() throws {
        let harness = try Harness("""
            struct Meter: View {
                var level = 1.5
                var body: some View {
                    HStack {
                        ProgressView(value: level)
                        ProgressView("Files", value: level, total: 4)
                        ProgressView()
                    }
                }
            }
            """)
        try harness.mount("Meter()")
        let shown = harness.graph.allNodes.filter { $0.typeName == "ProgressView" }.map { harness.graph.controlState(of: $0) }
        #expect(shown == ["value: 1.0", "value: 1.5 of 4.0", nil])
    }
}
