import Testing
import VivariumWire
@testable import VivariumSession

/// iOS 26's Liquid Glass is drawing only: accepted, noted inert, and a `GlassEffectContainer`
/// shows its content (Apple, "Applying Liquid Glass to custom views"). It was refused.
@Suite struct LiquidGlassTests {
    @Test func glassModifiersAreInertAndTheContainerShowsItsContent() {
        let session = Session()
        let load = session.execute("""
            struct Toolbar: View {
                var body: some View {
                    GlassEffectContainer(spacing: 12) {
                        Label("Share", systemImage: "square.and.arrow.up")
                            .glassEffect(.clear.interactive(), in: .rect(cornerRadius: 12))
                    }
                    Button("Done") { }.buttonStyle(.glassProminent).scrollEdgeEffectStyle(.soft, for: .top)
                }
            }
            """)
        #expect(load.ok, "\(load.error?.message ?? "")")
        let mount = session.execute("mount Toolbar()")
        #expect(mount.ok, "\(mount.error?.message ?? "")")
        #expect(mount.warnings.contains { $0.contains("inert here: .glassEffect, .scrollEdgeEffectStyle") })
        let nodes = session.execute("tree").tree?.all ?? []
        #expect(nodes.map(\.type).contains("GlassEffectContainer"))
        #expect(nodes.contains { $0.type == "Label" && $0.label == "\"Share\"" }, "\(nodes.map(\.type))")
    }
}
