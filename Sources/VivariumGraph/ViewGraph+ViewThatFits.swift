import VivariumInterpreter

/// `ViewThatFits` picks its child as Apple documents it ("ViewThatFits": "It selects the first
/// child whose ideal size on the constrained axes fits within the proposed size"; "init(in:
/// content:)": "If axes is an empty set, ViewThatFits uses the first child view. By default,
/// ViewThatFits uses both axes."). There is no layout here: the proposed size is the screen
/// inside its safe area (393 × 759 pt on the iPhone 15 every profile runs on, what a
/// `GeometryReader` sees), and a candidate's size on an axis is what its outermost `.frame`
/// says (`width:`/`minWidth:`, `height:`/`minHeight:`, with the `.padding` outside it; for a
/// view of your own, around its `body`'s outermost expression as written, as a lazy stack's
/// rows are measured). A candidate that says no size on a constrained axis is taken to fit
/// there. When none fits the last is shown, as SwiftUI does (its candidates are in order of
/// preference, usually largest to smallest). Every candidate's initializer has run, as the
/// builder made them; only the chosen one gets a node.
extension ViewGraph {
    func fittingCandidate(of built: Value, axes: Value?) -> Value {
        guard case .builtin(let tuple) = built, tuple.kind == "TupleView", case .array(let candidates)? = tuple["elements"],
              let first = candidates.first else { return built }
        let constrained = constrainedAxes(axes)
        guard !constrained.isEmpty else { return first }
        let proposed = (width: profile.device.width, height: profile.device.safeAreaHeight)
        for candidate in candidates {
            let (view, modifiers) = peeledModifiers(candidate)
            let fits = constrained.allSatisfy { horizontal in
                guard let size = ownExtent(view, modifiers: modifiers, horizontal: horizontal) else { return true }
                return size <= (horizontal ? proposed.width : proposed.height)
            }
            if fits { return candidate }
        }
        return candidates[candidates.count - 1]
    }

    /// The axes `in:` names, as whether each is horizontal: both by default, none for `[]`.
    private func constrainedAxes(_ axes: Value?) -> [Bool] {
        guard let axes else { return [true, false] }
        let names: [String] = switch axes {
        case .array(let elements): elements.compactMap { FrameworkValues.memberName(of: $0) }
        default: FrameworkValues.memberName(of: axes).map { [$0] } ?? []
        }
        return [true, false].filter { names.contains($0 ? "horizontal" : "vertical") }
    }

    /// A view without its modifiers, and the modifiers innermost first.
    private func peeledModifiers(_ value: Value) -> (Value, [BuiltinValue]) {
        var view = value
        var outermostFirst: [BuiltinValue] = []
        while case .builtin(let modified) = view, modified.kind == "ModifiedContent", case .builtin(let modifier)? = modified["modifier"] {
            outermostFirst.append(modifier)
            view = modified["content"] ?? .void
        }
        return (view, outermostFirst.reversed())
    }
}
