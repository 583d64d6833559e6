import Testing
@testable import VivariumSession

/// Handlers no command triggers (a pointer's hover, a hardware key, a URL opening the app, a
/// drop): accepted, and the reply says their closures never run here, once per graph.
@Suite struct UntriggeredHandlersTests {
    @Test func aHoverOrURLHandlerIsNotedAsNeverRunning() {
        let session = Session()
        let declared = session.execute("""
            struct Card: View {
                @State private var hovering = false
                @State private var opened: URL?
                var body: some View {
                    Text(hovering ? "Hovering" : "Resting")
                        .onHover { hovering = $0 }
                        .onOpenURL { opened = $0 }
                }
            }
            """)
        #expect(declared.ok, "\(declared.error?.message ?? "")")
        let mounted = session.execute("mount Card()")
        #expect(mounted.warnings.contains { $0.hasPrefix("inert here: .onHover, .onOpenURL") }, "\(mounted.warnings)")
        #expect(mounted.tree?.all.contains { $0.label == #""Resting""# } == true)
        // Once per graph: a second mount says nothing more.
        #expect(!session.execute("mount Card()").warnings.contains { $0.hasPrefix("inert here") })
    }
}
