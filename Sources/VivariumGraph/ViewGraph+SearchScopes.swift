import VivariumInterpreter

/// Search scopes: the content of `.searchScopes($scope) { … }` is a `Picker` bound to `scope`,
/// shown (under the view it modifies) while the user searches - after the first `type` into the
/// search field, until `dismissSearch()` - and `tap` on one of its options, or `type` into it,
/// selects that scope.
/// Apple, "searchScopes(_:activation:_:)": the scopes closure is "a content builder that
/// represents the scoping options SwiftUI uses to populate a Picker". Apple,
/// "SearchScopeActivation.automatic": "By default, this is onTextEntry in iOS", an activation
/// "where the system shows search scopes when typing begins in the search field and hides
/// search scopes after search cancellation".
extension ViewGraph {
    /// The scope picker of the `.searchScopes` modifier at `index` of `node`'s modifiers, while
    /// the user searches; nil otherwise.
    func searchScopesItem(_ index: Int, _ modifier: BuiltinValue, content: Value, of node: Node) -> ContentItem? {
        guard isSearching(at: node), let scope = modifier["_0"] else { return nil }
        let picker = view("Picker", ["title": .string("Search scope"), "selection": scope, "content": content])
        return ContentItem(identity: "decoration.\(index).SearchScopes", view: picker, typeName: "Picker", modifiers: [], key: nil)
    }
}
