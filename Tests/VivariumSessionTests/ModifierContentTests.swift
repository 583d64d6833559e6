import Foundation
import Testing
@testable import VivariumSession

/// A custom `ViewModifier` whose own state changes runs its `body(content:)` again, and
/// `content` is the very view it wrapped before: SwiftUI does not look into it again, so the
/// rows of a `ForEach` in it are not made again (Apple, "ViewModifier": `content` is "a proxy for
/// the view that will have the modifier represented by Self applied to it"). Only what the body
/// attaches to `content` changes. Before, every row's `init` ran a second time.
@Suite struct ModifierContentTests {
    static let source = """
        import SwiftUI
        struct Card: View {
            let n: Int
            init(n: Int) { self.n = n; print("init card", n) }
            var body: some View { Text("card \\(n)") }
        }
        struct Glow: ViewModifier {
            @State private var phase = 0.0
            func body(content: Content) -> some View {
                content
                    .overlay { Text("phase \\(phase)") }
                    .onAppear { phase = 1 }
            }
        }
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    List { ForEach(0..<2, id: \\.self) { i in Card(n: i) } }.modifier(Glow())
                    Button("More \\(count)") { count += 1 }
                }
            }
        }
        """

    @Test func theModifiersOwnStateLeavesTheModifiedRowsAlone() {
        let session = Session()
        #expect(session.execute(Self.source).ok)
        let mount = session.execute("mount Screen()")
        #expect(mount.ok, "\(mount.error?.message ?? "")")
        #expect(mount.output == ["init card 0", "init card 1"])
        #expect(mount.inits.filter { $0 == "Card" }.count == 2)
        // The overlay the body attaches to `content` shows the new phase.
        let tree = (try? JSONEncoder().encode(mount.tree)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(tree.contains("phase 1.0") && !tree.contains("phase 0.0"))
    }

    @Test func theParentsNewContentStillMakesTheRowsAgain() {
        let session = Session()
        #expect(session.execute(Self.source).ok)
        #expect(session.execute("mount Screen()").ok)
        let tap = session.execute(#"tap "More 0""#)
        #expect(tap.ok, "\(tap.error?.message ?? "")")
        #expect(tap.output == ["init card 0", "init card 1"])
    }
}
