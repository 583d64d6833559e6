import Testing
@testable import VivariumSession

/// SwiftUI names common in public code that were refused at load or mount: a helper that takes
/// the `ScrollViewProxy` a `ScrollViewReader` gives (a chat scrolling to its last message), and
/// `.blendMode(_:)`, which draws and changes no state (inert here), its cases checked at load.
@Suite struct FrameworkTypeNamesTests {
    @Test func aHelperTakingTheScrollProxyScrollsTheList() {
        let session = Session()
        let load = session.execute("""
            import SwiftUI
            struct Chat: View {
                @State private var messages = ["a", "b", "c"]
                var body: some View {
                    ScrollViewReader { proxy in
                        List(messages, id: \\.self) { Text($0).id($0) }
                            .onAppear { scrollToBottom(proxy: proxy) }
                    }
                }
                private func scrollToBottom(proxy: ScrollViewProxy) {
                    proxy.scrollTo(messages.last, anchor: .bottom)
                }
            }
            """)
        #expect(load.ok, "\(load.error?.message ?? "")")
        let mount = session.execute("mount Chat()")
        #expect(mount.ok, "\(mount.error?.message ?? "")")
        #expect(mount.events.contains { $0.kind == .action && $0.text.contains("scrollTo c") })
    }

    @Test func blendModeIsAcceptedAndItsCasesAreChecked() {
        let session = Session()
        let typo = session.execute("""
            import SwiftUI
            struct Tiles: View { var body: some View { Circle().blendMode(.mltiply) } }
            """)
        #expect(typo.error?.message.contains("type 'BlendMode' has no member 'mltiply'") == true, "\(typo.error?.message ?? "ok")")
        let load = session.execute("""
            import SwiftUI
            struct Tiles: View {
                var body: some View {
                    ZStack { Circle().fill(.red); Circle().fill(.blue).blendMode(.screen) }.compositingGroup().blendMode(.multiply)
                }
            }
            """)
        #expect(load.ok, "\(load.error?.message ?? "")")
        let mount = session.execute("mount Tiles()")
        #expect(mount.ok, "\(mount.error?.message ?? "")")
    }
}
