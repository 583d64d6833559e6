import VivariumInterpreter

/// Search suggestions: the content of `.searchSuggestions { … }` is shown (as
/// `SearchSuggestions`, under the view it modifies) while the user searches - after the first
/// `type` into the search field, until `dismissSearch()` - and `tap` on a suggestion marked
/// `.searchCompletion("text")` puts that text in the search field.
/// Apple, "searchSuggestions(_:)": "Configures the search suggestions for this view." ...
/// "Suggestions appear as a list below the search field" when the search is active. Apple,
/// "searchCompletion(_:)": "Associates a fully formed string with the value of this view when
/// used as a search suggestion." ... "The system uses this value when the view is selected to
/// replace the partial text being currently edited of the associated search field."
extension ViewGraph {
    /// Shows or takes away the suggestions of the views at and below `host` after its search
    /// began or ended (a body that reads `isSearching` does it too, when it runs).
    func refreshSearchSuggestions(below host: Node) throws {
        let showing = host.subtree.filter { node in node.modifiers.contains { $0.kind == "searchSuggestions" || $0.kind == "searchScopes" } }
        for node in showing where node.isMounted {
            let items = try decorationItems(of: node).filter { Self.isSearchDecoration(identity: $0.identity) }
            try reconcile(node, items, only: { Self.isSearchDecoration(identity: $0.identity) })
        }
    }

    /// Whether a decoration's identity is that of suggestions or scopes, shown only while searching.
    static func isSearchDecoration(identity: String) -> Bool {
        identity.hasPrefix("decoration.") && (identity.hasSuffix(".SearchSuggestions") || identity.hasSuffix(".SearchScopes"))
    }

    /// `tap` on a suggestion with `.searchCompletion(text)`: the search field's text becomes
    /// `text`. False when `node` is no such suggestion.
    func completeSearch(with node: Node) throws -> Bool {
        guard let completion = node.modifiers.last(where: { $0.kind == "searchCompletion" }),
              let text = completion["_0"], let host = searchHost(of: node),
              let search = host.modifiers.last(where: { $0.kind == "searchable" }) else { return false }
        try transaction {
            record(.action, "searchCompletion \(display(text))", path: node.path)
            try write(text, through: search["text"], of: host)
        }
        return true
    }
}
