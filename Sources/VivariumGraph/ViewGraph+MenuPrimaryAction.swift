import VivariumInterpreter

/// A `Menu` with a primary action (iOS 15; Apple, "Menu init(content:label:primaryAction:)":
/// "The action to perform on primary interaction with the menu"): on iOS a tap runs that
/// action and a long press shows the menu, so `tap` names the menu by its label and runs it,
/// and its items stay in the tree for `tap` as every menu's do.
extension ViewGraph {
    static func hasPrimaryAction(_ node: Node) -> Bool {
        guard node.typeName == "Menu", !node.isUserView, case .builtin(let value) = node.viewValue else { return false }
        return value["primaryAction"] != nil
    }

    func runPrimaryAction(of node: Node, _ value: BuiltinValue) throws {
        record(.action, "Menu\(label(of: node).map { " " + $0 } ?? "") primaryAction", path: node.path)
        do {
            _ = try interpreter.call(value["primaryAction"] ?? .void, arguments: [])
        } catch var error as RuntimeError {
            error.notes.append("  in the primaryAction of Menu\(label(of: node).map { " " + $0 } ?? "") at \(node.path)")
            throw error
        }
    }
}
