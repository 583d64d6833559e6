import Foundation
import Testing
@testable import VivariumSession
import VivariumWire
import VivariumGraph

/// The JSON form of a reply (DESIGN §4) and determinism (DESIGN §7).
@Suite struct ReplyTests {
    static let script = [
        """
        class ViewModel: ObservableObject {
            @Published var count = 0
            init() { print("-> ViewModel init") }
            deinit { print("-> ViewModel deinit") }
        }
        struct ChildView: View {
            @StateObject var viewModel = ViewModel()
            var body: some View { Text("Child \\(ObjectIdentifier(viewModel).debugDescription)") }
        }
        struct ParentView: View {
            @State var childCount = 0
            var body: some View {
                VStack {
                    Button("Tap me") { childCount = childCount == 4 ? 0 : 4 }
                    ForEach(0..<childCount, id: \\.self) { _ in ChildView() }
                    Text("\\(Int.random(in: 1...1000))")
                }
            }
        }
        """,
        "mount ParentView()",
        "tap \"Tap me\"",
        "tap \"Tap me\"",
        "tap \"Tap me\"",
        "reeval ParentView",
        "objects",
        "tap Nowhere",
    ]

    @Test func twoSessionsGiveByteIdenticalJSON() throws {
        let first = Session()
        let second = Session()
        for input in Self.script {
            #expect(try json(first.execute(input)) == json(second.execute(input)), "\(input)")
        }
    }

    @Test func replyHasTheDesignFieldsWithSortedKeys() throws {
        let session = Session()
        _ = session.execute(Self.script[0])
        _ = session.execute(Self.script[1])
        let reply = session.execute(Self.script[2])
        #expect(reply.created.map(\.id) == ["ViewModel#1", "ViewModel#2", "ViewModel#3", "ViewModel#4"])
        #expect(reply.output == Array(repeating: "-> ViewModel init", count: 4))
        #expect(reply.inits == Array(repeating: "ChildView", count: 4))
        #expect(reply.created.first?.holder == "ParentView/VStack/ForEach[0]/ChildView.viewModel")

        let text = try json(reply)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for key in ["command", "ok", "tree", "created", "reused", "freed", "inits", "bodies", "events", "output", "warnings"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["command"] as? String == "tap \"Tap me\"")
        #expect(object["ok"] as? Bool == true)
        let tree = try #require(object["tree"] as? [String: Any])
        #expect(tree["type"] as? String == "ParentView")
        #expect(tree["path"] as? String == "ParentView")

        // Sorted keys: top-level keys appear in alphabetical order.
        let keys = object.keys.sorted()
        let positions = keys.compactMap { text.range(of: "\"\($0)\":")?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
        #expect(try JSONDecoder().decode(Reply.self, from: Data(text.utf8)) == reply)
    }

    @Test func errorReplyCarriesCodeMessageAndLocation() throws {
        let session = Session()
        _ = session.execute("let x: Int? = nil")
        let reply = session.execute("print(x!)")
        #expect(!reply.ok)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json(reply).utf8)) as? [String: Any])
        #expect(object["ok"] as? Bool == false)
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["code"] as? String == "runtime")
        #expect((error["message"] as? String)?.contains("Unexpectedly found nil") == true)
        #expect(error["line"] as? Int == 1)
        #expect(error["column"] as? Int != nil)
    }

    @Test func freedObjectsNameTheirHolder() {
        let session = Session()
        for input in Self.script[0...2] { _ = session.execute(input) }
        let reply = session.execute("tap \"Tap me\"")
        #expect(reply.freed.map(\.id) == ["ViewModel#1", "ViewModel#2", "ViewModel#3", "ViewModel#4"])
        #expect(reply.output == Array(repeating: "-> ViewModel deinit", count: 4))
        #expect(reply.freed.first?.holder == "ParentView/VStack/ForEach[0]/ChildView.viewModel")
        let again = session.execute("tap \"Tap me\"")
        #expect(again.created.map(\.id) == ["ViewModel#5", "ViewModel#6", "ViewModel#7", "ViewModel#8"])
    }
}

@Suite struct DeepTreeTests {
    /// A chain of views deeper than the reply shows: the tree is summarized past
    /// `maxTreeDepth` levels, so the reply still encodes as JSON (encoders stop at 512).
    @Test func aVeryDeepTreeIsSummarizedAndStillEncodes() throws {
        let session = Session()
        #expect(session.execute("""
            struct Deep: View {
                let n: Int
                var body: some View {
                    if n > 0 { Deep(n: n - 1) } else { Text("bottom") }
                }
            }
            """).ok)
        let reply = session.execute("mount Deep(n: 300)")
        #expect(reply.ok)
        var node = try #require(reply.tree)
        var depth = 0
        while let child = node.children.first { node = child; depth += 1 }
        #expect(node.type == "…")
        #expect(depth == ViewGraph.maxTreeDepth + 1)
        #expect(node.label?.hasPrefix("201 deeper nodes") == true, "301 Deeps and a Text; depths 101 to 301 are summarized")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        _ = try encoder.encode(reply)
    }
}
