import VivariumInterpreter

/// Pull to refresh and the refresh action a `.refreshable` puts in the environment.
extension ViewGraph {
    /// `@Environment(\.refresh)`: the action of the nearest `.refreshable` at or above `node`, or
    /// nil. Apple, "refreshable(action:)": "Apply this modifier to a view to set the refresh value
    /// in the view's environment to a RefreshAction instance that uses the specified action as
    /// its handler." Calling it (`await refresh?()`) runs the handler and awaits it. The value
    /// names its view, so it stays the same value while that view keeps a `.refreshable`; a call
    /// runs the view's current action.
    func refreshAction(for node: Node?) -> Value {
        var current: Node? = node
        while let candidate = current {
            if refreshHandler(of: candidate) != nil { return .builtin(BuiltinValue(kind: "RefreshAction", tag: candidate.handle)) }
            current = candidate.parent
        }
        return .nil
    }

    func refreshHandler(of node: Node) -> Value? {
        node.modifiers.last(where: { $0.kind == "refreshable" })?.fields.values.last(where: { if case .function = $0 { true } else { false } })
    }

    /// `refresh PATH`: a pull to refresh on the view at PATH runs the nearest `.refreshable`
    /// action above it (the modifier puts the action in the environment of the views below),
    /// as a task on the virtual clock: it runs until its first suspension now, the rest when
    /// time moves.
    public func refresh(_ node: Node) throws {
        var current: Node? = node
        while let candidate = current {
            if let modifier = candidate.modifiers.last(where: { $0.kind == "refreshable" }),
               let action = modifier.fields.values.last(where: { if case .function = $0 { true } else { false } }) {
                try transaction {
                    record(.action, "refresh \(candidate.shortName)", path: candidate.path)
                    _ = interpreter.spawnTask(name: "\(candidate.shortName) .refreshable", body: action)
                }
                return
            }
            current = candidate.parent
        }
        throw GraphError("no .refreshable at or above '\(node.path)'")
    }
}
