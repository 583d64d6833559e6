import VivariumInterpreter
import VivariumSyntax

/// Preferences: values views pass up to their ancestors (`PreferenceKey`).
/// `.preference(key: K.self, value: v)` sets the view's value for `K`, in place of what its
/// content produced; `.transformPreference(K.self) { value in … }` changes it. Sibling values
/// are combined in view-tree order by `K.reduce(value:nextValue:)`, a sibling without a value
/// contributing `K.defaultValue` (Apple, "PreferenceKey": "Views that have no explicit value for
/// the key produce this default value"). After each update, every `.onPreferenceChange(K.self)`
/// whose value differs from the one it last saw runs its action with the new value; on its first
/// update it runs with the initial value. Sheets, alerts and toolbars do not pass theirs up.
extension ViewGraph {
    static let preferenceModifiers: Set<String> = ["preference", "transformPreference", "onPreferenceChange"]

    /// Runs the actions of the `.onPreferenceChange` modifiers whose value changed, in tree order.
    func runPreferenceActions() throws {
        // NB: combining walks the whole tree; a graph that never had an observer skips it.
        guard hasPreferenceObservers, let root, reconciles != preferencesReconciles else { return }
        preferencesReconciles = reconciles
        var observers: [(Node, Int)] = []
        func collect(_ node: Node) {
            for (index, modifier) in node.modifiers.enumerated() where modifier.kind == "onPreferenceChange" {
                observers.append((node, index))
            }
            node.children.forEach(collect)
        }
        collect(root)
        observesPreferences = !observers.isEmpty
        var due: [(Node, Int, Value)] = []
        for (node, index) in observers {
            guard let key = preferenceKey(node.modifiers[index]) else { continue }
            let value = try preference(key, of: node, before: index) ?? defaultPreference(key)
            let previous = node.preferenceValues[index]
            node.preferenceValues[index] = value
            if previous == nil || !Equality.equal(previous!, value) { due.append((node, index, value)) }
        }
        for (node, index, value) in due where node.isMounted {
            let modifier = node.modifiers[index]
            guard let action = modifier.fields.values.last(where: { if case .function = $0 { true } else { false } }),
                  let key = preferenceKey(modifier) else { continue }
            record(.change, "\(node.shortName) onPreferenceChange(\(key).self) \(display(value))", path: node.path)
            _ = try interpreter.call(action, arguments: [value])
        }
    }

    /// An update re-ran bodies after preferences were last combined in a tree that observes
    /// them (an action's write re-ran one): they are combined again before the update ends.
    var preferencesOutdated: Bool { observesPreferences && root != nil && reconciles != preferencesReconciles }

    /// The key type a preference modifier names (`K.self`), first argument or `key:`.
    func preferenceKey(_ modifier: BuiltinValue) -> String? {
        if case .type(let name)? = modifier["key"] ?? modifier["_0"] { return name }
        return nil
    }

    func defaultPreference(_ key: String) throws -> Value {
        try interpreter.preferenceDefault(key: key)
    }

    /// `K`'s value at a node, with its modifiers up to `limit` applied; nil when nothing under
    /// it set one (it has the default value).
    func preference(_ key: String, of node: Node, before limit: Int? = nil) throws -> Value? {
        let shown = node.children.filter { !$0.kind.isPresentation && $0.kind != .toolbar }
        var value = try combine(key, shown.map { try preference(key, of: $0) })
        for modifier in node.modifiers.prefix(limit ?? node.modifiers.count) {
            value = try apply(modifier, key, to: value)
        }
        return value
    }

    /// `K`'s value in a view value no node shows (the view of `.background(GeometryReader { … })`).
    /// A user view there has no body evaluated, so it has no value.
    func preference(_ key: String, inView value: Value) throws -> Value? {
        guard case .builtin(let view) = value else { return nil }
        if view.kind == "ModifiedContent", case .builtin(let modifier)? = view["modifier"] {
            return try apply(modifier, key, to: try preference(key, inView: view["content"] ?? .nil))
        }
        var parts: [Value?] = []
        for field in view.fields.values {
            if case .array(let elements) = field {
                for element in elements where isViewValue(element) { parts.append(try preference(key, inView: element)) }
            } else if isViewValue(field) {
                parts.append(try preference(key, inView: field))
            }
        }
        return try combine(key, parts)
    }

    /// One modifier's effect on `K`'s value: `.preference` replaces it, `.transformPreference`
    /// changes it, a view passed to `.background(_:)`/`.overlay(_:)` adds its own after it.
    func apply(_ modifier: BuiltinValue, _ key: String, to value: Value?) throws -> Value? {
        switch modifier.kind {
        case "preference" where preferenceKey(modifier) == key:
            return modifier["value"] ?? value
        case "transformPreference" where preferenceKey(modifier) == key:
            guard let transform = modifier.fields.values.last(where: { if case .function = $0 { true } else { false } }) else { return value }
            return try interpreter.callTransform(transform, on: value ?? defaultPreference(key))
        case "background", "overlay":
            guard let decoration = modifier["_0"], isViewValue(decoration) else { return value }
            return try combine(key, [value, try preference(key, inView: decoration)])
        default:
            return value
        }
    }

    /// Sibling values combined in order by `K.reduce(value:nextValue:)`; nil when none has one.
    func combine(_ key: String, _ parts: [Value?]) throws -> Value? {
        guard parts.contains(where: { $0 != nil }) else { return nil }
        if parts.count == 1 { return parts[0] }
        var value = try parts[0] ?? defaultPreference(key)
        for part in parts.dropFirst() {
            value = try interpreter.reducePreference(key: key, value, next: try part ?? defaultPreference(key))
        }
        return value
    }
}
