import Testing
import VivariumSession
import VivariumWire

/// An implicit member (`.strong`, `.loading`) is a member of the type the checker found for it
/// (`ResolvedMembers.implicitMemberTypes`), not of a type the interpreter guesses when it carries
/// no context of its own. Each expectation is what swiftc 6.3.1's build printed.
@Suite struct CheckedImplicitMemberTests {
    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func selfAssignedInAnEnumsInitializerWhenAnotherEnumSharesTheCase() {
        // Before, `self = .strong` carried no context: with a second enum declaring `strong`, it was
        // "not supported: inferring the type of '.strong' here".
        #expect(output("""
            enum Strength: Int {
                case weak, fair, strong
                init(_ password: String) {
                    switch password.count {
                    case 8...: self = .strong
                    case 4...: self = .fair
                    default: self = .weak
                    }
                }
            }
            enum Signal { case none, weak, strong }
            print(Strength("abcdefghij"), Strength("abc").rawValue, Strength("four"))
            """) == ["strong 0 fair"])
    }

    @Test func aCaseWithAPayloadInADecodingInitializer() {
        // `self = .heading(…)` in `init(from:)`, beside another enum with a `heading` case.
        #expect(output(#"""
            import Foundation
            enum Block: Decodable {
                case heading(String), divider
                enum Keys: String, CodingKey { case type, text }
                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: Keys.self)
                    switch try container.decode(String.self, forKey: .type) {
                    case "heading": self = .heading(try container.decode(String.self, forKey: .text))
                    default: self = .divider
                    }
                }
            }
            enum Compass { case heading(Double), still }
            let blocks = try JSONDecoder().decode([Block].self, from: Data(#"[{"type":"heading","text":"Hi"},{"type":"rule"}]"#.utf8))
            print(blocks)
            """#) == [#"[Playground.Block.heading("Hi"), Playground.Block.divider]"#])
    }

    @Test func aMappedClosuresResultAndASetsArrayLiteralTakeTheTypeWritten() {
        // `map`'s closure returns the `T` swiftc infers from `[Mood]`; `Set<Face>(…)`'s array
        // literal holds `Face`s. Both were "not supported: inferring the type of '.happy'".
        #expect(output("""
            enum Mood { case happy, sad, none }
            enum Face { case happy, sad, none }
            let moods: [Mood] = [1, 2, 3].map { $0 > 1 ? .sad : .happy }
            let faces = Set<Face>([.happy])
            let pair: (Mood, Face) = (.none, .sad)
            print(moods, faces, pair)
            """) == ["[Playground.Mood.happy, Playground.Mood.sad, Playground.Mood.sad] [Playground.Face.happy] (Playground.Mood.none, Playground.Face.sad)"])
    }

    @Test func aModifiersArgumentsTakeTheViewTablesTypesOnAFrameworkView() {
        // `Text(…).dynamicTypeSize(.xSmall ... .accessibility2)` was "not supported: inferring
        // the type of '.xSmall'"; `.environment(\.locale, .init(identifier:))` was the same for
        // `.init`. The user's `Size.large` does not take `DynamicTypeSize`'s place.
        let session = Session()
        let loaded = session.execute("""
            import SwiftUI
            enum Size { case small, large }
            struct Price: View {
                var body: some View {
                    VStack {
                        Text(1234.5, format: .number)
                        Text("Large").dynamicTypeSize(.xSmall ... .accessibility2)
                        Text("Fixed").dynamicTypeSize(.large)
                    }
                    .environment(\\.locale, .init(identifier: "de_DE"))
                }
            }
            """)
        #expect(loaded.ok, "\(loaded.error?.message ?? "")")
        let mounted = session.execute("mount Price()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.filter { $0.type == "Text" }.compactMap(\.label) == [#""1.234,5""#, #""Large""#, #""Fixed""#])
    }
}
