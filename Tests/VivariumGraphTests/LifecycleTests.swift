import Testing
@testable import VivariumGraph

/// Lifecycle events fire after reconciliation, `onAppear` deepest first, then `deinit`s.
@Suite struct LifecycleTests {
    static let views = """
        class Token {
            let name: String
            init(_ name: String) { self.name = name }
            deinit { print("deinit \\(name)") }
        }
        class Model: ObservableObject {
            deinit { print("Model deinit") }
        }
        struct Leaf: View {
            let name: String
            var body: some View {
                let _ = print("body \\(name)")
                Text(name)
                    .onAppear { print("appear \\(name)") }
                    .onDisappear { print("disappear \\(name)") }
            }
        }
        struct Branch: View {
            @StateObject var model = Model()
            var body: some View {
                let _ = print("body Branch")
                VStack {
                    Leaf(name: "inner")
                }
                .onAppear { print("appear Branch") }
                .onDisappear { print("disappear Branch") }
            }
        }
        struct Root: View {
            @State var show = true
            var body: some View {
                VStack {
                    if show { Branch() } else { Leaf(name: "other") }
                    Button("Toggle") { show.toggle() }
                }
            }
        }

        """

    @Test func onAppearRunsAfterBodiesDeepestFirst() throws {
        let h = try Harness(Self.views)
        let mount = try h.mount("Root()")
        #expect(mount.output == ["body Branch", "body inner", "appear inner", "appear Branch"])
    }

    @Test func switchingBranchesDisappearsBeforeAppearingThenDeinits() throws {
        let h = try Harness(Self.views)
        try h.mount("Root()")
        let toggle = try h.tap(label: "Toggle")
        #expect(toggle.output == [
            "body other",
            "disappear inner", "disappear Branch",
            "appear other",
            "Model deinit",
        ])
        let back = try h.tap(label: "Toggle")
        #expect(back.output == ["body Branch", "body inner", "disappear other", "appear inner", "appear Branch"])
    }

    @Test func removedSubtreeReleasesItsObjectsAfterOnDisappear() throws {
        let h = try Harness(Self.views)
        try h.mount("Root()")
        let remove = try h.remove("Branch")
        #expect(remove.output == ["disappear inner", "disappear Branch", "Model deinit"])
        #expect(remove.freed == ["Model#1"])
        #expect(!h.paths.contains { $0.contains("Branch") })
    }

    @Test func unchangedViewsDoNotAppearAgain() throws {
        let h = try Harness(Self.views)
        try h.mount("Root()")
        let update = try h.reeval("Root")
        #expect(!update.output.contains { $0.hasPrefix("appear") })
    }

    @Test func unmountDisappearsEverything() throws {
        let h = try Harness(Self.views)
        try h.mount("Root()")
        let unmount = try h.command { try h.graph.unmount() }
        #expect(unmount.output == ["disappear inner", "disappear Branch", "Model deinit"])
        #expect(h.graph.root == nil)
        #expect(h.live.isEmpty)
    }
}
