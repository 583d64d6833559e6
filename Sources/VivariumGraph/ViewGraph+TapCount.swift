import VivariumInterpreter

/// How many taps a `.onTapGesture(count:perform:)` takes. Apple, "onTapGesture(count:perform:)":
/// "count: The number of taps or clicks required to trigger the action closure provided in
/// action. Defaults to 1." `tap PATH` is one tap; `tap --count 2 PATH` taps twice in quick
/// succession. A gesture runs only for its own count: one tap on a view that recognizes only a
/// double tap runs nothing (the command says so), and a view with both takes each for its own.
extension ViewGraph {
    /// Refuses `taps` taps on `node` when no tap gesture or control of it takes them.
    func ensureTakes(_ taps: Int, _ node: Node) throws {
        let counts = Self.tapCounts(on: node)
        if taps == 1, counts.isEmpty || Self.isTappable(node.typeName) { return }
        guard !counts.contains(taps) else { return }
        let name = label(of: node).map { "\(node.typeName) \($0)" } ?? node.typeName
        let taken = Array(Set(counts)).sorted().map { "count: \($0)" }.joined(separator: ", ")
        let what = taps == 1 ? "one tap" : "\(taps) taps"
        if taken.isEmpty {
            throw GraphError("tap --count \(taps): \(name) at \(node.path) has no .onTapGesture(count: \(taps)); a control takes one tap at a time")
        }
        throw GraphError("\(name) at \(node.path) recognizes only .onTapGesture(\(taken)): \(what) trigger\(taps == 1 ? "s" : "") none of its actions, so nothing ran; tap it with --count \(counts.max() ?? 2)")
    }

    /// A tap gesture's `count:` (1 when not given).
    static func tapCount(of gesture: BuiltinValue) -> Int {
        if case .int(let count)? = gesture["count"] { return count }
        return 1
    }
}
