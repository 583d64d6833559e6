import Testing
@testable import VivariumGraph

/// Updates cost what changed (DESIGN §7): counted in body evaluations, not in time.
@Suite struct ScaleTests {
    static let table = """
        struct Row: View {
            let index: Int
            @State var taps = 0
            var body: some View {
                Button("Row \\(index): \\(taps)") { taps += 1 }
            }
        }
        struct Table: View {
            @State var version = 0
            var body: some View {
                VStack {
                    Button("Bump \\(version)") { version += 1 }
                    ForEach(0..<10_000, id: \\.self) { Row(index: $0) }
                }
            }
        }
        """

    @Test func oneRowOfTenThousandRunsOneBody() throws {
        let h = try Harness(Self.table)
        let mount = try h.mount("Table()")
        #expect(mount.bodies.count == 10_001)

        let tap = try h.tap("Table/VStack/ForEach[4242]/Row/Button")
        #expect(tap.bodies == ["Table/VStack/ForEach[4242]/Row"])
        #expect(tap.bodyReasons["Table/VStack/ForEach[4242]/Row"] == "_taps changed")
        #expect(tap.inits.isEmpty)
        #expect(try h.storage("Row[4242]") == ["@State taps = 1"])

        // The parent runs again; every row gets an equal view value and runs no body.
        let bump = try h.tap(label: "Bump 0")
        #expect(bump.bodies == ["Table"])
        #expect(bump.inits.count == 10_000)
        #expect(try h.storage("Row[4242]") == ["@State taps = 1"])
        #expect(try h.storage("Row[4241]") == ["@State taps = 0"])
    }
}
