import VivariumInterpreter
import VivariumSyntax

/// The environment: `.environmentObject(_:)` / `@EnvironmentObject`, `.environment(\.key, v)`
/// / `@Environment(\.key)` (builtin keys and custom `EnvironmentKey`s), `.environment(object)` /
/// `@Environment(Type.self)`. Values are looked up from the node through its ancestors;
/// a modifier on a node applies to that node and its subtree, the innermost one first;
/// `.transformEnvironment(\.key) { value in … }` changes what its subtree reads of one key.
extension ViewGraph {
    static let environmentModifiers: Set<String> = ["environmentObject", "environment", "disabled", "transformEnvironment",
                                                    "redacted", "unredacted"]

    /// Resolves an `@EnvironmentObject` or `@Environment` property for `node`.
    func resolveEnvironment(_ wrapper: BuiltinValue, property: PropertyDecl, for node: Node) throws -> Value? {
        switch wrapper.kind {
        case "EnvironmentObject":
            guard let typeName = property.type?.nominalName else { return nil }
            return lookup(from: node) { modifier in
                guard modifier.kind == "environmentObject", let object = modifier["_0"], self.isObject(object, a: typeName) else { return nil }
                return object
            } ?? applicationDelegate(a: typeName)
        case "Environment":
            switch wrapper["key"] {
            case .keyPath(let components)?:
                return try environmentValue(components.joined(separator: "."), for: node)
            case .type(let typeName)?:
                return lookup(from: node) { modifier in
                    guard modifier.kind == "environment", modifier["_1"] == nil, let object = modifier["_0"],
                          self.isObject(object, a: typeName) else { return nil }
                    return object
                }
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// What `node` reads for `\.key`: the value the innermost `.environment(\.key, v)` on it or
    /// an ancestor sets (or the key's default), passed through every `.transformEnvironment(\.key)`
    /// between that one and the node, the outermost first (Apple, "transformEnvironment(_:transform:)":
    /// "Transforms the environment value of the specified key path with the given function").
    func environmentValue(_ key: String, for node: Node) throws -> Value {
        if key == "isSearching" { return .bool(isSearching(at: node)) }
        if key == "redactionReasons" { return redactionReasons(at: node) }
        var transforms: [Value] = []
        var base: Value?
        var current: Node? = node
        search: while let candidate = current {
            for modifier in candidate.modifiers where modifier.kind == "environment" || modifier.kind == "transformEnvironment" {
                guard case .keyPath(let path)? = modifier["_0"], path.joined(separator: ".") == key else { continue }
                if modifier.kind == "transformEnvironment" {
                    if let transform = modifier["transform"] ?? modifier["_1"] { transforms.append(transform) }
                } else if key != "isEnabled", let value = modifier["_1"] {
                    base = value
                    break search
                }
            }
            current = candidate.parent
        }
        if case .builtin(let token)? = base, token.kind.hasPrefix(".") { base = typedEnvironmentToken(token.kind.dropFirst(), key: key) ?? base }
        var value = key == "isEnabled" ? .bool(isEnabled(node)) : try base ?? defaultEnvironmentValue(key, for: node)
        for transform in transforms.reversed() {
            value = try interpreter.callTransform(transform, on: value)
        }
        return value
    }

    /// `\.redactionReasons`: the reasons of every `.redacted(reason:)` on the view and its
    /// ancestors, up to the nearest `.unredacted()` (Apple, "redacted(reason:)": "Adds a reason
    /// to apply a redaction to this view hierarchy"; "unredacted()": "Removes any reason to apply
    /// a redaction to this view hierarchy"). A set of the reasons' tokens (`.placeholder`).
    private func redactionReasons(at node: Node) -> Value {
        var reasons: [Value] = []
        var current: Node? = node
        search: while let candidate = current {
            for modifier in candidate.modifiers where modifier.kind == "redacted" || modifier.kind == "unredacted" {
                if modifier.kind == "unredacted" { break search }
                switch modifier["reason"] ?? modifier.fields.values.first {
                case .array(let tokens)?: reasons += tokens
                case let token?: reasons.append(token)
                case nil: break
                }
            }
            current = candidate.parent
        }
        var unique: [Value] = []
        for reason in reasons where !unique.contains(where: { interpreter.viewInputsEqual($0, reason) }) { unique.append(reason) }
        return .array(unique)
    }

    /// iOS 13's text sizes (Apple, "ContentSizeCategory"), for `.environment(\.sizeCategory, …)`.
    static let contentSizeCategories: Set<String> = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// `.environment(\.dynamicTypeSize, .accessibility3)`: the member, kept as a token when the
    /// modifier was built, is a value of the key's type (the form the key's default has), so
    /// that `size >= .accessibility1` and `scheme == .dark` compare it.
    private func typedEnvironmentToken(_ member: Substring, key: String) -> Value? {
        switch key {
        case "dynamicTypeSize" where FrameworkTypes.dynamicTypeSizes.contains(String(member)):
            return .builtin(BuiltinValue(kind: "DynamicTypeSize.\(member)", fields: ["member": .string(String(member))]))
        case "colorScheme" where member == "light" || member == "dark":
            return .enumValue(EnumValue(typeName: "ColorScheme", caseName: String(member)))
        case "sizeCategory" where Self.contentSizeCategories.contains(String(member)):
            return .enumValue(EnumValue(typeName: "ContentSizeCategory", caseName: String(member)))
        default:
            return nil
        }
    }

    /// The locale, time zone and calendar a `Text` at `node` formats in (Apple,
    /// "EnvironmentValues.locale": "The current locale that views should use").
    func formatContext(for node: Node) -> FormatContext {
        func read(_ key: String) -> Value? { try? environmentValue(key, for: node) }
        return FormatContext(locale: read("locale"), timeZone: read("timeZone"), calendar: read("calendar"))
    }

    /// `\.isEnabled`: `.disabled(true)` on the view or an ancestor turns it off for the whole
    /// subtree, and an inner `.disabled(false)` cannot turn it back on (Apple, "disabled(_:)":
    /// "The higher views in a view hierarchy can override the value you set on this view");
    /// `.environment(\.isEnabled, v)` sets it outright.
    func isEnabled(_ node: Node) -> Bool {
        var chain: [BuiltinValue] = []
        var current: Node? = node
        while let candidate = current {
            chain += candidate.modifiers.filter { $0.kind == "disabled" || $0.kind == "environment" }
            current = candidate.parent
        }
        var enabled = true
        for modifier in chain.reversed() {
            if modifier.kind == "disabled", case .bool(let disabled)? = modifier.fields.values.first {
                enabled = enabled && !disabled
            } else if case .keyPath(let path)? = modifier["_0"], path == ["isEnabled"], case .bool(let value)? = modifier["_1"] {
                enabled = value
            }
        }
        return enabled
    }

        private func lookup(from node: Node, _ match: (BuiltinValue) -> Value?) -> Value? {
        var current: Node? = node
        while let candidate = current {
            for modifier in candidate.modifiers where Self.environmentModifiers.contains(modifier.kind) {
                if let value = match(modifier) { return value }
            }
            current = candidate.parent
        }
        return nil
    }

    /// The app delegate `@UIApplicationDelegateAdaptor` made, when it is an `ObservableObject`
    /// of `typeName`: SwiftUI puts it in the environment of every scene (Apple,
    /// "UIApplicationDelegateAdaptor": "If your app delegate conforms to the ObservableObject
    /// protocol, … then SwiftUI puts the delegate it creates into the Environment. You can
    /// access the delegate from any scene or view in your app using the EnvironmentObject
    /// property wrapper").
    private func applicationDelegate(a typeName: String) -> Value? {
        guard let root else { return nil }
        for slot in root.storage.values where slot.kind == "UIApplicationDelegateAdaptor" {
            guard isObject(slot.value, a: typeName), case .object(let id) = slot.value, let object = interpreter.heap.object(id),
                  interpreter.types.classChain(object.typeName).contains(where: { $0.conforms(to: "ObservableObject") }) else { continue }
            return slot.value
        }
        return nil
    }

    private func isObject(_ value: Value, a written: String) -> Bool {
        guard case .object(let id) = value, let object = interpreter.heap.object(id) else { return false }
        // `@EnvironmentObject var store: AppStore` of `typealias AppStore = Store<AppState,
        // AppAction>`: the alias names the object's type.
        let typeName = interpreter.types.resolve(written)
        return interpreter.types.classChain(object.typeName).contains { $0.name == typeName } || object.typeName == typeName
    }

    /// A key nobody set: SwiftUI's default, or a custom key's `defaultValue` through the
    /// user's `EnvironmentValues` extension. Without a node (an `@Environment` read in a view's
    /// `init`, before SwiftUI installed it): the key's default in a fresh `EnvironmentValues`.
    func defaultEnvironmentValue(_ key: String, for node: Node?) throws -> Value {
        switch key {
        case "dismiss":
            return .builtin(BuiltinValue(kind: "DismissAction", tag: presentationID(of: node)))
        case "openURL":
            return .builtin(BuiltinValue(kind: "OpenURLAction"))
        case "dismissSearch":
            return .builtin(BuiltinValue(kind: "DismissSearchAction", tag: searchHost(of: node)?.handle ?? 0))
        case "dynamicTypeSize":
            // iOS's default text size; the same token `DynamicTypeSize.large` evaluates to.
            return .builtin(BuiltinValue(kind: "DynamicTypeSize.large", fields: ["member": .string("large")]))
        case "colorScheme":
            guard let node else { return .enumValue(EnumValue(typeName: "ColorScheme", caseName: "light")) }
            return preferredColorScheme(for: node)
        case "isEnabled":
            return .bool(true)
        case "editMode":
            return editModeBinding
        case "presentationMode":
            // iOS 13's `presentationMode.wrappedValue.dismiss()`: what `dismiss()` does now.
            let mode = BuiltinValue(kind: "PresentationMode", tag: presentationID(of: node))
            return .builtin(BuiltinValue(kind: "Binding", fields: ["constant": .builtin(mode)]))
        // The device's accessibility settings, all off; no font set.
        case "accessibilityReduceMotion", "accessibilityVoiceOverEnabled", "accessibilityDifferentiateWithoutColor",
             "accessibilityReduceTransparency", "accessibilityInvertColors", "accessibilityShowButtonShapes",
             "accessibilitySwitchControlEnabled", "isFocused", "accessibilityEnabled", "accessibilityDimFlashingLights",
             "accessibilityLargeContentViewerEnabled", "accessibilityAssistiveAccessEnabled", "accessibilityQuickActionsEnabled",
             "isLuminanceReduced", "supportsMultipleWindows":
            return .bool(false)
        case "accessibilityPlayAnimatedImages", "isScrollEnabled":
            return .bool(true)
        case "legibilityWeight":
            // Bold Text off: `.regular` (Apple, "LegibilityWeight").
            return .enumValue(EnumValue(typeName: "LegibilityWeight", caseName: "regular"))
        case "sizeCategory":
            // iOS 13's text size, the default as `dynamicTypeSize`'s `.large`.
            return .enumValue(EnumValue(typeName: "ContentSizeCategory", caseName: "large"))
        case "pixelLength":
            // One pixel of the 3× screen, in points.
            return .double(1.0 / 3.0)
        case "imageScale":
            return .enumValue(EnumValue(typeName: "Image.Scale", caseName: "medium"))
        case "controlSize":
            return .enumValue(EnumValue(typeName: "ControlSize", caseName: "regular"))
        case "defaultMinListRowHeight":
            return .double(44)
        case "openWindow":
            return .builtin(BuiltinValue(kind: "OpenWindowAction"))
        case "dismissWindow":
            return .builtin(BuiltinValue(kind: "DismissWindowAction"))
        case "openSettings":
            return .builtin(BuiltinValue(kind: "OpenSettingsAction"))
        case "requestReview":
            // StoreKit's review prompt: the playground shows none (inert; see ViewGraph+Inert).
            return .builtin(BuiltinValue(kind: "RequestReviewAction"))
        case "colorSchemeContrast":
            return .enumValue(EnumValue(typeName: "ColorSchemeContrast", caseName: "standard"))
        case "redactionReasons":
            return .array([])
        case "refresh":
            return refreshAction(for: node)
        case "font":
            return .nil
        // The device's settings (`FormatContext.standard`): English (US), GMT, Gregorian.
        case "locale":
            return FrameworkValues.staticMember(interpreter, typeName: "Locale", name: "current") ?? .nil
        case "timeZone":
            return FrameworkValues.staticMember(interpreter, typeName: "TimeZone", name: "current") ?? .nil
        case "calendar":
            return FrameworkValues.staticMember(interpreter, typeName: "Calendar", name: "current") ?? .nil
        case "scenePhase":
            // A mounted app or view is in the foreground, its scene active, until `phase`.
            return .enumValue(EnumValue(typeName: "ScenePhase", caseName: scenePhase.rawValue))
        case _ where deviceEnvironment[key] != nil:
            return deviceEnvironment[key] ?? .void
        case "isPresented":
            return .bool(presentationID(of: node) != 0)
        default:
            if let entry = interpreter.types.type("EnvironmentValues")?.storedProperty(key),
               entry.wrapper?.name == "Entry" || entry.attributes.contains(where: { $0.name == "Entry" }),
               let initial = entry.initializer {
                // `@Entry var accent: Color = .blue`: the initial value is the key's default.
                return try interpreter.evaluateTopLevel(initial, expected: entry.type)
            }
            if interpreter.types.type("EnvironmentValues")?.computedProperties[key] != nil {
                return try interpreter.member(key, of: .builtin(BuiltinValue(kind: "EnvironmentValues")))
            }
            throw RuntimeError(.notSupported, "not supported in the playground: the environment key \\.\(key)", at: nil)
        }
    }

    /// What the profile's device (an iPhone in portrait) reports for SwiftUI's own keys: the
    /// app is active, the width compact and the height regular, the text size the default.
    var deviceEnvironment: [String: Value] { [
        "scenePhase": .enumValue(EnumValue(typeName: "ScenePhase", caseName: scenePhase.rawValue)),
        "horizontalSizeClass": .enumValue(EnumValue(typeName: "UserInterfaceSizeClass", caseName: profile.device.horizontalSizeClass)),
        "verticalSizeClass": .enumValue(EnumValue(typeName: "UserInterfaceSizeClass", caseName: profile.device.verticalSizeClass)),
        "layoutDirection": .enumValue(EnumValue(typeName: "LayoutDirection", caseName: "leftToRight")),
        "dynamicTypeSize": .builtin(BuiltinValue(kind: "DynamicTypeSize.large", fields: ["member": .string("large")])),
        "displayScale": .double(3),
        "isSearching": .bool(false),
    ] }

    /// `EnvironmentValues[MyKey.self]`: the key's `defaultValue` (values set with
    /// `.environment(\.key, v)` are found before the extension is asked).
    public func subscriptValue(of value: BuiltinValue, _ indices: [Value], at location: SourceLocation) throws -> Value? {
        switch (value.kind, indices.first) {
        case ("EnvironmentValues", .type(let keyType)?):
            return try interpreter.member("defaultValue", of: .type(keyType), at: location)
        case ("Binding", .int(let index)?) where indices.count == 1 && !bindsDictionary(value, at: location):
            // `$items[index]`: Binding's dynamic member lookup through the key path `\.[index]`,
            // a binding to one element, read and written through the base binding.
            return .builtin(BuiltinValue(kind: "Binding", fields: ["base": .builtin(value), "index": .int(index)]))
        case ("Binding", let key?) where indices.count <= 2 && bindsDictionary(value, at: location):
            return dictionaryEntryBinding(value, key: key, default: indices.count == 2 ? indices[1] : nil)
        default:
            return nil
        }
    }

    /// The fatal error SwiftUI prints for a missing environment object.
    func missingEnvironmentObject(_ typeName: String, at location: SourceLocation) -> RuntimeError {
        RuntimeError(.fatalError,
                     "Fatal error: No ObservableObject of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view.",
                     at: location)
    }

    /// The fatal error SwiftUI prints for a missing `@Observable` object (`@Environment(T.self)`).
    func missingObservableObject(_ typeName: String, at location: SourceLocation) -> RuntimeError {
        RuntimeError(.fatalError,
                     "Fatal error: No Observable object of type \(typeName) found. A View.environment(_:) for \(typeName) may be missing as an ancestor of this view.",
                     at: location)
    }

        /// After a node's environment modifiers changed: re-resolve what its subtree reads, and
    /// invalidate only the nodes whose value changed.
    func refreshEnvironment(below node: Node) throws {
        for descendant in node.subtree where descendant.isUserView {
            guard case .structValue(var value) = descendant.viewValue,
                  let info = interpreter.types.type(value.typeName) else { continue }
            var changed = false
            for property in info.storedProperties {
                guard case .builtin(var wrapper)? = value.fields["_" + property.name],
                      wrapper.kind == "Environment" || wrapper.kind == "EnvironmentObject" else { continue }
                let resolved = try resolveEnvironment(wrapper, property: property, for: descendant)
                let old = wrapper["value"]
                if let resolved, let old, interpreter.viewInputsEqual(resolved, old) { continue }
                if resolved == nil && old == nil { continue }
                wrapper["value"] = resolved
                value.fields["_" + property.name] = .builtin(wrapper)
                changed = true
                let reason = wrapper.kind == "EnvironmentObject" ? "@EnvironmentObject \(property.name) changed" : "environment \(environmentKeyText(wrapper)) changed"
                if descendant.readEnvironment.contains(property.name) { invalidate(descendant, reason: reason) }
                if wrapper.kind == "EnvironmentObject" {
                    if case .object(let id)? = resolved { observe(id, as: property.name, by: descendant) } else { observe(nil, as: property.name, by: descendant) }
                }
            }
            if changed { descendant.viewValue = .structValue(value) }
        }
    }

    func environmentKeyText(_ wrapper: BuiltinValue) -> String {
        switch wrapper["key"] {
        case .keyPath(let components)?: return "\\." + components.joined(separator: ".")
        case .type(let name)?: return "\(name).self"
        default: return "?"
        }
    }

    /// Which presentation a node is inside (0: none), for `dismiss`.
    func presentationID(of node: Node?) -> Int {
        var current: Node? = node
        while let candidate = current {
            if let id = candidate.presentation { return id }
            current = candidate.parent
        }
        return 0
    }
}

extension ViewGraph {
    /// `openURL(url)` and a `Link`'s tap: SwiftUI's own action opens the URL outside the app
    /// (nothing in the graph changes); an `OpenURLAction { url in … }` runs its handler, and
    /// only its `.systemAction` (or `.systemAction(otherURL)`) result goes on to the system
    /// (Apple, "OpenURLAction.Result": handled, discarded, systemAction).
    /// Returns whether the URL was accepted: `.handled` and anything the system opens are,
    /// `.discarded` is not — what `openURL(url) { accepted in … }` is called with (Apple,
    /// "callAsFunction(_:completion:)": "a Boolean value that indicates whether the method can
    /// open the URL").
    @discardableResult
    func openURL(_ url: Value, with action: BuiltinValue, at location: SourceLocation) throws -> Bool {
        var opened = url
        if let handler = action["handler"] {
            let result = try interpreter.call(handler, arguments: [url], at: location)
            let outcome = FrameworkValues.memberName(of: result)
            guard outcome == "systemAction" else { return outcome == "handled" }
            if case .builtin(let system) = result, let other = system["_0"] { opened = other }
        }
        record(.action, "open \(interpreter.describe(opened))")
        return true
    }
}
