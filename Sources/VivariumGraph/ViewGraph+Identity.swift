import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// One child in a parent's content, with its identity.
struct ContentItem {
    /// Structural position, branch, element id, explicit id and view type.
    var identity: String
    var view: Value
    var typeName: String
    var modifiers: [BuiltinValue]
    /// The ForEach element id or explicit `.id`, for display.
    var key: String?
    /// The ForEach element id itself (what a `List(selection:)` row selects).
    var elementID: Value?
    /// With an explicit `.id(x)`: the identity of the position the outermost `.id` sits at, which
    /// the modifiers applied after (outside) it keep when `x` changes.
    var outerIdentity: String?

    /// A user `View` struct (it has a body), whatever its name: a user type named `Sheet`
    /// is not the builtin.
    var isUserView: Bool {
        if case .structValue = view { return true }
        return false
    }
}

extension ViewGraph {
    // MARK: Identity

    /// Flattens view-builder content into identified children: tuple positions, `if` branches,
    /// optional content, modifiers (kept out of identity, except `.id`).
    func flatten(_ content: Value, prefix: String, modifiers: [BuiltinValue], key: String?, into items: inout [ContentItem],
                 at location: SourceLocation, outerIdentity: String? = nil) throws {
        var outerIdentity = outerIdentity
        switch content {
        case .builtin(let builtin):
            switch builtin.kind {
            case "TupleView":
                guard case .array(let elements)? = builtin["elements"] else { return }
                for (index, element) in elements.enumerated() {
                    try flatten(element, prefix: prefix + "\(index).", modifiers: modifiers, key: key, into: &items, at: location, outerIdentity: outerIdentity)
                }
            case "ConditionalContent":
                try flatten(builtin["content"] ?? .void, prefix: prefix + "branch\(builtin.tag).", modifiers: modifiers, key: key,
                            into: &items, at: location, outerIdentity: outerIdentity)
            case "OptionalContent":
                if let inner = builtin["content"] {
                    try flatten(inner, prefix: prefix + "some.", modifiers: modifiers, key: key, into: &items, at: location, outerIdentity: outerIdentity)
                }
            case "ModifiedContent":
                guard case .builtin(let modifier)? = builtin["modifier"] else { return }
                if modifier.kind == "onPreferenceChange" { hasPreferenceObservers = true }
                if modifier.kind == "scrollPosition" { hasScrollPositions = true }
                if modifier.kind == "searchable", modifier["isPresented"] != nil { hasPresentedSearches = true }
                if modifier.kind == "preferredColorScheme" { hasColorSchemePreferences = true }
                var prefix = prefix
                var key = key
                if modifier.kind == "id", let explicit = modifier.fields.values.first {
                    let hashable = HashableValue(explicit)
                    if outerIdentity == nil { outerIdentity = prefix }
                    prefix += "id(\(hashable?.key ?? interpreter.describe(explicit))).";
                    key = interpreter.describe(explicit)
                }
                try flatten(builtin["content"] ?? .void, prefix: prefix, modifiers: [modifier] + modifiers, key: key,
                            into: &items, at: location, outerIdentity: outerIdentity)
            case "AnyView":
                // Type-erased, but identity still follows the wrapped view's type.
                try flatten(builtin["content"] ?? .void, prefix: prefix + "AnyView.", modifiers: modifiers, key: key,
                            into: &items, at: location, outerIdentity: outerIdentity)
            case "EmptyView":
                return
            default:
                items.append(ContentItem(identity: prefix + builtin.kind, view: content, typeName: builtin.kind,
                                         modifiers: modifiers, key: key, outerIdentity: outerIdentity))
            }
        case .structValue(let value) where contentKind(of: value.typeName).isShape:
            // Drawn, never evaluated: a leaf whose value is the shape.
            items.append(ContentItem(identity: prefix + value.typeName, view: view("Shape", ["shape": content]), typeName: value.typeName,
                                     modifiers: modifiers, key: key, outerIdentity: outerIdentity))
        case .structValue(let value) where contentKind(of: value.typeName).isView:
            items.append(ContentItem(identity: prefix + value.typeName, view: content, typeName: value.typeName,
                                     modifiers: modifiers, key: key, outerIdentity: outerIdentity))
        case .void:
            return
        case .nil:
            // `viewModel.image?.resizable()` in a builder: an optional view (SwiftUI: `Optional`
            // conforms to `View` when its wrapped type does), which shows nothing while nil.
            return
        default:
            let typeName = Describe.typeName(of: content, heap: interpreter.heap)
            throw RuntimeError(.trap, "type '\(typeName)' cannot conform to 'View'", at: location)
        }
    }

    /// The children a builtin view's value describes.
    func childItems(of node: Node) throws -> [ContentItem] {
        guard case .builtin(let value) = node.viewValue else { return [] }
        var items: [ContentItem] = []
        if let styled = try styleItems(of: node, value) {
            items = styled
            items.append(contentsOf: try presentationItems(of: node))
            items.append(contentsOf: try decorationItems(of: node))
            return items
        }
        switch value.kind {
        case "ForEach", "List":
            if value["data"] != nil {
                items = try elementItems(of: node, value)
            } else if let content = value["content"] {
                try flatten(content, prefix: "", modifiers: [], key: nil, into: &items, at: .builtin)
            }
        case "TabView":
            node.tabContent = value
            items = try tabItems(of: node, value)
        case "Picker":
            if let content = value["content"] {
                try flatten(content, prefix: "", modifiers: [], key: nil, into: &items, at: .builtin)
            }
        case "DisclosureGroup":
            items = try disclosureItems(of: node, value)
        case "Section" where value["isExpanded"] != nil:
            items = try sectionItems(of: node, value)
        case "OutlineGroup":
            items = try outlineItems(value["data"] ?? .array([]), children: value["children"] ?? .nil, content: value["rowContent"] ?? .void, node: node)
        case "TimelineView":
            items = try timelineItems(of: node, value)
        case _ where value[Self.sceneKeyField] != nil:
            items = try sceneItems(of: node, value) ?? []
        case "Button", "Toggle", "NavigationLink", "Link":
            if let label = value["label"], !isSingleText(label) {
                try flatten(label, prefix: "", modifiers: [], key: nil, into: &items, at: .builtin)
            }
        default:
            if let content = value["content"] {
                try flatten(content, prefix: "", modifiers: memberModifiers(of: node), key: nil, into: &items, at: .builtin)
            }
        }
        // NB: appended in place: `items + …` copied every item (ten thousand rows of a
        // `ForEach`, twice) though a node's presentations and decorations are nearly always none.
        items.append(contentsOf: try presentationItems(of: node))
        items.append(contentsOf: try decorationItems(of: node))
        return items
    }

    func isSingleText(_ value: Value) -> Bool {
        if case .builtin(let b) = value { return b.kind == "Text" }
        return false
    }
}
