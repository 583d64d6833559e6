import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// Views whose label is content (`Button(action:) { Text("Show") }`, `Menu { } label: { }`),
/// sections with header and footer views, and the controls and containers real demos use:
/// shapes and gradients, grids, `LabeledContent`, `Slider`, `SecureField`, `TextEditor`,
/// `ContentUnavailableView`, `DisclosureGroup`, `GeometryReader`, `Link`, gestures.
extension ViewGraph {
    /// Builds one of these views, or nil when `typeName` is not one of them.
    func constructSurface(_ typeName: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        let unlabeled = arguments.filter { $0.label == nil }
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        func isClosure(_ value: Value) -> Bool { if case .function = value { true } else { false } }
        let closures = unlabeled.map(\.value).filter(isClosure)
        let title = unlabeled.first { if case .string = $0.value { true } else { false } }?.value
        func content(_ value: Value?) throws -> Value {
            guard let value else { return buildBlock([], at: location) }
            if case .function = value { return try interpreter.call(value, arguments: [], viewBuilder: true, at: location) }
            return value
        }
        /// A title string, or the views of a label closure (`label:`, or the trailing closure).
        func label(_ closure: Value?) throws -> Value {
            if let title { return view("Text", ["text": title]) }
            return try content(closure)
        }
        switch typeName {
        case "Color":
            return try FrameworkValues.construct(interpreter, typeName: "Color", values: arguments.map(\.value),
                                                 labels: arguments.map(\.label), at: location)
        case "Button":
            // `Button(action: { … }) { Text("Show") }`: the trailing closure is the label.
            // `Button { … } label: { … }`: the trailing closure is the action.
            let action = labelled("action") ?? closures.first ?? .void
            // Its action is ordinary code (a `for` loop runs), not a view builder as the
            // unlabeled closures of a builtin view are taken to be.
            if case .function(.closure(let closure)) = action { closure.isViewBuilder = false }
            let labelClosure = labelled("label") ?? (labelled("action") != nil ? closures.first : nil)
            var fields: OrderedDictionary<String, Value> = ["label": try label(labelClosure), "action": action]
            if let image = labelled("systemImage") { fields["systemImage"] = image }
            if let role = labelled("role") { fields["role"] = role }
            return view("Button", fields)
        case "Toggle":
            var isOn = labelled("isOn") ?? .nil
            if let sources = labelled("sources"), case .keyPath(let path) = isOn { isOn = Self.sourcesBinding(sources: sources, keyPath: path) }
            return view("Toggle", ["label": try label(labelled("label") ?? closures.last), "isOn": isOn])
        case "Picker":
            // `Picker(selection: $x) { options } label: { Text("Flavor") }`.
            let optionsClosure = labelled("content") ?? closures.first
            let labelView = try label(labelled("label"))
            return view("Picker", ["title": .string(firstText(in: labelView) ?? ""), "label": labelView,
                                   "selection": labelled("selection") ?? .nil, "content": try content(optionsClosure)])
        case "Menu":
            // `Menu("Actions") { … }`, `Menu { … } label: { … }`: its items are buttons `tap` reaches.
            let labelView = try label(labelled("label"))
            var fields: OrderedDictionary<String, Value> = ["title": .string(firstText(in: labelView) ?? ""), "label": labelView,
                                                            "content": try content(labelled("content") ?? closures.first)]
            // `Menu("Add") { … } primaryAction: { … }`: a tap runs it, a long press shows the items.
            if let primary = labelled("primaryAction") {
                if case .function(.closure(let closure)) = primary { closure.isViewBuilder = false }
                fields["primaryAction"] = primary
            }
            return view("Menu", fields)
        case "Label":
            // `Label("Add", systemImage: "plus")`, `Label { Text("Add") } icon: { Image(…) }`.
            if let first = unlabeled.first?.value, !isClosure(first) {
                return view("Label", ["label": view("Text", ["text": .string(interpreter.describe(first))]),
                                      "systemImage": labelled("systemImage") ?? .nil])
            }
            return view("Label", ["label": try content(labelled("title") ?? closures.first), "systemImage": .nil])
        case "Section":
            return try section(arguments, title: title, closures: closures, content: content)
        case "LabeledContent":
            // `LabeledContent("Name", value: "Ada")`, `LabeledContent("Name") { Text(…) }`.
            // `LabeledContent { Text("42") } label: { Text("Answer") }`.
            // `LabeledContent("Level", value: 0.8, format: .percent)` shows the value formatted ("80%").
            let shown: Value = try labelled("value").map { value in
                let text = labelled("format").flatMap { interpreter.formatted(value, style: $0) } ?? interpreter.describe(value)
                return view("Text", ["text": .string(text)])
            }
                ?? content(labelled("content") ?? closures.first)
            let labelText = try title.map { interpreter.describe($0) } ?? firstText(in: content(labelled("label"))) ?? ""
            return view("LabeledContent", ["title": .string(labelText), "content": shown])
        case "Stepper" where title == nil && !closures.isEmpty:
            // `Stepper(value: $n, in: 0...9) { Text("Count \(n)") }`: the label closure names it.
            // `Stepper { Text("Nudge") } onIncrement: { … } onDecrement: { … }` steps through its closures.
            let text = firstText(in: try content(labelled("label") ?? closures.first { arity(of: $0) != 1 } ?? closures.last)) ?? ""
            var fields: OrderedDictionary<String, Value> = ["title": .string(text), "value": labelled("value") ?? .nil,
                                                            "step": labelled("step") ?? .int(1), "in": labelled("in") ?? .nil]
            for name in ["onIncrement", "onDecrement", "onEditingChanged"] {
                guard let action = labelled(name) else { continue }
                if case .function(.closure(let closure)) = action { closure.isViewBuilder = false }
                fields[name] = action
            }
            return view("Stepper", fields)
        case "SecureField":
            return view(typeName, ["title": title ?? .string(""), "text": labelled("text") ?? .nil])
        case "TextEditor":
            return view(typeName, ["text": labelled("text") ?? .nil])
        case "Slider":
            // `Slider(value:in:) { editing in … }`: a trailing closure that takes a Bool is
            // `onEditingChanged`; one without parameters is the label.
            let onEditingChanged = labelled("onEditingChanged") ?? closures.first { arity(of: $0) == 1 }
            var fields: OrderedDictionary<String, Value> = ["value": labelled("value") ?? .nil, "in": labelled("in") ?? .nil,
                                                            "step": labelled("step") ?? .nil, "onEditingChanged": onEditingChanged ?? .nil]
            if let labelClosure = labelled("label") ?? closures.first(where: { arity(of: $0) == 0 }),
               let text = firstText(in: try content(labelClosure)) {
                fields["title"] = .string(text)
            }
            return view("Slider", fields)
        case "ViewThatFits":
            // `ViewThatFits(in:) { HStack { … } VStack { … } }` (iOS 16): its content's views are
            // made, and it shows the first that fits (ViewGraph+ViewThatFits.swift).
            let built = try content(labelled("content") ?? closures.first)
            return view("ViewThatFits", ["content": fittingCandidate(of: built, axes: labelled("in"))])
        case "ContentUnavailableView":
            // `ContentUnavailableView("No Mail", systemImage: "tray", description: Text(…))`, or with
            // label, description and actions closures: the actions are buttons `tap` reaches.
            let labelView = try label(labelled("label") ?? closures.first)
            var parts: [Value] = []
            if let description = labelled("description") { parts.append(try content(description)) }
            if let actions = labelled("actions") { parts.append(try content(actions)) }
            return view("ContentUnavailableView", ["title": .string(firstText(in: labelView) ?? ""),
                                                   "content": buildBlock(parts, at: location)])
        case "DisclosureGroup":
            // The content closure runs only while the group is expanded (`tap` expands it).
            let labelView = try label(labelled("label") ?? (closures.count > 1 ? closures.last : nil))
            return view("DisclosureGroup", ["title": .string(firstText(in: labelView) ?? ""), "isExpanded": labelled("isExpanded") ?? .nil,
                                            "contentClosure": labelled("content") ?? closures.first ?? .void])
        case "OutlineGroup":
            // `OutlineGroup(tree, children: \.children) { node in … }`.
            guard let data = unlabeled.first(where: { !isClosure($0.value) })?.value, let children = labelled("children"),
                  let closure = labelled("content") ?? closures.last else { break }
            return outlineGroup(data: data, children: children, content: closure)
        case "GeometryReader":
            // The content closure receives a proxy whose size is the profile's screen.
            let proxy = Value.builtin(BuiltinValue(kind: "GeometryProxy", fields: ["size": screenSize]))
            guard let closure = labelled("content") ?? closures.first else { break }
            return view("GeometryReader", ["content": try interpreter.call(closure, arguments: [proxy], viewBuilder: true, at: location)])
        case "DatePicker", "ColorPicker", "MultiDatePicker":
            // A date, a color or a set of days chosen through a binding; `type` picks a
            // DatePicker's day within its `in:` range (ViewGraph+DatePicker), not colors.
            let labelView = try label(labelled("label") ?? closures.first)
            var fields: OrderedDictionary<String, Value> = ["title": .string(firstText(in: labelView) ?? ""), "selection": labelled("selection") ?? .nil]
            if typeName == "DatePicker", let range = labelled("in") { fields["in"] = range }
            return view(typeName, fields)
        case "ScrollViewReader":
            // `proxy.scrollTo(id)` moves the viewport of a scroll container inside this reader
            // holding that row: the proxy names the reader's value, which its node keeps.
            guard let closure = labelled("content") ?? closures.first else { break }
            nextProxy += 1
            let proxy = Value.builtin(BuiltinValue(kind: "ScrollViewProxy", fields: ["reader": .int(nextProxy)]))
            return view("ScrollViewReader", ["content": try interpreter.call(closure, arguments: [proxy], viewBuilder: true, at: location),
                                             "reader": .int(nextProxy)])
        case "EditButton":
            // Toggles the environment's edit mode (`tap`; ViewGraph+EditMode): Edit, or Done.
            return view("EditButton", ["title": .string(editMode == "inactive" ? "Edit" : "Done")])
        case "ShareLink", "Gauge":
            // `ShareLink(item:)` opens the share sheet outside the app; `Gauge` shows a value.
            // `ShareLink(items:) { item in SharePreview(…) }`: a closure that takes the item is
            // the preview, not the label.
            let labelView = try label(labelled("label") ?? closures.first { arity(of: $0) != 1 })
            var fields: OrderedDictionary<String, Value> = ["title": .string(firstText(in: labelView) ?? (typeName == "ShareLink" ? "Share" : ""))]
            if typeName == "Gauge", let shown = labelled("value") {
                fields["value"] = shown
                if let bounds = labelled("in") { fields["bounds"] = bounds }
            }
            return view(typeName, fields)
        case "AsyncImage":
            // The URL is never fetched: the image stays in its first phase, showing the
            // placeholder (or the content closure called with `.empty`).
            var shown: Value = buildBlock([], at: location)
            if let placeholder = labelled("placeholder") {
                shown = try content(placeholder)
            } else if let phaseContent = labelled("content") ?? closures.first, arity(of: phaseContent) == 1 {
                let phase = Value.enumValue(EnumValue(typeName: "AsyncImagePhase", caseName: "empty"))
                shown = try interpreter.call(phaseContent, arguments: [phase], viewBuilder: true, at: location)
            }
            return view("AsyncImage", ["url": labelled("url") ?? .nil, "content": shown])
        case "TimelineView":
            // Its content runs with a context whose date is the virtual clock's; `advance` runs
            // it again at each of the schedule's ticks.
            guard let closure = labelled("content") ?? closures.first else { break }
            return view("TimelineView", ["schedule": unlabeled.first?.value ?? .nil, "contentClosure": closure])
        case "Tab":
            // iOS 18's `Tab("Inbox", systemImage: "tray", value: .inbox) { … }` in a TabView: its
            // content, tagged with the value and labelled as `.tabItem { Label(…) }` would.
            guard let closure = labelled("content") ?? closures.first else { break }
            let labelView: Value
            if let labelClosure = labelled("label") {
                labelView = try content(labelClosure)
            } else {
                var fields: OrderedDictionary<String, Value> = ["label": view("Text", ["text": title ?? .string("")])]
                if let image = labelled("systemImage") ?? labelled("image") { fields["systemImage"] = image }
                labelView = view("Label", fields)
            }
            var tabbed = view("ModifiedContent", ["content": try content(closure),
                                                  "modifier": .builtin(BuiltinValue(kind: "tabItem", fields: ["label": labelView]))])
            if let value = labelled("value") {
                tabbed = view("ModifiedContent", ["content": tabbed, "modifier": .builtin(BuiltinValue(kind: "tag", fields: ["_0": value]))])
            }
            return tabbed
        case "TabSection":
            // iOS 18's `TabSection("Collections") { Tab(…) … }` groups tabs in a sidebar; on an
            // iPhone's tab bar a section's tabs appear among the others (Apple,
            // "defaultVisibility(_:for:)" hides one from the tab bar), so its tabs are the TabView's.
            return try content(labelled("content") ?? closures.last)
        case "PhaseAnimator", "KeyframeAnimator":
            // Animation is not modelled: the content shows the animator at rest, the first
            // phase (where a triggered `PhaseAnimator` starts and returns to) or the initial
            // value of a `KeyframeAnimator` (Apple, "PhaseAnimator": "When the trigger value
            // changes, the animator … cycles through each phase, and then returns to the first").
            guard let closure = labelled("content") ?? closures.first,
                  let rest = typeName == "PhaseAnimator" ? firstPhase(unlabeled.first?.value) : labelled("initialValue") else { break }
            return view(typeName, ["content": try interpreter.call(closure, arguments: [rest], viewBuilder: true, at: location)])
        case "Link":
            return view("Link", ["label": try label(labelled("label") ?? closures.first), "destination": labelled("destination") ?? .nil])
        case _ where BuiltinViews.shapes.contains(typeName):
            return view(typeName, [:])
        case _ where BuiltinViews.gestures.contains(typeName):
            // `TapGesture(count: 2)`, `LongPressGesture(minimumDuration: 3)`: its labelled arguments.
            var gesture = BuiltinValue(kind: typeName)
            for argument in arguments { if let label = argument.label { gesture[label] = argument.value } }
            // `SimultaneousGesture(first, second)` (and `SequenceGesture`, `ExclusiveGesture`):
            // the two gestures it composes, as `first.exclusively(before: second)` keeps them.
            if ["SimultaneousGesture", "SequenceGesture", "ExclusiveGesture"].contains(typeName), unlabeled.count == 2 {
                gesture["first"] = unlabeled[0].value
                gesture["second"] = unlabeled[1].value
            }
            return .builtin(gesture)
        case _ where BuiltinViews.styles.contains(typeName):
            return .builtin(BuiltinValue(kind: typeName))
        case "Namespace":
            return .builtin(BuiltinValue(kind: "State", fields: ["initial": .builtin(BuiltinValue(kind: "Namespace.ID"))]))
        case "GestureState":
            // Resets when the gesture ends; no command drives a gesture, so it keeps its initial value.
            guard let initial = labelled("wrappedValue") ?? labelled("initialValue") else { break }
            return .builtin(BuiltinValue(kind: "State", fields: ["initial": initial]))
        case "SceneStorage":
            // Per-scene storage: the playground has one scene, so it behaves like `@AppStorage`.
            guard case .string(let key)? = unlabeled.first?.value, let initial = labelled("wrappedValue") else { break }
            return .builtin(BuiltinValue(kind: "State", fields: ["initial": initial, "defaultsKey": .string("scene:" + key)]))
        default:
            break
        }
        return nil
    }

    /// A user `Shape` (`struct Triangle: Shape { func path(in:) … }`): a view that draws and
    /// has no body; it is a leaf of the tree.
    /// `isUserShape` and `isViewType` of a struct in view content, derived from the declarations
    /// once per type while they stay the same (every row of a re-render is asked about).
    func contentKind(of typeName: String) -> (isShape: Bool, isView: Bool) {
        let registrations = interpreter.types.registrations
        if contentKinds.registrations != registrations { contentKinds = (registrations, [:]) }
        if let known = contentKinds.kinds[typeName] { return known }
        let kind = (isShape: isUserShape(typeName), isView: isViewType(typeName))
        contentKinds.kinds[typeName] = kind
        return kind
    }

    func isUserShape(_ typeName: String) -> Bool {
        guard let info = interpreter.types.type(typeName), !info.conforms(to: "View") else { return false }
        // A program's own `protocol Shape { var area: Double { get } }` shadows SwiftUI's, as a
        // module's declaration does: its conformers are no views.
        if interpreter.types.type("Shape")?.kind == .protocol { return info.conforms(to: "InsettableShape") }
        return info.conforms(to: "Shape") || info.conforms(to: "InsettableShape")
    }

    /// The first element of a `PhaseAnimator`'s phases (`[false, true]`, `Phase.allCases`).
    func firstPhase(_ phases: Value?) -> Value? {
        guard case .array(let elements)? = phases else { return nil }
        return elements.first
    }

    /// `.phaseAnimator(phases, trigger:) { content, phase in … }`, `.keyframeAnimator(initialValue:
    /// trigger:) { content, value in … } keyframes: { … }`: the view the content closure makes
    /// of the modified view at rest (see `PhaseAnimator`), or nil for another method.
    func animatorModifier(_ name: String, on receiver: Value, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard name == "phaseAnimator" || name == "keyframeAnimator" else { return nil }
        let closures = arguments.filter { if case .function = $0.value { true } else { false } }
        guard let closure = arguments.first(where: { $0.label == "content" })?.value ?? closures.first?.value,
              let rest = name == "phaseAnimator" ? firstPhase(arguments.first?.value)
                  : arguments.first(where: { $0.label == "initialValue" })?.value else { return nil }
        return try interpreter.call(closure, arguments: [receiver, rest], viewBuilder: true, at: location)
    }

    /// How many parameters a closure takes.
    private func arity(of value: Value) -> Int? {
        guard case .function(.closure(let closure)) = value else { return nil }
        return max(closure.expression.parameters.count, closure.expression.anonymousParameterCount)
    }

    /// `Section("Title") { … }`, `Section(header: Text("H"), footer: Text("F")) { … }`,
    /// `Section { … } header: { … } footer: { … }`: header and footer are views of their own,
    /// built with the section and shown around its rows.
    private func section(_ arguments: [ArgumentValue], title: Value?, closures: [Value], content: (Value?) throws -> Value) throws -> Value {
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        var fields: OrderedDictionary<String, Value> = [:]
        if case .string(let text)? = title { fields["title"] = .string(text) }
        var parts: [Value] = []
        if let header = labelled("header") { parts.append(view("SectionHeader", ["content": try content(header)])) }
        parts.append(try content(labelled("content") ?? closures.first))
        if let footer = labelled("footer") { parts.append(view("SectionFooter", ["content": try content(footer)])) }
        if let expanded = labelled("isExpanded") {
            // `Section("Title", isExpanded: $open) { … }` (iOS 17): collapsed, only the header
            // shows. Both forms stay with the node (a container's `content` is released once
            // built), as the binding may change without a new value for the section.
            fields["isExpanded"] = expanded
            fields["expanded"] = buildBlock(parts, at: .builtin)
            fields["collapsed"] = buildBlock(Array(parts.prefix(labelled("header") == nil ? 0 : 1)), at: .builtin)
        } else {
            fields["content"] = buildBlock(parts, at: .builtin)
        }
        return view("Section", fields)
    }

    /// Reads `body` does (a binding's value) as `node`'s own dependencies: a builtin view whose
    /// children follow a binding (a section's or a disclosure group's expansion) is refreshed
    /// when the state behind it changes, whether or not the view owning that state read it,
    /// as SwiftUI updates the control holding the binding.
    /// A builtin view about to run its content closure again forgets what the last run read.
    func forgetReads(of node: Node) {
        guard !node.isUserView else { return }
        if !node.readSlots.isEmpty { node.readSlots = [:] }
        if !node.observed.isEmpty { node.observed = [] }
    }

    func readingAsDependency<T>(of node: Node, _ body: () throws -> T) rethrows -> T {
        let saved = (update.trackingNode, update.trackingRow)
        (update.trackingNode, update.trackingRow) = (node, nil)
        defer { (update.trackingNode, update.trackingRow) = saved }
        return try body()
    }

    /// A collapsible section's rows (Apple, "Section.init(_:isExpanded:content:)": "a binding
    /// representing the section's expansion state"): its content while the binding is true;
    /// collapsed, its header alone. The content views are made either way (the section's
    /// initializer runs its content closure), but a collapsed section's rows are not shown:
    /// no body, no `onAppear`.
    func sectionItems(of node: Node, _ value: BuiltinValue) throws -> [ContentItem] {
        let expanded = readingAsDependency(of: node) {
            boundValue(value["isExpanded"]).map { if case .bool(true) = $0 { true } else { false } } ?? true
        }
        var items: [ContentItem] = []
        try flatten((expanded ? value["expanded"] : value["collapsed"]) ?? .void, prefix: "", modifiers: memberModifiers(of: node),
                    key: nil, into: &items, at: .builtin)
        return items
    }

    /// The size a `GeometryReader` sees. There is no layout: every reader is offered the
    /// whole of the profile's screen inside its safe area (a reader at the root of an iPhone 15
    /// screen: 393 × 759 pt), as a reader filling the screen would be.
    var screenSize: Value {
        let device = profile.device
        return .builtin(BuiltinValue(kind: "CGSize", fields: ["width": .double(device.width),
                                                             "height": .double(device.safeAreaHeight)]))
    }

    /// Members of the values these views hand to user code: `proxy.size.width`, gestures' `.onChanged`.
    func surfaceProperty(_ name: String, of value: BuiltinValue) -> Value? {
        switch (value.kind, name) {
        case ("GeometryProxy", "size"): return value["size"]
        case ("ScrollGeometry", _): return value[name]
        case ("EdgeInsets", "top"), ("EdgeInsets", "leading"), ("EdgeInsets", "bottom"), ("EdgeInsets", "trailing"): return value[name] ?? .double(0)
        case ("GeometryProxy", "safeAreaInsets"): return .builtin(BuiltinValue(kind: "EdgeInsets"))
        case ("CGSize", "width"), ("CGSize", "height"): return value[name]
        case ("CGPoint", "x"), ("CGPoint", "y"): return value[name]
        case ("CGRect", _): return rectProperty(name, of: value)
        case ("TimelineView.Context", "date"): return value["date"]
        case ("SpatialTapGesture.Value", "location"): return value["location"]
        case ("DragGesture.Value", _): return value[name]
        // Apple, "TupleView.value": the tuple of views a `@ViewBuilder` closure built
        // (`actions().value.0`).
        case ("TupleView", "value"):
            guard case .array(let elements)? = value["elements"] else { return nil }
            return .tuple(elements, labels: elements.map { _ in nil })
        case ("Namespace.ID", _): return nil
        default: return nil
        }
    }

    /// `DragGesture().onChanged { … }.onEnded { … }`, `.updating($state) { … }`: a gesture is inert
    /// until a command drives it; its callbacks are kept on it (`press` drives a LongPressGesture).
    func gestureMethod(_ name: String, on receiver: Value, arguments: [ArgumentValue]) -> Value? {
        guard case .builtin(var gesture) = receiver, BuiltinViews.gestures.contains(gesture.kind) else { return nil }
        let combinators: Set<String> = ["onChanged", "onEnded", "updating", "sequenced", "simultaneously", "exclusively"]
        guard combinators.contains(name) else { return nil }
        let closure = arguments.last { if case .function = $0.value { true } else { false } }?.value
        switch name {
        case "updating":
            gesture["updatingState"] = arguments.first?.value
            gesture["updating"] = closure
        case "onChanged", "onEnded":
            gesture[name] = closure
        case "exclusively":
            // `first.exclusively(before: second)`: an `ExclusiveGesture` of the two (ViewGraph+TapGestures).
            guard let second = arguments.first?.value else { break }
            return .builtin(BuiltinValue(kind: "ExclusiveGesture", fields: ["first": receiver, "second": second]))
        default:
            break
        }
        return .builtin(gesture)
    }

    /// `DisclosureGroup`'s rows: built from its content closure while it is expanded.
    func disclosureItems(of node: Node, _ value: BuiltinValue) throws -> [ContentItem] {
        // Its reads are taken again below: a collapsed group no longer depends on its content's.
        forgetReads(of: node)
        let expanded: Bool
        if case .builtin = value["isExpanded"] ?? .nil {
            expanded = readingAsDependency(of: node) {
                boundValue(value["isExpanded"]).map { if case .bool(true) = $0 { true } else { false } } ?? false
            }
        } else {
            expanded = node.isExpanded
        }
        if let nested = value["outlineChildren"] {
            // An outline row: its own views, then (expanded) its children's rows.
            var items: [ContentItem] = []
            try flatten(value["label"] ?? .void, prefix: "label.", modifiers: [], key: nil, into: &items, at: .builtin)
            guard expanded else { return items }
            return items + (try outlineItems(nested, children: value["children"] ?? .nil, content: value["rowContent"] ?? .void, node: node))
        }
        guard expanded else { return [] }
        guard let closure = value["contentClosure"], case .function = closure else { return [] }
        // What the content reads is the group's own dependency: the group's content updates when
        // state only it reads changes, as a view's body does.
        let content = try readingAsDependency(of: node) { try interpreter.call(closure, arguments: [], viewBuilder: true, at: .builtin) }
        pendingRelease.append((content, "\(node.path) content"))
        var items: [ContentItem] = []
        try flatten(content, prefix: "", modifiers: [], key: nil, into: &items, at: .builtin)
        return items
    }

    /// `tap` on a `DisclosureGroup`: expands or collapses it (through its binding, if it has one).
    func toggleDisclosure(_ node: Node, _ value: BuiltinValue) throws {
        record(.action, "DisclosureGroup \(label(of: node) ?? "")", path: node.path)
        if case .builtin(var binding)? = value["isExpanded"], binding.kind == "Binding" {
            let owner = WrapperOwner.value(typeName: "DisclosureGroup", property: "isExpanded")
            let current = try readWrapper(binding, owner: owner, at: .builtin)
            let flipped: Value = if case .bool(let on) = current { .bool(!on) } else { .bool(true) }
            try writeWrapper(&binding, value: flipped, owner: owner, at: .builtin)
            // The group reads its binding itself: it updates even if no body read the value. When
            // a body above it read the value, that body builds the group again (its content once).
            var ancestor = node.parent
            while let view = ancestor {
                if update.dirty.contains(view.handle) { return }
                ancestor = view.parent
            }
            try reconcileBuiltin(node)
            return
        }
        node.isExpanded.toggle()
        try reconcileBuiltin(node)
    }

    /// `type Slider "0.7"`: a number written through the slider's binding, clamped to its range
    /// and, with `step:`, moved to the nearest valid value (Apple, "Slider": "step: The distance
    /// between each valid value"), counted from the range's lower bound.
    func slide(_ node: Node, _ value: BuiltinValue, to text: String) throws {
        guard let number = Double(text) else { throw GraphError("a Slider takes a number, not \"\(text)\"") }
        guard case .builtin(var binding)? = value["value"], binding.kind == "Binding" else { throw GraphError("the slider has no binding") }
        var clamped = number
        if let (lower, upper) = closedBounds(value["in"]) {
            clamped = min(max(clamped, lower), upper)
            if let step = Self.number(value["step"]), step > 0 {
                let steps = ((clamped - lower) / step).rounded()
                clamped = lower + steps * step
                if clamped > upper { clamped -= step }
            }
        }
        let owner = WrapperOwner.value(typeName: "Slider", property: "value")
        let current = try readWrapper(binding, owner: owner, at: .builtin)
        let newValue: Value = if case .int = current { .int(Int(clamped)) } else { .double(clamped) }
        try whileEditing(value) { try writeWrapper(&binding, value: newValue, owner: owner, at: .builtin) }
    }
}

extension ViewGraph {
    /// The bounds of a control's `in:` range as Doubles (`0...1`, `0.0...100.0`), nil without one.
    func closedBounds(_ range: Value?) -> (lower: Double, upper: Double)? {
        if case .range(let lower, let upper, let closed)? = range {
            return (Double(lower), Double(closed ? upper - 1 : upper))
        }
        guard let range, !range.isNil,
              let lower = Self.number(try? interpreter.member("lowerBound", of: range, at: .builtin)),
              let upper = Self.number(try? interpreter.member("upperBound", of: range, at: .builtin)) else { return nil }
        return (lower, upper)
    }

    /// An Int or Double value as a Double (a slider's bounds and step).
    static func number(_ value: Value?) -> Double? {
        switch value {
        case .int(let n)?: return Double(n)
        case .double(let d)?: return d
        default: return nil
        }
    }
}
