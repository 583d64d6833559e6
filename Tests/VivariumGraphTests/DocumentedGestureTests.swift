import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// `.onTapGesture(count:)` runs only for its own number of taps (Sessions/documented-tap-count).
@Suite struct DocumentedGestureTests {
    @Test func aDoubleTapGestureIgnoresASingleTapAndRunsOnTwo() throws {
        let harness = try Harness("""
            struct Tile: View {
                var zoom: String { "zoom" }
                @State var liked = false
                var body: some View {
                    VStack {
                        Text(liked ? "liked" : "not liked").onTapGesture(count: 2) { liked.toggle() }
                        Text("open").onTapGesture(count: 2) { print(zoom) }.onTapGesture { print("open") }
                    }
                }
            }
            """)
        try harness.mount("Tile()")
        let liked = try harness.graph.resolve("Tile/VStack/Text[0]")
        #expect(throws: GraphError.self) { try harness.graph.tap(liked) }
        #expect(try harness.storage("Tile") == ["@State liked = false"], "one tap runs nothing")
        _ = try harness.command { try harness.graph.tap(liked, taps: 2) }
        #expect(try harness.storage("Tile") == ["@State liked = true"])
        let open = try harness.graph.resolve("Tile/VStack/Text[1]")
        #expect(try harness.command { try harness.graph.tap(open) }.output == ["open"])
        #expect(try harness.command { try harness.graph.tap(open, taps: 2) }.output == ["zoom"])
        #expect(throws: GraphError.self) { try harness.graph.tap(open, taps: 3) }
    }
}
