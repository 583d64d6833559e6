import Foundation
import Testing
import VivariumWire

/// The reply's JSON is the wire format (docs/PROTOCOL.md): moving the types out of the engine
/// must not change a byte of it.
@Suite struct ReplyFormatTests {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    @Test func mountReplyEncodesAsDocumented() throws {
        let reply = Reply(command: "mount Counter()",
                          tree: TreeNode(type: "Counter", path: "Counter", handle: 1, storage: ["@State count = 0"],
                                         children: [TreeNode(type: "Button", path: "Counter/Button", handle: 2,
                                                             label: "\"Count: 0\"")]),
                          inits: ["Counter"], bodies: ["Counter"],
                          events: [Event(kind: .`init`, text: "Counter"),
                                   Event(kind: .body, text: "Counter", path: "Counter", reason: "inserted")])
        // Copied from the worked exchange in docs/PROTOCOL.md.
        let documented = #"{"bodies":["Counter"],"command":"mount Counter()","created":[],"events":[{"kind":"init","text":"Counter"},{"kind":"body","path":"Counter","reason":"inserted","text":"Counter"}],"freed":[],"inits":["Counter"],"leaked":[],"ok":true,"output":[],"reused":[],"tree":{"children":[{"children":[],"handle":2,"label":"\"Count: 0\"","path":"Counter/Button","storage":[],"type":"Button"}],"handle":1,"path":"Counter","storage":["@State count = 0"],"type":"Counter"},"warnings":[]}"#
        #expect(String(decoding: try Self.encoder.encode(reply), as: UTF8.self) == documented)
        #expect(try JSONDecoder().decode(Reply.self, from: Data(documented.utf8)) == reply)
    }
}
