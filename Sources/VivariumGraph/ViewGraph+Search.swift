import VivariumInterpreter

/// Search: `type "Search" "text"` is the user typing into a `.searchable` field, which makes
/// that search active. Apple, "isSearching": "A Boolean value that indicates when the user is
/// searching" - true for the views inside the searchable modifier while the user interacts with
/// its field. Apple, "DismissSearchAction": "When you dismiss search, SwiftUI: Sets isSearching
/// to false. Clears any text from the search field. Removes focus from the search field." and
/// "Calling this instance has no effect if the user isn't interacting with a search field."
/// `.searchable(text:isPresented:)` (iOS 17): its binding follows the same moments.
extension ViewGraph {
    /// The nearest view at or above `node` that carries a `.searchable` modifier.
    func searchHost(of node: Node?) -> Node? {
        var current: Node? = node
        while let candidate = current {
            if candidate.modifiers.contains(where: { $0.kind == "searchable" }) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// `ContentUnavailableView.search` installed: Apple, "ContentUnavailableView.search": "A
    /// ContentUnavailableView initialized with this static member is expected to be contained
    /// within a searchable view hierarchy. Such a configuration enables the search query to be
    /// parsed into the view's description" - "No Results for “query”", as `search(text:)` says.
    func installSearchUnavailable(_ node: Node, _ value: BuiltinValue) {
        var value = value
        if let host = searchHost(of: node), let search = host.modifiers.last(where: { $0.kind == "searchable" }),
           case .string(let query)? = boundValue(search["text"]), !query.isEmpty {
            value["title"] = .string("No Results for “\(query)”")
        }
        node.viewValue = .builtin(value)
    }

    /// Whether the user is searching in a `.searchable` at or above `node`.
    func isSearching(at node: Node) -> Bool {
        guard let host = searchHost(of: node) else { return false }
        // `.searchable(text:isPresented:)`: the binding presents the search (code setting it
        // true activates the field, false dismisses it).
        if let search = host.modifiers.last(where: { $0.kind == "searchable" }), search["isPresented"] != nil,
           case .bool(let presented)? = boundValue(search["isPresented"]) {
            return presented
        }
        return activeSearches.contains(host.handle)
    }

    /// The user starts interacting with the search field of `host` (the first `type` into it).
    func beginSearch(in host: Node, _ search: BuiltinValue) throws {
        guard !activeSearches.contains(host.handle) else { return }
        activeSearches.insert(host.handle)
        if let isPresented = search["isPresented"] { try write(.bool(true), through: isPresented, of: host) }
        try refreshEnvironment(below: host)
        try refreshSearchSuggestions(below: host)
    }

    /// `dismissSearch()` from a view inside the searchable whose node is `handle`.
    func dismissSearch(_ handle: Int) throws {
        guard let host = nodesByHandle[handle], isSearching(at: host),
              let search = host.modifiers.last(where: { $0.kind == "searchable" }) else {
            record(.action, "dismissSearch (no search is active: nothing to end)")
            return
        }
        record(.action, "dismissSearch", path: host.path)
        activeSearches.remove(handle)
        try write(.string(""), through: search["text"], of: host)
        if let isPresented = search["isPresented"] { try write(.bool(false), through: isPresented, of: host) }
        try refreshEnvironment(below: host)
        try refreshSearchSuggestions(below: host)
    }
}
