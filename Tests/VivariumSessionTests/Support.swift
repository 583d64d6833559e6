import Foundation
import Testing
@testable import VivariumSession
import VivariumWire

/// A counter app used across the session tests.
let counterProgram = """
    class Box {
        var value: Int? = nil
    }
    struct Counter: View {
        @State var count = 0
        let title: String
        var body: some View {
            VStack {
                Text("\\(title) \\(count)")
                Button("Increment") { count += 1 }
                Button("Crash") {
                    count += 100
                    print("about to crash")
                    let box = Box()
                    print(box.value!)
                }
                Button("Spin") {
                    count += 100
                    while true {}
                }
            }
        }
    }
    struct Pair: View {
        var body: some View {
            VStack {
                Counter(title: "A")
                Counter(title: "B")
            }
        }
    }
    """

/// Runs `inputs` in `session`, expecting every reply to be ok, and returns the replies.
@discardableResult
func run(_ session: Session, _ inputs: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [Reply] {
    inputs.map { input in
        let reply = session.execute(input)
        #expect(reply.ok, "\(input): \(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply
    }
}

/// The JSON form of a reply, as `viv run --json` writes it.
func json(_ reply: Reply) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(reply), as: UTF8.self)
}

extension TreeNode {
    /// Every node of the tree, parents first.
    var all: [TreeNode] { [self] + children.flatMap(\.all) }
}

extension Reply {
    /// The labels of every node in the tree.
    var labels: [String] { tree?.all.compactMap(\.label) ?? [] }
}
