import VivariumInterpreter

/// `.searchable(text:isPresented:)` set from code. Apple, "searchable(text:isPresented:placement:
/// prompt:)": "isPresented: A Binding that controls the presented state of search" — code that
/// sets it to true presents the search, as if the person tapped the field, and false dismisses
/// it; `isSearching` ("A Boolean value that indicates when the user is searching") follows, in
/// the views inside the searchable modifier, and so do its search suggestions. The body that
/// applied the modifier need not read the flag (it passes `$flag`), so the change is noticed
/// here, after the bodies of an update: `activeSearches` remembers which of these searches were
/// presented when last looked at.
extension ViewGraph {
    func applySearchPresentations() throws {
        guard hasPresentedSearches else { return }
        for host in allNodes where host.isMounted {
            guard let search = host.modifiers.last(where: { $0.kind == "searchable" }), search["isPresented"] != nil,
                  case .bool(let presented)? = boundValue(search["isPresented"]) else { continue }
            guard presented != activeSearches.contains(host.handle) else { continue }
            if presented {
                activeSearches.insert(host.handle)
            } else {
                activeSearches.remove(host.handle)
            }
            try refreshEnvironment(below: host)
            try refreshSearchSuggestions(below: host)
        }
    }
}
