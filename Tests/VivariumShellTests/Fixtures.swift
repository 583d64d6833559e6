import VivariumSession
@testable import VivariumShell
import VivariumWire

/// Replies built by hand, shaped like seed 003's experiment 4, so rendering tests do not
/// depend on the engine.
enum Fixtures {
    static func childRow(_ index: Int, object: Int) -> TreeNode {
        let path = "ParentView/VStack/ForEach[\(index)]/ChildView"
        return TreeNode(type: "ChildView", path: path, handle: 10 + index, key: "\(index)",
                        storage: ["@StateObject viewModel = ViewModel#\(object)"],
                        children: [TreeNode(type: "Text", path: path + "/Text", handle: 20 + index,
                                            label: "\"Child \(object)\"")])
    }

    /// `tap "Tap me"` after which two children exist and two objects were created.
    static let tapReply = Reply(
        command: "tap \"Tap me\"",
        tree: TreeNode(type: "ParentView", path: "ParentView", handle: 1,
                       storage: ["@State childCount = 2", "@State flag = true"],
                       children: [
                        TreeNode(type: "VStack", path: "ParentView/VStack", handle: 2, children: [
                            TreeNode(type: "Button", path: "ParentView/VStack/Button", handle: 3, label: "\"Tap me\""),
                            TreeNode(type: "ForEach", path: "ParentView/VStack/ForEach", handle: 4,
                                     label: "(0..<2, id: \\.self)",
                                     children: [childRow(0, object: 1), childRow(1, object: 2)]),
                        ]),
                       ]),
        created: [
            ObjectRecord(id: "ViewModel#1", type: "ViewModel", holder: "ParentView/VStack/ForEach[0]/ChildView.viewModel",
                         note: "@StateObject's initial value, evaluated once when the view was installed"),
            ObjectRecord(id: "ViewModel#2", type: "ViewModel", holder: "ParentView/VStack/ForEach[1]/ChildView.viewModel",
                         note: "@StateObject's initial value, evaluated once when the view was installed"),
        ],
        freed: [ObjectRecord(id: "Counter#10", type: "Counter", holder: "ParentView", note: "view value dropped")],
        inits: ["ChildView", "ChildView", "Text", "ChildView"],
        bodies: ["ParentView", "ParentView/VStack/ForEach[0]/ChildView", "ParentView/VStack/ForEach[1]/ChildView"],
        events: [
            Event(kind: .action, text: "Button \"Tap me\"", path: "ParentView/VStack/Button"),
            Event(kind: .body, text: "ParentView", path: "ParentView", reason: "_childCount changed"),
            Event(kind: .`init`, text: "ChildView"),
            Event(kind: .print, text: "-> ViewModel init"),
            Event(kind: .body, text: "ChildView[0]", path: "ChildView[0]", reason: "inserted"),
            Event(kind: .body, text: "ChildView[1]", path: "ChildView[1]", reason: "inserted"),
            Event(kind: .appear, text: "ChildView[0]"),
            Event(kind: .appear, text: "ChildView[1]"),
            Event(kind: .deinit, text: "Counter#10"),
        ],
        output: ["-> ViewModel init", "-> ViewModel init"],
        warnings: ["Modifying state during view update, this will cause undefined behavior."])

    static let errorReply = Reply(
        command: "struct A: View {",
        ok: false,
        error: ReplyError(code: "syntax", message: """
            <input>:1:17: error: expected '}' to end struct
            1 | struct A: View {
              |                `- error: expected '}' to end struct
            """, line: 1, column: 17))
}

/// Executes from a script of canned replies and records the inputs it was given.
final class FakeExecutor: CommandExecutor {
    var inputs: [String] = []
    /// Inputs that fail; every other input succeeds with the message `ran <input>`.
    let failing: Set<String>

    init(failing: Set<String> = []) {
        self.failing = failing
    }

    func execute(_ input: String) -> Reply {
        inputs.append(input)
        if failing.contains(input) {
            return Reply(command: input, ok: false, error: ReplyError(code: "runtime", message: "\(input) failed"))
        }
        return Reply(command: input, message: "ran \(input)")
    }
}
