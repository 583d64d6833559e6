import VivariumInterpreter

/// Tap gestures attached with `.gesture`, `.simultaneousGesture` and `.highPriorityGesture`
/// (a `TapGesture`, a `SpatialTapGesture`, or `first.exclusively(before: second)` of them), and
/// which of the gestures on a view and its ancestors a tap runs. Apple, "Composing SwiftUI
/// gestures" / "Adding interactivity with gestures": a view's own gesture takes precedence over
/// its ancestors' (`.gesture`); `highPriorityGesture(_:including:)` "attaches a gesture to the
/// view with a higher precedence than gestures defined by the view", so an ancestor's runs
/// instead of the view's own; `simultaneousGesture(_:including:)` "attaches a gesture to the
/// view to process simultaneously with gestures defined by the view", so it runs as well.
/// `ExclusiveGesture`: "the first one has precedence": a double tap ends the first of
/// `TapGesture(count: 2).exclusively(before: TapGesture())`, a single tap the second.
extension ViewGraph {
    /// One gesture a tap ends: the closure it runs and its arguments.
    struct TapRecognition {
        enum Precedence { case normal, simultaneous, high }
        var owner: Node
        var precedence: Precedence
        var action: Value?
        var arguments: [Value]
        var name: String
    }

    static let gestureAttachments: [String: TapRecognition.Precedence] = [
        "gesture": .normal, "simultaneousGesture": .simultaneous, "highPriorityGesture": .high,
    ]

    /// The tap gestures of `node` itself that `taps` taps end, the one applied last first.
    func tapRecognitions(on node: Node, taps: Int) throws -> [TapRecognition] {
        var found: [TapRecognition] = []
        for modifier in node.modifiers.reversed() {
            if modifier.kind == "onTapGesture" {
                guard Self.tapCount(of: modifier) == taps, let action = Self.action(of: modifier) else { continue }
                // `onTapGesture(count:coordinateSpace:perform:)` hands its action the location.
                let arguments = Self.arity(of: action) == 1 ? [tapLocation(on: node)] : []
                found.append(TapRecognition(owner: node, precedence: .normal, action: action, arguments: arguments,
                                            name: "onTapGesture\(taps == 1 ? "" : "(count: \(taps))")"))
            } else if let precedence = Self.gestureAttachments[modifier.kind], !["subviews", "none"].contains(Self.gestureMask(of: modifier)),
                      case .builtin(let gesture)? = modifier["_0"] ?? modifier.fields.values.first,
                      let ended = try tapGestureEnded(gesture, taps: taps, on: node) {
                let how = precedence == .normal ? "" : " (\(modifier.kind))"
                found.append(TapRecognition(owner: node, precedence: precedence, action: ended.action,
                                            arguments: ended.arguments, name: ended.name + how))
            }
        }
        return found
    }

    /// Which gesture of `gesture` `taps` taps end: a tap gesture of that count, or the first
    /// alternative of an exclusive gesture that takes them.
    private func tapGestureEnded(_ gesture: BuiltinValue, taps: Int, on node: Node) throws -> (action: Value?, arguments: [Value], name: String)? {
        switch gesture.kind {
        case "TapGesture", "SpatialTapGesture":
            guard Self.tapCount(of: gesture) == taps else { return nil }
            let arguments: [Value] = gesture.kind == "SpatialTapGesture"
                ? [.builtin(BuiltinValue(kind: "SpatialTapGesture.Value", fields: ["location": tapLocation(on: node)]))] : []
            return (gesture["onEnded"], arguments, "\(gesture.kind)\(taps == 1 ? "" : "(count: \(taps))")")
        case "ExclusiveGesture":
            guard case .builtin(let first)? = gesture["first"], case .builtin(let second)? = gesture["second"] else { return nil }
            guard let ended = try tapGestureEnded(first, taps: taps, on: node) ?? tapGestureEnded(second, taps: taps, on: node) else { return nil }
            if gesture["onEnded"] != nil || gesture["onChanged"] != nil {
                throw GraphError("tap: \(node.path) has an ExclusiveGesture with its own .onEnded or .onChanged; the playground runs the ended gesture's own action but not the composed one's (its value says which gesture ended), so nothing ran")
            }
            return ended
        default:
            return nil
        }
    }

    /// Whether `node` has a tap gesture of any count (so `tap "LABEL"` can name it).
    static func hasTapGesture(_ node: Node) -> Bool {
        node.modifiers.contains { modifier in
            if modifier.kind == "onTapGesture" { return true }
            guard Self.gestureAttachments[modifier.kind] != nil,
                  case .builtin(let gesture)? = modifier["_0"] ?? modifier.fields.values.first else { return false }
            return !tapCounts(of: gesture).isEmpty
        }
    }

    /// The tap counts a gesture value ends for.
    static func tapCounts(of gesture: BuiltinValue) -> [Int] {
        switch gesture.kind {
        case "TapGesture", "SpatialTapGesture": return [tapCount(of: gesture)]
        case "ExclusiveGesture":
            return [gesture["first"], gesture["second"]].flatMap { value -> [Int] in
                if case .builtin(let part)? = value { tapCounts(of: part) } else { [] }
            }
        default: return []
        }
    }

    /// The tap counts the gestures of `node` take, with `.onTapGesture`'s.
    static func tapCounts(on node: Node) -> [Int] {
        node.modifiers.flatMap { modifier -> [Int] in
            if modifier.kind == "onTapGesture" { return [Self.tapCount(of: modifier)] }
            guard Self.gestureAttachments[modifier.kind] != nil,
                  case .builtin(let gesture)? = modifier["_0"] ?? modifier.fields.values.first else { return [] }
            return tapCounts(of: gesture)
        }
    }

    /// Where a tap lands on `node`, in its own coordinates: the middle of its
    /// `.frame(width:height:)` when it has one, else its origin (the playground lays nothing out).
    func tapLocation(on node: Node) -> Value {
        let frame = node.modifiers.last { $0.kind == "frame" }
        let x = frame.flatMap { Self.number($0["width"]) }.map { $0 / 2 } ?? 0
        let y = frame.flatMap { Self.number($0["height"]) }.map { $0 / 2 } ?? 0
        return .builtin(BuiltinValue(kind: "CGPoint", fields: ["x": .double(x), "y": .double(y)]))
    }

    /// What a tap on a view reaches of the gestures around it (ViewGraph.tap).
    struct TapsAround {
        /// The outermost high-priority gesture, which wins over every one inside it.
        var high: TapRecognition?
        var simultaneous: [TapRecognition] = []
        /// The nearest plain gesture of an ancestor (for a view that takes no tap itself).
        var plain: TapRecognition?
        /// The ancestor whose `.gesture(_:including: .gesture | .none)` disables the gestures
        /// of its subviews, the tapped view's own among them.
        var maskedBy: Node?
    }

    /// The gestures of `node` and its ancestors that a tap on it also reaches: their
    /// high-priority and simultaneous ones, and the nearest plain one of an ancestor.
    /// Apple, "GestureMask": `.gesture` "Enable the added gesture but disable all gestures in the
    /// subview hierarchy"; `.subviews` "Enable all gestures in the subview hierarchy but disable
    /// the added gesture"; `.none` "Disable all gestures in the subview hierarchy, including the
    /// added gesture."
    func tapsAround(_ node: Node, taps: Int) throws -> TapsAround {
        var around = TapsAround()
        // A disabled view takes no tap, nor do the gestures around it through it.
        guard isEnabled(node) else { return around }
        var current: Node? = node
        while let candidate = current {
            if candidate !== node, Self.masksSubviewGestures(candidate) {
                around = TapsAround(maskedBy: candidate)
            }
            for recognition in try tapRecognitions(on: candidate, taps: taps) {
                switch recognition.precedence {
                case .high: around.high = recognition
                case .simultaneous: around.simultaneous.append(recognition)
                case .normal: if around.plain == nil, candidate !== node { around.plain = recognition }
                }
            }
            current = candidate.parent
        }
        return around
    }

    /// The mask of a gesture modifier's `including:` (`all` when not given; `.none` may arrive as nil).
    static func gestureMask(of modifier: BuiltinValue) -> String {
        guard let mask = modifier["including"] else { return "all" }
        if mask.isNil { return "none" }
        return FrameworkValues.memberName(of: mask) ?? "all"
    }

    /// Whether a gesture modifier of `node` disables the gestures of its subviews.
    static func masksSubviewGestures(_ node: Node) -> Bool {
        node.modifiers.contains { gestureAttachments[$0.kind] != nil && ["gesture", "none"].contains(gestureMask(of: $0)) }
    }

    /// Runs one recognized tap gesture's action.
    func run(_ recognition: TapRecognition) throws {
        record(.action, "\(recognition.owner.typeName) \(recognition.name)", path: recognition.owner.path)
        if let action = recognition.action, case .function = action {
            _ = try interpreter.call(action, arguments: recognition.arguments)
        }
    }
}
