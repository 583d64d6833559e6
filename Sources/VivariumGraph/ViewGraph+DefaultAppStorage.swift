import VivariumInterpreter

/// `.defaultAppStorage(_:)`: the store an `@AppStorage` without `store:` reads and writes, for
/// the view it is applied to and the views inside it. Apple, "defaultAppStorage(_:)": "The
/// default store used by AppStorage contained within the view." ... "If unspecified, the
/// default store for a view hierarchy is UserDefaults.standard, but can be set a to a custom
/// one." ... "AppStorage": "the default store set by the defaultAppStorage(_:) view modifier"
/// (an explicit `store:` is used instead). A suite keeps its keys apart from the standard
/// store's (ViewGraph+UserDefaults): `UserDefaults.standard` passed here is the standard store.
extension ViewGraph {
    /// The suite the innermost `.defaultAppStorage(_:)` at or above `node` names (nil: the
    /// standard store, or none applied).
    func defaultAppStorageSuite(for node: Node) -> Value? {
        var current: Node? = node
        while let candidate = current {
            if let modifier = candidate.modifiers.last(where: { $0.kind == "defaultAppStorage" }) {
                guard case .builtin(let store)? = modifier["_0"], store.kind == "UserDefaults" else { return nil }
                return store["suite"]
            }
            current = candidate.parent
        }
        return nil
    }
}
