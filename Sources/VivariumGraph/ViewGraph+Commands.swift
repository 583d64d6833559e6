import VivariumInterpreter
import VivariumSyntax

/// A failure of a graph command that is not user code's fault: no such node, bad arguments.
public struct GraphError: Error, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension ViewGraph {
    /// Mounts `view` as the root of the graph; `location` is where the command wrote it.
    public func mount(_ view: Value, at location: SourceLocation = .builtin) throws {
        if root != nil { throw GraphError("a view is already mounted; use 'unmount' first") }
        // A mounted app or view starts in the foreground.
        scenePhase = .active
        try transaction {
            var items: [ContentItem] = []
            let hosted = try hostedRoot(view)
            if case .type(let name) = hosted {
                throw RuntimeError(.trap, "type '\(name).Type' cannot conform to 'View'", at: location,
                                   notes: ["  note: '\(name)' names a type; mount a view value, such as '\(name)()'"])
            }
            try flatten(hosted, prefix: "", modifiers: [], key: nil, into: &items, at: location)
            guard items.count == 1, let item = items.first else {
                throw GraphError("mount needs exactly one view, got \(items.count)")
            }
            let isHost = item.typeName == "UIHostingController"
            let node = Node(handle: makeHandle(), identity: item.identity, typeName: item.typeName,
                            isUserView: !isHost && item.isUserView, viewValue: item.view,
                            segment: item.typeName, key: nil)
            node.modifiers = item.modifiers
            root = node
            nodesByHandle[node.handle] = node
            try within(cause(.inserted(path: node.path, type: node.typeName))) { try build(node) }
        }
    }

    /// Removes the root view.
    public func unmount() throws {
        guard let root else { throw GraphError("nothing is mounted") }
        defer { update.heldRemoved = [] }
        try transaction {
            within(cause(.removed(path: root.path, why: .byCommand))) { removeSubtree(root) }
            update.heldRemoved.append(root)
            self.root = nil
        }
    }

    /// Removes the subtree at `node`, as if its parent stopped producing it.
    public func remove(_ node: Node) throws {
        guard let parent = node.parent else { return try unmount() }
        defer { update.heldRemoved = [] }
        try transaction {
            within(cause(.removed(path: node.path, why: .byCommand))) { removeSubtree(node) }
            update.heldRemoved.append(node)
            parent.children.removeAll { $0 === node }
        }
    }

    /// Re-evaluates a node's body as if its own state changed.
    public func reevaluate(_ node: Node) throws {
        guard node.isUserView else { throw GraphError("'\(node.path)' is a \(node.typeName), which has no body of its own") }
        try transaction { invalidate(node, reason: "reeval") }
    }

    /// Runs a button's (or toggle's) action; `taps` taps in quick succession run the
    /// `.onTapGesture(count:)` of that count (ViewGraph+TapCount).
    public func tap(_ node: Node, taps: Int = 1) throws {
        // The gestures of the views around it that the touch reaches too (ViewGraph+TapGestures).
        let around = try tapsAround(node, taps: taps)
        if let mask = around.maskedBy, around.high == nil, around.plain == nil, around.simultaneous.isEmpty {
            throw GraphError("\(node.typeName) at \(node.path): .gesture(_:including:) on \(mask.path) disables the gestures of its subviews, so the tap ran nothing")
        }
        if let high = around.high {
            try ensureInFront(node, as: label(of: node).map { "\(node.typeName) \($0)" } ?? node.typeName)
            return try transaction { try ([high] + around.simultaneous).forEach(run) }
        }
        let ownGesture = try tapRecognitions(on: node, taps: taps).contains { $0.precedence == .normal }
        let takesItself = ownGesture || Self.isTappable(node.typeName) || Self.hasPrimaryAction(node)
            || node.modifiers.contains { $0.kind == "searchCompletion" } || listOfRow(node) != nil || selectingRow(ofLink: node) != nil
        if !takesItself || around.maskedBy != nil, around.plain != nil || !around.simultaneous.isEmpty {
            try ensureInFront(node, as: label(of: node).map { "\(node.typeName) \($0)" } ?? node.typeName)
            return try transaction { try (Array(around.plain.map { [$0] } ?? []) + around.simultaneous).forEach(run) }
        }
        guard !around.simultaneous.isEmpty else { return try tapItself(node, taps: taps) }
        try transaction {
            try tapItself(node, taps: taps)
            try around.simultaneous.forEach(run)
        }
    }

    /// A tap on a view that takes it itself: a control, a list row, or its own tap gesture.
    private func tapItself(_ node: Node, taps: Int) throws {
        // Apple, "disabled(_:)": a disabled view does not respond to interaction — its action,
        // a tap gesture on it, a row's selection. The tap is refused; nothing runs.
        guard isEnabled(node) else {
            let name = label(of: node).map { "\(node.typeName) \($0)" } ?? node.typeName
            throw GraphError("\(name) at \(node.path) is disabled (.disabled(true) on it or an ancestor): SwiftUI ignores taps on a disabled view, so nothing ran")
        }
        try ensureInFront(node, as: label(of: node).map { "\(node.typeName) \($0)" } ?? node.typeName)
        try ensureTakes(taps, node)
        // A row of `List(selection:)`, or a `NavigationLink(value:)` in one that no
        // `navigationDestination` takes: the link selects its row (Apple, "NavigationSplitView":
        // a list's selection driven by its links' values).
        let selecting = listOfRow(node).map { (row: node, list: $0) } ?? selectingRow(ofLink: node)
        if let (row, list) = selecting, list.kind == .list, let id = row.elementID,
           case .builtin(let listValue) = list.viewValue, case .builtin(var selection)? = listValue["selection"] {
            // A row of `List(selection:)`: tapping selects it.
            try transaction {
                record(.action, "List select \(display(id))", path: row.path)
                let selected = try listSelection(afterTapping: row, id: id, current: boundValue(.builtin(selection)), in: list)
                try writeWrapper(&selection, value: selected, owner: .value(typeName: "List", property: "selection"), at: .builtin)
            }
            return
        }
        if taps == 1, try completeSearch(with: node) { return }
        if let gesture = try tapRecognitions(on: node, taps: taps).first(where: { $0.precedence == .normal }) {
            // `.onTapGesture { … }` or `.gesture(TapGesture()…)` on any view: `tap PATH` runs it.
            return try transaction { try run(gesture) }
        }
        guard case .builtin(let value) = node.viewValue else {
            throw GraphError("'\(node.path)' is not a button")
        }
        try transaction {
            let saved = interpreter.activity
            interpreter.activity = CreationContext(holder: "tap \(node.typeName) \(label(of: node) ?? node.path)")
            defer { interpreter.activity = saved }
            switch value.kind {
            case "EditButton":
                try tapEditButton(node)
            case "Button":
                record(.action, "\(node.typeName)\(label(of: node).map { " " + $0 } ?? "")", path: node.path)
                do {
                    // NB: an alert's default "OK" button has no action of its own: it only dismisses.
                    if let action = value["action"], case .function = action { _ = try interpreter.call(action, arguments: []) }
                } catch var error as RuntimeError {
                    error.notes.append("  in the action of Button\(label(of: node).map { " " + $0 } ?? "") at \(node.path)")
                    throw error
                }
                // Any button of an alert dismisses it.
                if let alert = enclosingAlert(of: node), alert.isMounted { try dismissPresentation(alert.handle) }
            case "Toggle":
                guard case .builtin(var binding)? = value["isOn"] else { throw GraphError("the toggle has no binding") }
                record(.action, "Toggle\(label(of: node).map { " " + $0 } ?? "")", path: node.path)
                let current = try readWrapper(binding, owner: .value(typeName: "Toggle", property: "isOn"), at: .builtin)
                let flipped: Value = if case .bool(let on) = current { .bool(!on) } else { .bool(true) }
                try writeWrapper(&binding, value: flipped, owner: .value(typeName: "Toggle", property: "isOn"), at: .builtin)
            case "Stepper":
                try stepUp(node, value)
            case "NavigationLink":
                try push(node)
            case "DisclosureGroup":
                try toggleDisclosure(node, value)
            case "Link":
                // A Link opens its URL with the environment's `openURL` action: the system's
                // leaves the app (nothing in the graph changes), a custom one runs its handler.
                let title = "Link\(label(of: node).map { " " + $0 } ?? "")"
                let destination = value["destination"] ?? .nil
                guard case .builtin(let action) = try environmentValue("openURL", for: node), action["handler"] != nil else {
                    record(.action, "\(title) opens \(interpreter.describe(destination))", path: node.path)
                    break
                }
                record(.action, title, path: node.path)
                try openURL(destination, with: action, at: .builtin)
            case "Menu" where value["primaryAction"] != nil:
                try runPrimaryAction(of: node, value)
            case "Menu":
                throw GraphError("Menu\(label(of: node).map { " " + $0 } ?? "") at \(node.path) has no primaryAction: a tap opens its menu, whose items are in the tree; tap one of them")
            default:
                throw GraphError("'\(node.path)' is a \(value.kind), not a button")
            }
        }
    }

    /// Writes a `@State` property of a node.
    public func setState(_ node: Node, property: String, to value: Value) throws {
        guard let slot = node.storage[property] else {
            throw GraphError("'\(node.path)' has no @State named '\(property)'")
        }
        guard slot.kind == "State" else {
            throw GraphError("'\(node.path).\(property)' is a @\(slot.kind); change the object with 'call' instead")
        }
        try transaction {
            var wrapper = BuiltinValue(kind: "State", tag: slot.id)
            try writeWrapper(&wrapper, value: value, owner: .value(typeName: node.typeName, property: property), at: .builtin)
        }
    }

    /// Rebuilds a view value with one initializer argument replaced, as if the parent passed
    /// a different value, and updates the node with it.
    public func swap(_ node: Node, argument label: String, to makeValue: (_ isAutoclosure: Bool) throws -> Value) throws {
        guard node.isUserView, case .structValue(let current) = node.viewValue else {
            throw GraphError("'\(node.path)' is a \(node.typeName); swap works on your own views")
        }
        guard var arguments = current.initArguments else {
            throw GraphError("'\(node.path)' has no recorded initializer arguments")
        }
        guard let index = arguments.firstIndex(where: { $0.label == label }) else {
            let labels = arguments.compactMap(\.label).map { "'\($0)'" }.joined(separator: ", ")
            throw GraphError("\(node.typeName)'s initializer has no argument '\(label)' (it has \(labels.isEmpty ? "none" : labels))")
        }
        try transaction {
            var isAutoclosure = false
            if case .function(.closure(let closure)) = arguments[index].value, closure.autoclosureBody != nil { isAutoclosure = true }
            arguments[index].value = try makeValue(isAutoclosure)
            for i in arguments.indices where i != index {
                if case .weakObject(let id) = arguments[i].value {
                    guard interpreter.heap.isAlive(id) else {
                        throw GraphError("argument '\(arguments[i].label ?? "_")' of \(node.typeName) is no longer alive")
                    }
                    arguments[i].value = .object(id)
                } else if !interpreter.heap.isAlive(referencedBy: arguments[i].value) {
                    throw GraphError("argument '\(arguments[i].label ?? "_")' of \(node.typeName) captures an object that is no longer alive")
                }
            }
            let saved = interpreter.activity
            interpreter.activity = CreationContext(holder: "swap \(node.path)")
            defer { interpreter.activity = saved }
            let value = try interpreter.construct(typeName: node.typeName, arguments: arguments, at: .builtin)
            pendingRelease.append((value, "swap"))
            let item = ContentItem(identity: node.identity, view: value, typeName: node.typeName, modifiers: node.modifiers, key: node.key)
            try update(node, item)
        }
    }

    /// The text a button or text shows, quoted.
    public func label(of node: Node) -> String? {
        guard case .builtin(let value) = node.viewValue else { return nil }
        switch value.kind {
        case "Text":
            // A formatted value shows in the text's environment: its \.locale, \.timeZone, \.calendar.
            if let input = value["formatInput"], let style = value["format"],
               let text = interpreter.formatted(input, style: style, in: formatContext(for: node), now: value["formattedAt"]?.asDouble) {
                return "\"\(text)\""
            }
            if case .string(let text)? = value["text"] { return "\"\(text)\"" }
            if case .array(let parts)? = value["parts"] { return "\"\(joinedText(parts, for: node))\"" }
            if let date = value["date"], let style = value["style"], let name = FrameworkValues.memberName(of: style) {
                return "\"\(interpreter.dateText(date, style: name, in: formatContext(for: node)))\""
            }
        case "Button", "Toggle", "NavigationLink", "Label", "Link":
            if let text = firstText(in: value["label"] ?? .void) { return "\"\(text)\"" }
            // A label that is your own view (`label: { RowLabel(title: "Open") }`): the first
            // text its body shows.
            if value.kind != "Label", let text = node.subtree.dropFirst().lazy.compactMap({ self.textLabel(of: $0) }).first {
                return text
            }
        case "Alert", "ConfirmationDialog", "ActionSheet":
            return dialogLabel(value)
        case "TextField", "Stepper", "Picker", "Section", "GroupBox", "DisclosureGroup", "Menu", "LabeledContent", "SecureField",
             "TextEditor", "Slider", "ContentUnavailableView", "DatePicker", "ColorPicker", "MultiDatePicker", "EditButton", "ShareLink", "Gauge", "ProgressView":
            if case .string(let title)? = value["title"] { return "\"\(title)\"" }
        default:
            break
        }
        return nil
    }

    /// The label of a `Text` node.
    private func textLabel(of node: Node) -> String? {
        node.kind == .text && !node.isUserView ? label(of: node) : nil
    }

    func firstText(in value: Value) -> String? {
        guard case .builtin(let builtin) = value else { return nil }
        if builtin.kind == "Text", case .string(let text)? = builtin["text"] { return text }
        // `LabeledContent("Dune", value: "412 pages")`, `Label("Inbox", systemImage: "tray")`:
        // a title given as a string shows first.
        if Self.showsTitleFirst(builtin.kind), case .string(let title)? = builtin["title"] { return title }
        for field in builtin.fields.values {
            if let text = firstText(in: field) { return text }
            if case .array(let elements) = field { for element in elements { if let text = firstText(in: element) { return text } } }
        }
        return nil
    }

    /// The name `tap "…"` finds a control by: the first text of its label, else the name of
    /// the image a label of images shows (`Button { Image(systemName: "plus") }` is `"plus"`,
    /// as the tree shows it).
    func tapName(in label: Value) -> String? {
        firstText(in: label) ?? firstImageName(in: label)
    }

    /// Every name `tap "…"` finds a control by: each text and image its label shows, in order,
    /// and its texts together (`Button { HStack { Image(systemName: "play"); Text("Start");
    /// Text("Workout") } }` is "Start", "Workout", "Start Workout" and "play"), as a person names
    /// what they see.
    func tapNames(in label: Value) -> [String] {
        var texts: [String] = [], images: [String] = []
        collectNames(in: label, texts: &texts, images: &images)
        var names = texts
        if texts.count > 1 { names.append(texts.joined(separator: " ")) }
        return names + images.filter { !names.contains($0) }
    }

    private func collectNames(in value: Value, texts: inout [String], images: inout [String]) {
        guard case .builtin(let builtin) = value else { return }
        if builtin.kind == "Text", case .string(let text)? = builtin["text"] {
            texts.append(text)
            return
        }
        if builtin.kind == "Image", case .string(let name)? = builtin["name"], !name.isEmpty {
            images.append(name)
            return
        }
        if Self.showsTitleFirst(builtin.kind), case .string(let title)? = builtin["title"] { texts.append(title) }
        for field in builtin.fields.values {
            if case .array(let elements) = field {
                for element in elements { collectNames(in: element, texts: &texts, images: &images) }
            } else {
                collectNames(in: field, texts: &texts, images: &images)
            }
        }
    }

    /// Views inside a label whose string title shows before the rest of what they hold.
    static func showsTitleFirst(_ kind: String) -> Bool {
        kind == "LabeledContent" || kind == "Label" || kind == "Section" || kind == "GroupBox"
    }

    private func firstImageName(in value: Value) -> String? {
        guard case .builtin(let builtin) = value else { return nil }
        if builtin.kind == "Image", case .string(let name)? = builtin["name"], !name.isEmpty { return name }
        for field in builtin.fields.values {
            if let name = firstImageName(in: field) { return name }
            if case .array(let elements) = field { for element in elements { if let name = firstImageName(in: element) { return name } } }
        }
        return nil
    }

    /// What `tap "…"` knows a control by, quoted: its label, or the image its label shows.
    public func tapLabel(of node: Node) -> String? {
        if case .builtin(let value) = node.viewValue, Self.isLabelledControl(value.kind),
           let name = tapName(in: value["label"] ?? .void) {
            return "\"\(name)\""
        }
        return label(of: node)
    }

    /// The kinds whose label `label(of:)` takes from the first text of their `label`.
    static func isLabelledControl(_ kind: String) -> Bool {
        switch kind {
        case "Button", "Toggle", "NavigationLink", "Label", "Link": return true
        default: return false
        }
    }

    static func isTappable(_ typeName: String) -> Bool {
        switch typeName {
        case "Button", "Toggle", "NavigationLink", "Stepper", "DisclosureGroup", "Link", "EditButton": return true
        default: return false
        }
    }

    /// The controls `type` can enter a value into (`TextField`, `SecureField`, `TextEditor`,
    /// `Stepper`, `Picker`, …) whose label is `text`.
    public func valueControls(labelled text: String) -> [Node] {
        nodes(labelled: text) { $0.kind.isValueControl }
            + allNodes.filter { node in node.modifiers.contains { $0.kind == "searchable" && searchPrompt($0) == text } }
    }

    func nodes(labelled text: String, where kind: (Node) -> Bool) -> [Node] {
        let quoted = "\"\(text)\""
        return allNodes.filter { node in
            guard kind(node) else { return false }
            // A control whose label has a text: `label(of:)` is that text quoted, compared
            // here without quoting it (a thousand rows' buttons are looked at per `tap`).
            if case .builtin(let value) = node.viewValue, Self.isLabelledControl(value.kind),
               tapName(in: value["label"] ?? .void) != nil {
                return tapNames(in: value["label"] ?? .void).contains(text)
            }
            return label(of: node) == quoted
        }
    }

    /// `"Read"` as a path (`menu "Read" "Edit"`, `swipe "Read"`): the view showing that text —
    /// a `Text`, or a control labelled so — the outermost where one holds the other (a button
    /// and its label's text); several apart are listed.
    private func resolve(shownText quoted: String) throws -> Node {
        let shown = allNodes.filter { label(of: $0) == quoted }
        var outermost = shown.filter { node in
            var current = node.parent
            while let parent = current {
                if shown.contains(where: { $0 === parent }) { return false }
                current = parent.parent
            }
            return true
        }
        // The same text behind a sheet and in it, or in another tab: the one in front.
        let inFront = outermost.filter(isInFront)
        if outermost.count > 1, !inFront.isEmpty { outermost = inFront }
        guard let first = outermost.first else { throw GraphError("no view shows the text \(quoted)") }
        guard outermost.count == 1 else {
            let paths = outermost.map { "  \($0.path)  (@\($0.handle))" }.joined(separator: "\n")
            throw GraphError("\(outermost.count) views show the text \(quoted); name one by path or handle:\n\(paths)")
        }
        return first
    }

    /// Resolves a path: `@7`, a full path, a unique suffix (`ForEach[2]/ChildView`), a short
    /// name (`ChildView[2]`), or a container's row by its index when no row has that id
    /// (`ForEach[0]` among rows keyed by UUIDs).
    public func resolve(_ path: String) throws -> Node {
        if path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") { return try resolve(shownText: path) }
        if path.hasPrefix("@"), let handle = Int(path.dropFirst()) {
            guard let node = nodesByHandle[handle] else { throw GraphError("no node with handle @\(handle)") }
            return node
        }
        if let exact = node(atPath: path), exact.path == path { return exact }
        let nodes = allNodes
        if let exact = nodes.first(where: { $0.path == path }) { return exact }
        var matches = nodes.filter { $0.path.hasSuffix("/" + path) }
        if matches.isEmpty { matches = nodes.filter { $0.shortName == path } }
        if matches.isEmpty {
            // `List[2]`: the root of a ForEach/List element, named by its container and key.
            matches = nodes.filter { node in
                guard node.isElementRoot, let parent = node.parent, let key = node.key else { return false }
                let alias = "\(parent.segment)[\(key)]"
                let full = String(node.path.dropLast(node.segment.count + 1))
                return alias == path || full == path || full.hasSuffix("/" + path)
            }
        }
        if matches.isEmpty { matches = rows(atIndexPath: path, among: nodes) }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty { throw GraphError("no node at '\(path)'") }
        let candidates = matches.prefix(5).map { "  \($0.path)  (@\($0.handle))" }.joined(separator: "\n")
        throw GraphError("'\(path)' matches \(matches.count) nodes:\n\(candidates)")
    }
}

extension ViewGraph {
    /// `Container[N]` (or `…/Container[N]`) naming no row by id: the Nth row of each container
    /// the rest of the path names.
    func rows(atIndexPath path: String, among nodes: [Node]) -> [Node] {
        guard path.hasSuffix("]"), let open = path.lastIndex(of: "["),
              let index = Int(path[path.index(after: open)..<path.index(before: path.endIndex)]), index >= 0 else { return [] }
        let container = String(path[..<open])
        guard !container.isEmpty, !container.hasSuffix("/") else { return [] }
        return nodes.compactMap { node in
            guard node.segment == container || node.path == container || node.path.hasSuffix("/" + container) else { return nil }
            // NB: a row of several views counts once, as `delete` and `move` count offsets.
            var rows: [Node] = []
            for child in node.children where child.isElementRoot && child.key != rows.last?.key { rows.append(child) }
            return rows.indices.contains(index) ? rows[index] : nil
        }
    }

    /// The first node, parents before children, whose path is exactly `path`. A descent that
    /// enters only the subtrees `path` can lie in (a node's path extends its parent's), so
    /// naming one row of ten thousand costs its depth and its siblings, not the whole tree.
    func node(atPath path: String) -> Node? {
        guard let root else { return nil }
        let target = Array(path.utf8)
        // Where `text` ends if `target` continues with it at `offset`.
        func reading(_ text: String, at offset: Int) -> Int? {
            var index = offset
            for byte in text.utf8 {
                guard index < target.count, target[index] == byte else { return nil }
                index += 1
            }
            return index
        }
        // Whether a path ending at `end` can be `target` or lead to it.
        func continues(at end: Int) -> Bool {
            end == target.count || target[end] == UInt8(ascii: "/") || target[end] == UInt8(ascii: "[")
        }
        // The child entered from `node` when the path goes on at `offset`, and where its segment ends.
        func enter(_ child: Node, at offset: Int) -> Int? {
            guard offset < target.count, target[offset] == UInt8(ascii: "/"),
                  let childEnd = reading(child.segment, at: offset + 1), continues(at: childEnd) else { return nil }
            return childEnd
        }
        func visit(_ node: Node, end: Int) -> Node? {
            if end == target.count { return node }
            // An element root's key goes on its parent's segment: `ForEach[2]/Row`.
            if target[end] == UInt8(ascii: "["), let roots = node.indexedElementRoots() {
                return visitElementRoots(of: node, roots, end: end)
            }
            for child in node.children {
                var offset = end
                if child.isElementRoot, let key = child.key {
                    guard target[offset] == UInt8(ascii: "["), let close = reading(key, at: offset + 1),
                          close < target.count, target[close] == UInt8(ascii: "]") else { continue }
                    offset = close + 1
                }
                guard let childEnd = enter(child, at: offset) else { continue }
                if let found = visit(child, end: childEnd) { return found }
            }
            return nil
        }
        // The element roots whose key is read at `end + 1` up to a `]`, in their order: one
        // lookup per `]` in the path, not one comparison per row.
        func visitElementRoots(of node: Node, _ roots: ElementRoots, end: Int) -> Node? {
            var candidates: [(position: Int, close: Int)] = []
            for close in (end + 1)..<target.count where target[close] == UInt8(ascii: "]") {
                let key = String(decoding: target[(end + 1)..<close], as: UTF8.self)
                roots.forEachPosition(of: key) { candidates.append(($0, close)) }
            }
            for (position, close) in candidates.sorted(by: { $0.position < $1.position }) {
                let child = node.children[position]
                // Keys compared as bytes, as the walk over the children does.
                guard let key = child.key, reading(key, at: end + 1) == close,
                      let childEnd = enter(child, at: close + 1), let found = visit(child, end: childEnd) else { continue }
                return found
            }
            return nil
        }
        guard let end = reading(root.segment, at: 0), continues(at: end) else { return nil }
        return visit(root, end: end)
    }

    /// The initializer argument labels recorded for a user view (what `swap` accepts).
    public func argumentLabels(of node: Node) -> [String] {
        guard case .structValue(let value) = node.viewValue else { return [] }
        return (value.initArguments ?? []).compactMap(\.label)
    }
}

extension Node {
    /// Indexes the element roots of a `ForEach`/`List` with many children (see
    /// `elementRootsByKey`); other nodes keep none.
    func indexElementRoots() {
        guard children.count > ShownNode.searchedChildren, kind == .forEach || kind == .list else {
            elementRootsByKey = nil
            return
        }
        var roots = ElementRoots(capacity: children.count)
        for (position, child) in children.enumerated() {
            if let key = child.key { roots.add(key, at: position) }
        }
        elementRootsByKey = roots
    }

    /// The element roots by key, indexed again if a key changed since; nil for a node with few
    /// children (they are read one by one).
    func indexedElementRoots() -> ElementRoots? {
        guard children.count > ShownNode.searchedChildren, kind == .forEach || kind == .list else { return nil }
        if elementRootsByKey == nil { indexElementRoots() }
        return elementRootsByKey
    }
}

/// The positions of a `ForEach`'s (or `List`'s) element roots among its children, by key.
///
/// NB: a key's one position inline, and only the keys several rows share (duplicate ids, which
/// SwiftUI warns of) in a second table: an array per key was an allocation per row.
struct ElementRoots {
    private var first: [String: Int] = [:]
    private var more: [String: [Int]] = [:]

    init(capacity: Int) {
        first.reserveCapacity(capacity)
    }

    mutating func add(_ key: String, at position: Int) {
        if first[key] == nil { first[key] = position } else { more[key, default: []].append(position) }
    }

    /// Calls `body` with each position of `key`, in order.
    func forEachPosition(of key: String, _ body: (Int) -> Void) {
        guard let position = first[key] else { return }
        body(position)
        for position in more[key] ?? [] { body(position) }
    }
}
