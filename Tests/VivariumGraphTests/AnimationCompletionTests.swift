import Testing
@testable import VivariumGraph

/// `withAnimation(_:completionCriteria:_:completion:)`: the body (the unlabelled closure) runs as
/// its own update, and `completion` runs after it - not instead of it - once the animation is
/// logically complete (SwiftUI's default animation, on the virtual clock).
@Suite struct AnimationCompletionTests {
    static let views = """
        struct Counter: View {
            @State var value = 0
            var body: some View {
                let _ = print("body \\(value)")
                Button("Go") {
                    withAnimation { value += 1 } completion: { print("completed \\(value)") }
                }
            }
        }

        """

    @Test func theBodyRunsThenTheCompletion() throws {
        let h = try Harness(Self.views)
        try h.mount("Counter()")
        #expect(try h.tap(label: "Go").output == ["body 1"])
        #expect(try h.command { try h.graph.advance(by: 1_000_000_000) }.output == ["completed 1"])
    }

    /// Apple: "If no animations are created by the changes in body, then the callback will be
    /// called immediately after body" - a body that changes nothing, or a nil animation.
    @Test func withoutAnAnimationTheCompletionRunsRightAfterTheBody() throws {
        let h = try Harness("""
            struct Counter: View {
                @State var value = 0
                var body: some View {
                    VStack {
                        Button("Nothing") { withAnimation { } completion: { print("nothing completed") } }
                        Button("Nil") { withAnimation(nil) { value += 1 } completion: { print("nil completed \\(value)") } }
                    }
                }
            }
            """)
        try h.mount("Counter()")
        #expect(try h.tap(label: "Nothing").output == ["nothing completed"])
        #expect(try h.tap(label: "Nil").output == ["nil completed 1"])
        #expect(try h.command { try h.graph.advance(by: 1_000_000_000) }.output.isEmpty)
    }
}
