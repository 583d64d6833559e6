import Testing
@testable import VivariumSession
import VivariumWire

/// `type(of:)` of a view value is SwiftUI's generic type for it, modifiers nested inside out
/// ("Why modifier order matters", 100 Days of SwiftUI). It printed a bare `ModifiedContent`.
@Suite struct ViewTypeNameTests {
    func printed(_ expression: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Reply {
        Session().execute("import SwiftUI\nprint(type(of: \(expression)))")
    }

    @Test(arguments: [
        (#"Button("Go") {}.background(.red).frame(width: 200, height: 200)"#,
         "ModifiedContent<ModifiedContent<Button<Text>, _BackgroundStyleModifier<Color>>, _FrameLayout>"),
        (#"Button("Go") {}.frame(maxWidth: .infinity).background(Color.red)"#,
         "ModifiedContent<ModifiedContent<Button<Text>, _FlexFrameLayout>, _BackgroundStyleModifier<Color>>"),
        (#"Text("a").font(.title).italic().padding()"#, "ModifiedContent<Text, _PaddingLayout>"),
        (#"HStack { Text("a"); Color.red.foregroundStyle(.blue) }"#,
         "HStack<TupleView<(Text, ModifiedContent<Color, _ForegroundStyleModifier<Color>>)>>"),
    ])
    func aViewsTypeNestsItsModifiersInOrder(expression: String, type: String) {
        let reply = printed(expression)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == [type])
    }

    @Test func aViewWhoseTypeIsNotModelledIsSaidSoNotGuessed() {
        let reply = printed(#"Text("a").shadow(radius: 2)"#)
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("the SwiftUI type of a view with '.shadow'") == true, "\(reply.error?.message ?? "")")
        #expect(reply.error?.line == 2)
    }
}
