import VivariumInterpreter

/// `.preferredColorScheme(_:)`: a preference, not an environment value - it sets the color
/// scheme of the nearest enclosing presentation (the window, or a sheet or full-screen cover),
/// so every view of that presentation reads it through `@Environment(\.colorScheme)`, the
/// view that set it, its ancestors and its siblings alike (Apple, "preferredColorScheme(_:)":
/// "set a preferred color scheme for the nearest enclosing presentation, like a popover, a
/// sheet, or a window. The value that you set overrides the user's Dark Mode selection for
/// that presentation"). `nil` is no preference. A presentation without one has the scheme of
/// the one it was presented from (UIKit's trait inheritance); the window without one has the
/// device's, light. `.environment(\.colorScheme, v)` still overrides both for its subtree.
/// Where several views of one presentation prefer a scheme, the first in view-tree order (an
/// ancestor before its content) wins.
extension ViewGraph {
    /// After an update that reconciled something, in a graph that has had a
    /// `.preferredColorScheme`: combines the preferences again and, when a presentation's scheme
    /// changed, gives the views that read `\.colorScheme` the new value.
    func applyColorSchemePreferences() throws {
        // NB: combining walks the whole tree, as preferences do; a graph that never had a
        // `.preferredColorScheme` skips it.
        guard hasColorSchemePreferences, let root, reconciles != colorSchemeReconciles else { return }
        colorSchemeReconciles = reconciles
        var schemes: [Int: String] = [:]
        func collect(_ node: Node, scope: Int) {
            let scope = node.kind == .sheet || node.kind == .fullScreenCover ? node.handle : scope
            if schemes[scope] == nil {
                for modifier in node.modifiers where modifier.kind == "preferredColorScheme" {
                    if let scheme = Self.colorSchemeName(modifier["_0"] ?? modifier.fields.values.first) {
                        schemes[scope] = scheme
                        break
                    }
                }
            }
            for child in node.children { collect(child, scope: scope) }
        }
        collect(root, scope: 0)
        guard schemes != preferredColorSchemes else { return }
        preferredColorSchemes = schemes
        try refreshEnvironment(below: root)
    }

    /// The scheme `node` reads where no `.environment(\.colorScheme, v)` sets one: its
    /// presentation's preference, else that of the presentation it was presented from.
    func preferredColorScheme(for node: Node) -> Value {
        var current: Node? = node
        while let candidate = current {
            if candidate.kind == .sheet || candidate.kind == .fullScreenCover, let scheme = preferredColorSchemes[candidate.handle] {
                return .enumValue(EnumValue(typeName: "ColorScheme", caseName: scheme))
            }
            current = candidate.parent
        }
        return .enumValue(EnumValue(typeName: "ColorScheme", caseName: preferredColorSchemes[0] ?? "light"))
    }

    /// `.dark`, `ColorScheme.light`, `isDark ? .dark : nil`: the case's name; nil for no preference.
    private static func colorSchemeName(_ value: Value?) -> String? {
        switch value {
        case .enumValue(let scheme)?: return scheme.caseName
        case .builtin(let token)? where token.kind == ".dark" || token.kind == ".light": return String(token.kind.dropFirst())
        default: return nil
        }
    }
}
