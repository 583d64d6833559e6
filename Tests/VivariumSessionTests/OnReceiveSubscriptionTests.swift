import Testing
@testable import VivariumSession
import VivariumWire

/// When `.onReceive` subscribes, and what its first value's action counts as.
@Suite struct OnReceiveSubscriptionTests: PastedCodeOutputs {
    @Test func aPublishedValueMirroredIntoStateAtMountIsAnActionNotAViewUpdate() {
        // `$x` gives its current value as the view subscribes; SwiftUI subscribes after the
        // update's bodies, so the action's write is an action's: no warning, one more body.
        let session = Session()
        _ = output(session, """
            import Combine
            final class Model: ObservableObject { @Published var x = 7 }
            struct Mirror: View {
                @StateObject var model = Model()
                @State private var shown = 0
                var body: some View {
                    Text("shown \\(shown)").onReceive(model.$x) { shown = $0; print("received", $0) }
                }
            }
            """)
        let mount = session.execute("mount Mirror()")
        #expect(mount.ok)
        #expect(mount.warnings.isEmpty)
        #expect(mount.output == ["received 7"])
        #expect(mount.bodies == ["Mirror", "Mirror"])
        #expect(mount.tree?.children.first?.label == "\"shown 7\"")
    }
}
