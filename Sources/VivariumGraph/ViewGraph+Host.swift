import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

extension ViewGraph: InterpreterHost {
    /// The iOS release `#available` tests: the behaviour profile's (`ios17.2` is [17, 2]).
    public var iOSVersion: [Int] { [profile.major, profile.minor] }

    public func hasType(_ name: String) -> Bool { BuiltinViews.allTypeNames.contains(name) || name == Self.hookType }

    public func isViewType(_ typeName: String) -> Bool {
        // A user type named like a SwiftUI view (`struct Grid`) is a view only if it says so.
        guard let info = interpreter.types.type(typeName), !interpreter.types.extendedBuiltins.contains(info.name) else {
            return BuiltinViews.views.contains(typeName)
        }
        return info.conforms(to: "View") || info.conforms(to: "UIViewRepresentable") || info.conforms(to: "UIViewControllerRepresentable")
            || info.conforms(to: "ViewModifier") || isUserShape(typeName) || info.conforms(to: "App")
    }

    public func parameterPassing(typeName: String, member: String?, label: String?, index: Int) -> ParameterPassing {
        if member == nil, typeName == "StateObject", label == "wrappedValue" { return .autoclosure }
        if member == nil, BuiltinViews.views.contains(typeName), label == nil || label == "content" || label == "label" {
            return .viewBuilder
        }
        return .value
    }

    public func defersInitialValue(wrapper: String) -> Bool {
        wrapper == "State" && profile.evaluatesStateInitializerOnce
    }

    public func memberwiseRole(wrapper: String) -> MemberwiseRole {
        switch wrapper {
        case "Binding": return .storage
        case "EnvironmentObject", "Environment", "FocusState", "Namespace", "UIApplicationDelegateAdaptor": return .excluded
        default: return .wrappedValue
        }
    }

    public func construct(typeName: String, arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        // The storage every row of a re-render makes again (`@StateObject`, `@State`), before
        // the views' cases are tried one by one: the same values as their cases below.
        if typeName == "StateObject", let thunk = labelled("wrappedValue") {
            return wrapper("StateObject", ["thunk": thunk])
        }
        if typeName == "State" {
            if let thunk = labelled("deferredInitialValue") { return wrapper("State", ["thunk": thunk]) }
            if let initial = labelled("wrappedValue") ?? labelled("initialValue") ?? (arguments.isEmpty ? .nil : nil) {
                return wrapper("State", ["initial": initial])
            }
        }
        let unlabeled = arguments.filter { $0.label == nil }
        func content(_ value: Value?) throws -> Value {
            guard let value else { return buildBlock([], at: location) }
            if case .function = value { return try interpreter.call(value, arguments: [], viewBuilder: true, at: location) }
            return value
        }
        if typeName == "Group" || typeName == "ForEach",
           let resolved = arguments.first(where: { $0.label == "subviews" || $0.label == "sections" })?.label {
            // Apple, "Group(subviews:transform:)", "ForEach(subviews:content:)": a custom
            // container built from its content's resolved subviews or sections.
            throw RuntimeError(.notSupported, "not supported in the playground: \(typeName)(\(resolved):) (a container built from the resolved \(resolved) of its content)", at: location)
        }
        if let value = constructLayout(typeName, arguments) { return value }
        if let value = try constructScene(typeName, arguments, at: location) { return value }
        if let value = try constructSurface(typeName, arguments, at: location) { return value }
        if let value = try constructTable(typeName, arguments, at: location) { return value }
        if let value = try constructLegacyAlert(typeName, arguments, at: location) { return value }
        switch typeName {
        case "Text":
            if case .builtin(let interval)? = labelled("timerInterval"), let lower = interval["lowerBound"], let upper = interval["upperBound"] {
                // `Text(timerInterval: start...end, countsDown: true)`: a timer following the clock
                // towards `end` (counting up from `start` when `countsDown` is false), as
                // `Text(date, style: .timer)` does; it does not stop at the bound here.
                let countsDown = labelled("countsDown").map { if case .bool(false) = $0 { false } else { true } } ?? true
                let style = Value.builtin(BuiltinValue(kind: "Text.DateStyle.timer", fields: ["member": .string("timer")]))
                return view("Text", ["date": countsDown ? upper : lower, "style": style])
            }
            if let date = unlabeled.first?.value, case .builtin(let b) = date, b.kind == "Date", let style = labelled("style") {
                // `Text(date, style: .timer)`: what it shows follows the clock, without a body running.
                return view("Text", ["date": date, "style": style])
            }
            if let value = unlabeled.first?.value, let style = labelled("format"), let text = interpreter.formatted(value, style: style) {
                // `Text(0.25, format: .percent)`, `Text(date, format: .dateTime.hour().minute())`: shown in
                // the text's environment locale (`label(of:)`); `text` is the device's (en_US) form.
                if interpreter.isRelativeFormatStyle(style) {
                    // `Text(date, format: .relative(presentation: .named))` is formatted when the
                    // text is made and stays so until a body makes it again: only `Text(date,
                    // style:)` (and iOS 18's system styles) follow the clock on their own.
                    return view("Text", ["text": .string(text), "formatInput": value, "format": style,
                                         "formattedAt": .double(interpreter.presentSeconds)])
                }
                return view("Text", ["text": .string(text), "formatInput": value, "format": style])
            }
            if let value = unlabeled.first?.value, let style = labelled("format") {
                // A style the framework tables do not format: the subject's own `formatted(_:)`
                // (a bundled module's `Measurement`), or an explicit refusal, never its description.
                return view("Text", ["text": .string(try formattedByItsType(value, style: style, at: location)),
                                     "formatInput": value, "format": style])
            }
            if let subject = unlabeled.first?.value, let formatter = labelled("formatter") {
                // `Text(NSNumber(value: elapsed), formatter: timeFormatter)`: what the formatter's
                // `string(for:)` gives for the value, nothing when it gives nil (Apple,
                // "Text.init(_:formatter:)": "Creates a text view that displays the formatted
                // representation of a reference-convertible value").
                let text = try interpreter.callUserMethod("string", on: formatter, arguments: [
                    ArgumentValue(label: "for", value: subject, location: location),
                ], at: location)
                if case .string(let shown) = text { return view("Text", ["text": .string(shown)]) }
                return view("Text", ["text": .string("")])
            }
            guard let first = unlabeled.first?.value ?? labelled("verbatim") else { break }
            try refuseDateRangeText(first, at: location)
            return view("Text", ["text": .string(interpreter.describe(first))])
        case "NavigationSplitView":
            let sidebar = try content(labelled("sidebar") ?? unlabeled.first(where: { if case .function = $0.value { return true }; return false })?.value)
            var parts = [sidebar]
            if let contentColumn = labelled("content") { parts.append(try content(contentColumn)) }
            if let detail = labelled("detail") { parts.append(try content(detail)) }
            return view("NavigationSplitView", ["content": buildBlock(parts, at: location)])
        // Before the generic containers: a NavigationStack with a path keeps its binding.
        case "NavigationStack" where labelled("path") != nil:
            let closure = labelled("root") ?? unlabeled.last(where: { if case .function = $0.value { return true }; return false })?.value
            return view("NavigationStack", ["path": labelled("path") ?? .nil, "content": try content(closure)])
        case _ where BuiltinViews.containers.contains(typeName):
            let closure = labelled("content") ?? unlabeled.last(where: { if case .function = $0.value { return true }; return false })?.value
            // `Section("Name") { … }`, `GroupBox("Name")`: the title shows in the tree.
            if case .string(let title)? = unlabeled.first?.value {
                return view(typeName, ["title": .string(title), "content": try content(closure)])
            }
            // What sizes a viewport: a ScrollView's axis, a lazy grid's columns or rows.
            var fields: OrderedDictionary<String, Value> = ["content": try content(closure)]
            if typeName == "ScrollView", let axes = labelled("axes") ?? unlabeled.first(where: { if case .function = $0.value { return false }; return true })?.value {
                fields["axes"] = axes
            }
            if typeName == "LazyVStack" || typeName == "LazyHStack", let spacing = labelled("spacing") { fields["spacing"] = spacing }
            if typeName == "LazyVGrid", let columns = labelled("columns") { fields["columns"] = columns }
            if typeName == "LazyHGrid", let rows = labelled("rows") { fields["rows"] = rows }
            return view(typeName, fields)
        case "TabView":
            let closure = labelled("content") ?? unlabeled.last(where: { if case .function = $0.value { return true }; return false })?.value
            return view("TabView", ["selection": labelled("selection") ?? .nil, "content": try content(closure)])
        case "ForEach", "List":
            let data = unlabeled.first(where: { if case .function = $0.value { return false }; return true })?.value
            let closure = labelled("content") ?? unlabeled.last(where: { if case .function = $0.value { return true }; return false })?.value
            guard let data else {
                // `List(selection: $id) { ForEach(…) { … } }`: the selection its rows write.
                if typeName == "List", let selection = labelled("selection") {
                    return view(typeName, ["content": try content(closure), "selection": selection])
                }
                return view(typeName, ["content": try content(closure)])
            }
            if typeName == "List", let children = labelled("children"), let closure {
                // `List(tree, children: \.children) { … }`: a list of one outline group.
                return view("List", ["content": outlineGroup(data: data, children: children, content: closure)])
            }
            if case .function(.closure(let c)) = closure ?? .void { c.isViewBuilder = true }
            if labelled("id") == nil { try checkIdentifiableElements(of: typeName, data: data, at: location) }
            return view(typeName, ["data": data, "id": labelled("id") ?? .nil, "rowContent": closure ?? .void,
                                   "selection": labelled("selection") ?? .nil])
        case "AnyView":
            guard let wrapped = unlabeled.first?.value else { break }
            return view("AnyView", ["content": wrapped])
        case "AnyShapeStyle", "AnyShape":
            // `isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`, `isRound ? AnyShape(Circle())
            // : AnyShape(.rect(cornerRadius: 8))`: a type-erased style or shape draws as the one it
            // wraps (Apple, "AnyShapeStyle", "AnyShape").
            guard unlabeled.count == 1, arguments.count == 1 else { break }
            return unlabeled[0].value
        case "ModifiedContent":
            // `ModifiedContent(content: self, modifier: Bordered())`: what `.modifier(Bordered())` makes.
            guard let content = labelled("content"), let modifier = labelled("modifier") else { break }
            if let modified = try callMethod("modifier", on: content, arguments: [ArgumentValue(label: nil, value: modifier, location: location)],
                                             at: location) {
                return modified
            }
        case "EquatableView":
            guard let wrapped = labelled("content") ?? unlabeled.first?.value else { break }
            return view("ModifiedContent", ["content": wrapped, "modifier": .builtin(BuiltinValue(kind: "equatable"))])
        case "ProgressView":
            // `ProgressView("Loading…")`, `ProgressView("Saving", value: 0.4)`: its title shows;
            // `value:` (and `total:`) make it determinate, shown as its state (Apple,
            // "ProgressView": "To indicate that a task is making progress, initialize the progress
            // view with a value", out of `total`, 1.0 by default; a nil value is indeterminate).
            var fields: OrderedDictionary<String, Value> = [:]
            if case .string(let title)? = unlabeled.first?.value { fields["title"] = .string(title) }
            if case .builtin(let interval)? = labelled("timerInterval"), interval["lowerBound"] != nil {
                // `ProgressView(timerInterval: start...end, countsDown:)` (iOS 16): progress that
                // follows the clock without a body running (ViewGraph+Progress).
                fields["timerInterval"] = .builtin(interval)
                fields["countsDown"] = labelled("countsDown") ?? .bool(true)
            }
            if let value = labelled("value"), !value.isNil {
                fields["value"] = value
                // `total:` has the value's floating-point type (`total: 8` is 8.0).
                if case .int(let whole)? = labelled("total") { fields["total"] = .double(Double(whole)) } else if let total = labelled("total") { fields["total"] = total }
            }
            return view(typeName, fields)
        case "EmptyView", "Spacer", "Divider":
            return view(typeName, [:])
        case "Canvas":
            // `Canvas { context, size in … }` (iOS 15): immediate-mode drawing into a
            // `GraphicsContext`, which changes no state or lifecycle: a leaf whose renderer
            // never runs here, inert by policy (Apple, "Canvas": "a view type that supports
            // immediate mode drawing").
            noteInert("Canvas")
            return view("Canvas", [:])
        case "Image":
            return view("Image", ["name": labelled("systemName") ?? unlabeled.first?.value ?? .string("")])
        case "Color":
            // `Color(c ? .red : .blue)`: a color made from a color is that color.
            if case .builtin(let color)? = unlabeled.first?.value, color.kind == "Color" { return .builtin(color) }
            return view("Color", ["name": unlabeled.first?.value ?? .string("")])
        case "NavigationLink":
            let closures = unlabeled.filter { if case .function = $0.value { return true }; return false }.map(\.value)
            let title = unlabeled.first(where: { if case .string = $0.value { return true }; return false })?.value
            var fields: [String: Value] = [:]
            if let value = labelled("value") { fields["value"] = value }
            // `NavigationLink(destination:isActive:label:)` (deprecated in iOS 16): a Bool binding
            // that pushes while true (ViewGraph+Navigation).
            if let isActive = labelled("isActive") { fields["isActive"] = isActive }
            // `NavigationLink(destination:tag:selection:label:)` (deprecated in iOS 16): pushes
            // while the bound selection equals the tag.
            if let tag = labelled("tag"), let selection = labelled("selection") {
                fields["tag"] = tag
                fields["selection"] = selection
            }
            if let destination = labelled("destination") {
                fields["destination"] = try content(destination)
            } else if fields["value"] == nil, let first = closures.first {
                // The destination closure runs now: the view value is built eagerly, and held
                // while the label's closure runs (a safe point there must not free its objects).
                let destination = try content(first)
                interpreter.holdBuiltContent(destination)
                fields["destination"] = destination
            }
            if let title {
                fields["label"] = view("Text", ["text": title])
            } else if let label = labelled("label")
                        ?? (closures.count > 1 || fields["value"] != nil || labelled("destination") != nil ? closures.last : nil) {
                // `NavigationLink(destination: Detail()) { Label(…) }`: with the destination given
                // by its label, the one closure is the link's label.
                fields["label"] = try content(label)
            }
            return view("NavigationLink", .init(uniqueKeysWithValues: fields.sorted { $0.key < $1.key }))
        case "TextField":
            let title = unlabeled.first?.value ?? .string("")
            // `TextField("Amount", value: $cost, format: .currency(code: "USD"))`: the field
            // shows the value in the format, and a commit parses what was typed back into it.
            if let bound = labelled("value") {
                return view("TextField", ["title": title, "value": bound, "format": labelled("format") ?? .nil])
            }
            return view("TextField", ["title": title, "text": labelled("text") ?? .nil])
        case "Stepper":
            let title = unlabeled.first(where: { if case .string = $0.value { return true }; return false })?.value ?? .string("")
            var fields: OrderedDictionary<String, Value> = ["title": title, "value": labelled("value") ?? .nil,
                                                            "step": labelled("step") ?? .int(1), "in": labelled("in") ?? .nil]
            // `Stepper(_:onIncrement:onDecrement:)`, the first closure often trailing.
            let firstClosure = unlabeled.first(where: { if case .function = $0.value { return true }; return false })?.value
            if let increment = labelled("onIncrement") ?? (labelled("onDecrement") != nil ? firstClosure : nil) {
                if case .function(.closure(let closure)) = increment { closure.isViewBuilder = false }
                fields["onIncrement"] = increment
            }
            if let decrement = labelled("onDecrement") {
                if case .function(.closure(let closure)) = decrement { closure.isViewBuilder = false }
                fields["onDecrement"] = decrement
            }
            // `Stepper("Fan", value: $n, in: 0...5) { editing in … }`: the trailing closure is
            // `onEditingChanged` (Apple, "Stepper": called with true when a press begins, false when it ends).
            if let editing = labelled("onEditingChanged") ?? (fields["onIncrement"] == nil ? firstClosure : nil) {
                if case .function(.closure(let closure)) = editing { closure.isViewBuilder = false }
                fields["onEditingChanged"] = editing
            }
            return view("Stepper", fields)
        case "EnvironmentObject":
            return .builtin(BuiltinValue(kind: "EnvironmentObject"))
        case "UIApplicationDelegateAdaptor":
            // `@UIApplicationDelegateAdaptor(AppDelegate.self)`: the class SwiftUI makes the
            // app's delegate once the App is installed (`installApplicationDelegate`).
            guard case .type? = unlabeled.first?.value else { break }
            return .builtin(BuiltinValue(kind: "UIApplicationDelegateAdaptor", fields: ["type": unlabeled[0].value]))
        case "Environment":
            guard let key = unlabeled.first?.value else { break }
            return .builtin(BuiltinValue(kind: "Environment", fields: ["key": key]))
        case "Bindable":
            // `@Bindable var m = model`, and `Bindable(model)` written as a value (iOS 17).
            guard let object = labelled("wrappedValue") ?? unlabeled.first?.value else { break }
            return .builtin(BuiltinValue(kind: "Bindable", fields: ["object": object]))
        case "State" where labelled("deferredInitialValue") != nil:
            return .builtin(BuiltinValue(kind: "State", fields: ["thunk": labelled("deferredInitialValue")!]))
        case "State":
            guard let initial = labelled("wrappedValue") ?? labelled("initialValue") ?? (arguments.isEmpty ? .nil : nil) else { break }
            return .builtin(BuiltinValue(kind: "State", fields: ["initial": initial]))
        case "FocusState" where arguments.isEmpty:
            // View-owned state like @State, moved by code and by typing into a field
            // (ViewGraph+Focus). Its initial value (false, or nil for an optional) depends on the declared type.
            return .builtin(BuiltinValue(kind: "State", fields: ["initial": .nil, "focus": .bool(true)]))
        case "StateObject":
            guard let thunk = labelled("wrappedValue") else { break }
            return wrapper("StateObject", ["thunk": thunk])
        case "ObservedObject":
            guard let object = labelled("wrappedValue") ?? labelled("initialValue") else { break }
            return wrapper("ObservedObject", ["object": object])
        case "Published":
            guard let initial = labelled("wrappedValue") ?? labelled("initialValue") else { break }
            return wrapper("Published", ["value": initial])
        case "Binding":
            // `Binding(get:set:)`, also written with trailing closures: `Binding { x } set: { x = $0 }`.
            if let get = labelled("get") ?? Self.trailingGetter(unlabeled.map(\.value)), let set = labelled("set") {
                return .builtin(BuiltinValue(kind: "Binding", fields: ["get": get, "set": set]))
            }
            if arguments.count == 1, unlabeled.count == 1, case .builtin(let base) = unlabeled[0].value, base.kind == "Binding" {
                return try forwardingBinding(base, at: location)
            }
        case "AppStorage":
            // `@AppStorage("key") var x = default`: the default is used while the key is unset.
            guard let key = unlabeled.first?.value, case .string(let name) = key, let initial = labelled("wrappedValue") else { break }
            // `store: UserDefaults(suiteName:)`: the suite's own key.
            var suite: Value?
            if case .builtin(let store)? = labelled("store"), store.kind == "UserDefaults" { suite = store["suite"] }
            let stored = Self.suiteKey(name, suite: suite).map(Value.string) ?? key
            var fields: OrderedDictionary<String, Value> = ["initial": initial, "defaultsKey": stored]
            // Without `store:`, the store is the environment's `.defaultAppStorage(_:)`, found
            // when a view installs the property (ViewGraph+DefaultAppStorage).
            if labelled("store") == nil { fields["storeFromEnvironment"] = .bool(true) }
            return .builtin(BuiltinValue(kind: "State", fields: fields))
        case "UserDefaults":
            // `UserDefaults(suiteName: "group.app")`: a suite of its own (Apple, "init(suiteName:)");
            // nil names the standard one.
            guard let suite = labelled("suiteName") else { break }
            if case .nil = suite { return .builtin(BuiltinValue(kind: "UserDefaults")) }
            return .builtin(BuiltinValue(kind: "UserDefaults", fields: ["suite": suite]))
        case "OpenURLAction":
            // `OpenURLAction { url in … return .handled }` (iOS 16): the handler `.environment(\.openURL, …)`
            // gives the views below it, which `openURL(url)` and `Link` call.
            guard let handler = labelled("handler") ?? arguments.last?.value, case .function = handler else { break }
            return .builtin(BuiltinValue(kind: "OpenURLAction", fields: ["handler": handler]))
        case "Transaction":
            // `Transaction(animation: .easeInOut)` (for `withTransaction`, `AsyncImage(url:transaction:)`):
            // animation is not modelled, so it only carries its fields.
            var fields = OrderedDictionary<String, Value>()
            for argument in arguments { fields[argument.label ?? "_"] = argument.value }
            return .builtin(BuiltinValue(kind: "Transaction", fields: fields))
        case "KeyEquivalent":
            // `KeyEquivalent("u")`: the key of a character (for `.keyboardShortcut`, inert here).
            guard arguments.count == 1, arguments[0].label == nil else { break }
            return .builtin(BuiltinValue(kind: "KeyEquivalent", fields: ["character": arguments[0].value]))
        case "HorizontalAlignment", "VerticalAlignment":
            // `HorizontalAlignment(ValueColumn.self)`: a custom guide named by its `AlignmentID`
            // type (Apple, "AlignmentID": "Use the identifier's type to create a static property
            // in an extension of one of the alignment guide types"). Guides place views, which the
            // playground does not lay out: the value only names its identifier.
            guard arguments.count == 1, arguments[0].label == nil, case .type(let id) = arguments[0].value else { break }
            let name = id.split(separator: ".").last.map(String.init) ?? id
            return .builtin(BuiltinValue(kind: typeName, fields: ["member": .string(name)]))
        case "Alignment":
            // `Alignment(horizontal: .leading, vertical: .top)`: the alignment the pair names (`.topLeading`).
            guard let horizontal = labelled("horizontal").flatMap(Self.alignmentGuide),
                  let vertical = labelled("vertical").flatMap(Self.alignmentGuide) else { break }
            return .builtin(BuiltinValue(kind: "Alignment.\(Self.alignmentName(horizontal: horizontal, vertical: vertical))"))
        case "ContextMenu":
            return try contextMenuValue(arguments, at: location)
        case "PreviewDevice":
            // Preview canvas metadata (`.previewDevice(PreviewDevice(rawValue: "iPhone 15"))`): inert.
            return .builtin(BuiltinValue(kind: "PreviewDevice", fields: ["rawValue": arguments.first?.value ?? .nil]))
        case "ScaledMetric", "Query":
            throw RuntimeError(.notSupported, "not supported in the playground: the '@\(typeName)' property wrapper", at: location)
        default:
            break
        }
        throw RuntimeError(.notSupported, "not supported in the playground: this initializer of '\(typeName)'", at: location)
    }

    /// The guide a `HorizontalAlignment` or `VerticalAlignment` value names (`leading`, `top`).
    static func alignmentGuide(_ value: Value) -> String? {
        if case .enumValue(let guide) = value { return guide.caseName }
        return FrameworkValues.memberName(of: value)
    }

    /// The `Alignment` static a horizontal and a vertical guide make: `center` and `top` is
    /// `.top`, `leading` and `top` is `.topLeading`, `leading` and `firstTextBaseline` is
    /// `.leadingFirstTextBaseline`.
    static func alignmentName(horizontal: String, vertical: String) -> String {
        func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
        switch (horizontal, vertical) {
        case (_, "center"): return horizontal
        case ("center", "top"), ("center", "bottom"): return vertical
        case (_, "top"), (_, "bottom"): return vertical + capitalized(horizontal)
        default: return horizontal + capitalized(vertical)
        }
    }

    func view(_ kind: String, _ fields: OrderedDictionary<String, Value>) -> Value {
        .builtin(BuiltinValue(kind: kind, fields: fieldKeys.sharing(fields, of: kind)))
    }

    /// A property wrapper's storage (`@Published`'s in every object, `@StateObject`'s in every
    /// row's view value): the last one of its kind when made alike (`SharedFieldKeys.wrapper`),
    /// else one sharing its key list as `view(_:_:)` does.
    func wrapper(_ kind: String, _ fields: OrderedDictionary<String, Value>) -> Value {
        fieldKeys.wrapper(kind, fields) { view(kind, fields) }
    }

    public func staticMember(typeName: String, name: String, at location: SourceLocation) throws -> Value? {
        // `Font` inside `extension Font` names the type, not a member of it.
        guard name.first?.isLowercase == true else { return nil }
        switch typeName {
        case "Color": return view("Color", ["name": .string(name)])
        case "UserDefaults" where name == "standard": return .builtin(BuiltinValue(kind: "UserDefaults"))
        // `Material.thin` (the style `.thinMaterial` names where a ShapeStyle is meant).
        case "Font", "Edge", "Alignment", "Material": return .builtin(BuiltinValue(kind: "\(typeName).\(name)"))
        case "ContentUnavailableView" where name == "search":
            // Its description takes the query of the searchable around it, when installed.
            return view("ContentUnavailableView", ["title": .string("No Results"), "content": buildBlock([], at: location),
                                                   "searchesQuery": .bool(true)])
        case "ColorScheme" where name == "light" || name == "dark":
            return .enumValue(EnumValue(typeName: "ColorScheme", caseName: name))
        case "Binding" where name == "constant":
            return nil
        default: return nil
        }
    }

    public func property(_ name: String, of value: BuiltinValue, at location: SourceLocation) throws -> Value? {
        if value.kind.hasSuffix("StyleConfiguration"), let styled = try styleConfigurationProperty(name, of: value, at: location) { return styled }
        switch (value.kind, name) {
        case ("Binding", "wrappedValue"):
            return try readWrapper(value, owner: .value(typeName: "Binding", property: name), at: location)
        case ("Binding", "projectedValue"):
            return .builtin(value)
        case ("Binding", "isEmpty"), ("Binding", "count"), ("Binding", "indices"), ("Binding", "startIndex"), ("Binding", "endIndex"):
            // A binding to an array is a Collection of element bindings (iOS 15, `extension Binding:
            // Collection where Value: MutableCollection`): `isEmpty` and `count` are plain values.
            let wrapped = try readWrapper(value, owner: .value(typeName: "Binding", property: "wrappedValue"), at: location)
            if case .array = wrapped { return try interpreter.member(name, of: wrapped, at: location) }
            return .builtin(BuiltinValue(kind: "Binding", fields: ["base": .builtin(value), "member": .string(name)]))
        case ("Binding", _):
            // `$store.query`: Binding's dynamic member lookup, a binding to a member of the
            // bound value (read and written through the base binding).
            return .builtin(BuiltinValue(kind: "Binding", fields: ["base": .builtin(value), "member": .string(name)]))
        case _ where surfaceProperty(name, of: value) != nil:
            return surfaceProperty(name, of: value)
        case ("Transaction", "disablesAnimations"), ("Transaction", "isContinuous"), ("Transaction", "tracksVelocity"):
            // Apple, "Transaction": each is false unless set.
            return value[name] ?? .bool(false)
        case ("Transaction", "animation"):
            return value["animation"] ?? .nil
        case ("PresentationMode", "isPresented"):
            return .bool(value.tag != 0)
        case ("RepresentableContext", "coordinator"):
            return value["coordinator"]
        case ("Bindable", "wrappedValue"):
            return value["object"] ?? .nil
        case ("Bindable", "projectedValue"):
            return .builtin(value)
        case ("Bindable", _) where name != "object":
            // `Bindable(model).name`: a binding to the object's property (its dynamic member lookup).
            return .builtin(BuiltinValue(kind: "Binding", fields: ["object": value["object"] ?? .nil, "property": .string(name)]))
        case ("ObjectProjection", _):
            // `$model.text`: a binding to the object's property.
            return .builtin(BuiltinValue(kind: "Binding", fields: ["object": value["object"] ?? .nil, "property": .string(name)]))
        case ("State", "projectedValue"), ("StateObject", "projectedValue"), ("ObservedObject", "projectedValue"):
            // `_count.projectedValue`: what `$count` is; read before the view is installed (in
            // `init`), SwiftUI's warning and a constant binding of the initial value.
            return try projectWrapper(value, owner: .value(typeName: value.kind, property: name), at: location)
        case ("State", "wrappedValue"), ("StateObject", "wrappedValue"), ("ObservedObject", "wrappedValue"), ("Published", "wrappedValue"):
            return try readWrapper(value, owner: .value(typeName: value.kind, property: name), at: location)
        default:
            return nil
        }
    }

    /// The environment's actions, which `callMethod` calls as functions below.
    static let callableKinds: Set<String> = ["OpenURLAction", "RequestReviewAction", "RefreshAction",
                                             "DismissSearchAction", "DismissAction", "OpenWindowAction",
                                             "DismissWindowAction", "OpenSettingsAction"]

    /// (A layout value too: `var layout: AnyLayout { … }` read and called, `layout { … }`.)
    public func isCallable(_ value: BuiltinValue) -> Bool {
        Self.callableKinds.contains(value.kind)
            || (BuiltinViews.layouts.contains(value.kind) && value[Self.appliedLayoutField] == nil)
    }

    public func callMethod(_ name: String, on receiver: Value, arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        if name == "trigger", case .builtin(let configuration) = receiver, let result = try triggerStyledButton(configuration, at: location) {
            return result
        }
        if case .builtin(let action) = receiver, action.kind == "OpenURLAction", name == "callAsFunction" {
            let accepted = try openURL(arguments.first?.value ?? .nil, with: action, at: location)
            if let completion = arguments.dropFirst().first(where: { $0.label == "completion" || $0.label == nil })?.value,
               case .function(let callable) = completion {
                if case .closure(let closure) = callable { closure.isViewBuilder = false }
                _ = try interpreter.call(completion, arguments: [.bool(accepted)], at: location)
            }
            return .void
        }
        if case .builtin(let action) = receiver, name == "callAsFunction", let done = try callSceneAction(action, arguments, at: location) {
            return done
        }
        if case .builtin(let action) = receiver, action.kind == "RequestReviewAction", name == "callAsFunction" {
            noteInert("requestReview")
            return .void
        }
        if case .builtin(let action) = receiver, action.kind == "RefreshAction", name == "callAsFunction" {
            guard let host = nodesByHandle[action.tag], let handler = refreshHandler(of: host) else { return .void }
            return try interpreter.call(handler, arguments: [], at: location)
        }
        if case .builtin(let action) = receiver, action.kind == "DismissSearchAction", name == "callAsFunction" {
            try dismissSearch(action.tag)
            return .void
        }
        if case .builtin(let proxy) = receiver, proxy.kind == "GeometryProxy", name == "frame" {
            return geometryFrame(proxy, in: arguments.first(where: { $0.label == "in" })?.value)
        }
        if name == "callAsFunction", let applied = try applyLayout(receiver, arguments, at: location) { return applied }
        if case .builtin(let action) = receiver, action.kind == "DismissAction", name == "callAsFunction" {
            try dismissPresentation(action.tag)
            return .void
        }
        if case .builtin(let mode) = receiver, mode.kind == "PresentationMode", name == "dismiss" {
            try dismissPresentation(mode.tag)
            return .void
        }
        if case .type(Self.hookType) = receiver {
            return try moduleHook(name, arguments.map(\.value), at: location)
        }
        if case .type(let typeName) = receiver, name == "_printChanges" || name == "_logChanges" {
            interpreter.emitPrint(printChanges(typeName))
            return .void
        }
        if case .builtin(let binding) = receiver, binding.kind == "Binding", name == "animation", arguments.count <= 1 {
            // `$isOn.animation()`: the same binding; writes through it animate, which changes no
            // value, identity or lifecycle (as with `withAnimation`).
            return receiver
        }
        if case .type("Binding") = receiver, name == "constant", let value = arguments.first?.value {
            return .builtin(BuiltinValue(kind: "Binding", fields: ["constant": value]))
        }
        if case .builtin(let proxy) = receiver, proxy.kind == "ScrollViewProxy", name == "scrollTo" {
            requestScroll(to: arguments.first?.value, anchor: arguments.first { $0.label == "anchor" }?.value, reader: proxy["reader"])
            return .void
        }
        if let gesture = gestureMethod(name, on: receiver, arguments: arguments) { return gesture }
        if case .builtin(let defaults) = receiver, defaults.kind == "UserDefaults" {
            // A suite's keys are the standard store's, named apart.
            let suited = arguments.map { argument -> ArgumentValue in
                guard argument.label == "forKey", case .string(let key) = argument.value,
                      let name = Self.suiteKey(key, suite: defaults["suite"]) else { return argument }
                return ArgumentValue(label: argument.label, value: .string(name), location: argument.location)
            }
            return try userDefaultsMethod(name, arguments: suited, at: location)
        }
        if case .builtin(let center) = receiver, center.kind == "NotificationCenter" {
            return try notificationCenterMethod(name, arguments, at: location)
        }
        if case .type("ContentUnavailableView") = receiver, name == "search" {
            // `ContentUnavailableView.search(text:)`: "No Results for “query”".
            let query = arguments.first { $0.label == "text" }.map { interpreter.describe($0.value) } ?? ""
            return view("ContentUnavailableView", ["title": .string(query.isEmpty ? "No Results" : "No Results for “\(query)”"),
                                                   "content": buildBlock([], at: location)])
        }
        // `.gray.shadow(.inner(radius: 4))`: ShapeStyle's `shadow(_:)` (iOS 16) makes a style with
        // that shadow (Apple, "ShapeStyle.shadow(_:)"), not the view modifier
        // `shadow(color:radius:x:y:)`: its one argument is a `ShadowStyle`. Inert, like every style.
        if name == "shadow", arguments.count == 1, arguments[0].label == nil, case .builtin(let style) = arguments[0].value,
           style.kind.hasPrefix("ShadowStyle."), case .builtin(let base) = receiver {
            let owner = base.kind.split(separator: ".").first.map(String.init) ?? base.kind
            return .builtin(BuiltinValue(kind: "\(owner).shadow", fields: ["base": receiver, "_0": arguments[0].value]))
        }
        guard isViewValue(receiver) else { return nil }
        if name == "width", case .builtin(let column) = receiver, column.kind == "TableColumn" {
            // `TableColumn("Size", value: \.size).width(min: 60, ideal: 80)`: a column's width
            // (Apple, "TableColumn.width(min:ideal:max:)"), layout only.
            return receiver
        }
        if name == "modifier", arguments.count == 1, case .structValue(var modifier) = arguments[0].value,
           interpreter.types.type(modifier.typeName)?.conforms(to: "ViewModifier") == true {
            // `.modifier(M())`: M becomes a node whose `body(content:)` wraps the view it modifies
            // (SwiftUI's `ModifiedContent<Content, M>`); M's own state lives on that node.
            modifier.fields[BuiltinViews.modifiedContentField] = receiver
            return .structValue(modifier)
        }
        if name == "modifier", arguments.count == 1, case .structValue(let effect) = arguments[0].value,
           interpreter.types.memberChain(effect.typeName).contains(where: { $0.conforms(to: "GeometryEffect") }) {
            // `.modifier(Shake(animatableData: attempts))`: a GeometryEffect changes how the view is
            // drawn, not its identity or its children (Apple, "GeometryEffect": "An effect that
            // changes the visual appearance of a view, largely without changing its ancestors or
            // descendants"); its `effectValue(size:)` is drawing the playground does not do.
            return view("ModifiedContent", ["content": receiver, "modifier": .builtin(BuiltinValue(kind: "geometryEffect",
                                                                                                   fields: ["effect": arguments[0].value]))])
        }
        if let animated = try animatorModifier(name, on: receiver, arguments, at: location) { return animated }
        if BuiltinViews.inertModifiers.contains(name) || BuiltinViews.lifecycleModifiers.contains(name)
            || Self.policyInertModifiers.contains(name) {
            if Self.notedInertModifiers.contains(name) || Self.policyInertModifiers.contains(name) { noteInert(".\(name)") }
            noteCustomStyle(name, arguments)
            try checkRequirements(ofModifier: name, arguments, at: location)
            var fields = OrderedDictionary<String, Value>()
            for (index, argument) in arguments.enumerated() { fields[argument.label ?? "_\(index)"] = argument.value }
            if name == "contextMenu" { unwrapContextMenu(&fields) }
            if BuiltinViews.decorations[name] != nil || BuiltinViews.unshownContentModifiers.contains(name), let found = fields.elements.last(where: { if case .function = $0.value { true } else { false } }) {
                let key = found.key
                // `.overlay { … }`, `.toolbar { … }`: the modifier builds its content now, in the
                // body that applies it (so that body reads what the content reads).
                // `.contextMenu(forSelectionType: Person.ID.self) { ids in … }` (iOS 16): its menu is
                // built for a set of items; the empty set, the menu of the area between rows
                // (Apple: "An empty set indicates the user activated the context menu on an empty area").
                let arguments: [Value] = fields["forSelectionType"] != nil ? [.array([])] : []
                fields["content"] = try interpreter.call(found.value, arguments: arguments, viewBuilder: true, at: location)
                if key != "content" { fields[key] = nil }
            }
            // `.background(BlurView())`, `.overlay(Badge(count: 3))`: a view of your own given as
            // the argument (`background(_:alignment:)`, `overlay(_:alignment:)`) is shown there as
            // the closure's content is: SwiftUI installs it (its state, its `onAppear`). Colors and
            // shape styles stay decoration.
            // So is a SwiftUI view that holds content (`.overlay(Button("Go") { … })`,
            // `.overlay(Text("3"), alignment: .bottom)`): its button is there to tap.
            if name == "overlay" || name == "background", fields["content"] == nil, let decoration = fields["_0"],
               isShownDecorationContent(decoration) {
                fields["content"] = decoration
                fields["_0"] = nil
            }
            if name == "navigationBarItems" {
                // `.navigationBarItems(leading:trailing:)` (iOS 13): its views are bar items, like a toolbar's.
                fields = ["content": buildBlock(arguments.map(\.value).filter(isViewValue), at: location)]
            }
            let modifier = BuiltinValue(kind: name, fields: fields)
            return view("ModifiedContent", ["content": receiver, "modifier": .builtin(modifier)])
        }
        throw RuntimeError(.notSupported, "not supported in the playground: the '.\(name)' modifier", at: location)
    }

    /// What `.overlay(_:alignment:)` / `.background(_:alignment:)` given a view shows as content:
    /// a view of your own, or a SwiftUI view other than a color, shape, gradient or geometry
    /// reader (which, with their modifiers, stay decoration, as a `ShapeStyle` argument does).
    private func isShownDecorationContent(_ value: Value) -> Bool {
        switch value {
        case .structValue(let s): return isViewType(s.typeName)
        case .builtin(let b):
            if b.kind == "ModifiedContent", let content = b["content"] { return isShownDecorationContent(content) }
            // A `GeometryReader` there measures (`.background(GeometryReader { … })` sets a
            // preference): kept as decoration too.
            return isViewValue(value) && b.kind != "Color" && b.kind != "GeometryReader" && !BuiltinViews.shapes.contains(b.kind)
        default: return false
        }
    }

    public func isViewValue(_ value: Value) -> Bool {
        switch value {
        case .builtin(let b): return BuiltinViews.views.contains(b.kind) || ["ModifiedContent", "TupleView", "ConditionalContent", "OptionalContent", "AnyView", "EquatableView"].contains(b.kind)
            || b[Self.appliedLayoutField] != nil
        case .structValue(let s): return isViewType(s.typeName)
        default: return false
        }
    }

    // MARK: View builder

    public func buildBlock(_ components: [Value], at location: SourceLocation) -> Value {
        if components.count == 1 { return components[0] }
        if components.isEmpty { return view("EmptyView", [:]) }
        return view("TupleView", ["elements": .array(components)])
    }

    public func buildEither(branch: Int, of branches: Int, _ content: Value, at location: SourceLocation) -> Value {
        .builtin(BuiltinValue(kind: "ConditionalContent", fields: ["content": content], tag: branch))
    }

    public func buildOptional(_ content: Value?, at location: SourceLocation) -> Value {
        .builtin(BuiltinValue(kind: "OptionalContent", fields: content.map { ["content": $0] } ?? [:]))
    }

    // MARK: Roots

    /// Every root here must be counted in `interpreter.heap.counts` — nodes through
    /// `nodesByHandle`, lists through `HeldValues` — or also visited by `visitUncountedRoots`.
    public func visitRoots(_ visit: RootVisitor) {
        let nodes = allNodes
        // Storage and user views' properties first: they are the holders worth naming. A
        // builtin view's value (a VStack's content) repeats what its children hold.
        for node in nodes {
            let path = node.path
            // An `@EnvironmentObject` only reads what an ancestor's `.environmentObject(_:)`
            // provides: the object is named by that modifier (below), not by its readers.
            for (property, slot) in node.storage where slot.kind != "EnvironmentObject" { visit(slot.value, "\(path).\(property)") }
            for subscription in node.subscriptions { visit(subscription, "\(path) .onReceive") }
            if case .structValue(let value) = node.viewValue {
                for (field, fieldValue) in value.fields where field != BuiltinViews.modifiedContentField && !Self.readsEnvironment(fieldValue) {
                    visit(fieldValue, "\(path).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)")
                }
            }
        }
        for node in nodes {
            let path = node.path
            if case .builtin = node.viewValue { visit(node.viewValue, path) }
            for modifier in node.modifiers { visit(.builtin(modifier), "\(path) .\(modifier.kind)") }
        }
        for node in nodes {
            for (property, slot) in node.storage where slot.kind == "EnvironmentObject" { visit(slot.value, "\(node.path).\(property)") }
            if case .structValue(let value) = node.viewValue {
                for (field, fieldValue) in value.fields where Self.readsEnvironment(fieldValue) {
                    visit(fieldValue, "\(node.path).\(field.hasPrefix("_") ? String(field.dropFirst()) : field)")
                }
            }
        }
        // What a ViewModifier node modifies lives on in its content's nodes; named last.
        for node in nodes {
            if case .structValue(let value) = node.viewValue, let wrapped = value.fields[BuiltinViews.modifiedContentField] {
                visit(wrapped, "\(node.path) content")
            }
        }
        for (value, holder) in inFlight { visit(value, holder) }
        for (value, holder) in pendingRelease { visit(value, holder) }
        for (value, holder) in dismissals { visit(value, holder) }
        for (value, holder) in frameworkLeaks { visit(value, holder) }
        visitNotificationRoots(visit)
    }

    /// An `@EnvironmentObject` property's wrapper: it reads an ancestor's object, owning nothing.
    static func readsEnvironment(_ value: Value) -> Bool {
        if case .builtin(let wrapper) = value, wrapper.kind == "EnvironmentObject" { return true }
        return false
    }
}
