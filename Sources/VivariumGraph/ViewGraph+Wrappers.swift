import OrderedCollections
import VivariumInterpreter
import VivariumSyntax

/// Dynamic properties: installing a view value's wrappers on its node's storage, reading and
/// writing through them, and invalidating the nodes that depend on what changed.
extension ViewGraph {
    public func readWrapper(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> Value {
        switch wrapper.kind {
        case "State":
            if wrapper.tag != 0, let slot = slots[wrapper.tag] {
                noteRead(of: slot, as: owner)
                return slot.value
            }
            // Installed once, on a view that has left the tree: its storage's last value.
            if wrapper.tag != 0, let last = retiredStateValues[wrapper.tag] { return last }
            if wrapper.tag == 0, let slot = uninstalledAppStorage(wrapper) { return slot.value }
            interpreter.warn(Self.stateOutsideViewWarning)
            if let thunk = wrapper["thunk"] { return try interpreter.call(thunk, arguments: [], at: location) }
            return wrapper["initial"] ?? .nil
        case "StateObject", "UIApplicationDelegateAdaptor":
            if wrapper.tag != 0, let slot = slots[wrapper.tag] { return slot.value }
            interpreter.warn("Accessing StateObject's object without being installed on a View. This will create a new instance each time.")
            guard let thunk = wrapper["thunk"] else { return .nil }
            return try interpreter.call(thunk, arguments: [], at: location)
        case "ObservedObject", "Bindable":
            return wrapper["object"] ?? .nil
        case "EnvironmentObject", "Environment":
            if case .value(_, let property) = owner { update.trackingNode?.readEnvironment.insert(property) }
            if let value = wrapper["value"] { return value }
            if wrapper.kind == "EnvironmentObject" {
                let typeName: String
                if case .value(let owningType, let property) = owner,
                   let declared = interpreter.types.type(owningType)?.storedProperty(property)?.type?.nominalName {
                    typeName = declared
                } else {
                    typeName = "the object"
                }
                throw missingEnvironmentObject(typeName, at: location)
            }
            if case .type(let typeName)? = wrapper["key"] {
                // `@Environment(Model.self) var model: Model?` reads nil without a provider;
                // a non-optional one traps with SwiftUI's message.
                if case .value(let owningType, let property) = owner,
                   interpreter.types.type(owningType)?.storedProperty(property)?.type?.isOptional == true {
                    return .nil
                }
                throw missingObservableObject(typeName, at: location)
            }
            // Read before SwiftUI installed the view (in its `init`): the key's default, with
            // the runtime warning SwiftUI logs ("This will always read the default value").
            if case .keyPath(let components)? = wrapper["key"],
               let value = try? defaultEnvironmentValue(components.joined(separator: "."), for: nil) {
                let typeName = Describe.typeName(of: value, heap: interpreter.heap)
                interpreter.warn("Accessing Environment<\(typeName)>'s value outside of being installed on a View. This will always read the default value and will not update.")
                return value
            }
            throw RuntimeError(.fatalError, "the environment value \(environmentKeyText(wrapper)) is not available here", at: location)
        case "Published":
            return wrapper["value"] ?? .nil
        case "Binding":
            if let constant = wrapper["constant"] { return constant }
            if wrapper["editMode"] != nil { return Self.editModeValue(editMode) }
            if wrapper.tag != 0, let slot = slots[wrapper.tag] {
                noteRead(of: slot, as: owner)
                return slot.value
            }
            if wrapper.tag != 0, let last = retiredStateValues[wrapper.tag] { return last }
            if case .object(let id)? = wrapper["object"], case .string(let property)? = wrapper["property"] {
                return try interpreter.member(property, of: .object(id), at: location)
            }
            if let get = wrapper["get"] { return try interpreter.call(get, arguments: [], at: location) }
            if case .builtin(let base)? = wrapper["forwarded"] { return try readForwarded(base, owner: owner, at: location) }
            if wrapper["sources"] != nil { return try readSources(wrapper, owner: owner, at: location) }
            if wrapper["key"] != nil, let entry = try readEntry(wrapper, owner: owner, at: location) { return entry }
            if case .builtin(let base)? = wrapper["base"], case .string(let member)? = wrapper["member"] {
                return try interpreter.member(member, of: try readWrapper(base, owner: owner, at: location), at: location)
            }
            if case .builtin(let base)? = wrapper["base"], case .int(let index)? = wrapper["index"] {
                // An element of a bound collection (`ForEach($items)`).
                guard case .array(let elements) = try readWrapper(base, owner: owner, at: location),
                      elements.indices.contains(index) else { return .nil }
                return elements[index]
            }
            return .nil
        default:
            throw RuntimeError(.notSupported, "not supported in the playground: the '@\(wrapper.kind)' property wrapper", at: location)
        }
    }

    public func writeWrapper(_ wrapper: inout BuiltinValue, value: Value, owner: WrapperOwner, at location: SourceLocation) throws {
        switch wrapper.kind {
        case "State":
            if wrapper.tag == 0, let slot = uninstalledAppStorage(wrapper) { return try writeSlot(slot, value, at: location) }
            // Writing to a State that is not installed on a node has no effect, as in SwiftUI.
            guard wrapper.tag != 0, let slot = slots[wrapper.tag] else { return }
            try writeSlot(slot, value, at: location)
        case "Binding":
            if wrapper["editMode"] != nil {
                try setEditMode(value, at: location)
            } else if wrapper.tag != 0, let slot = slots[wrapper.tag] {
                try writeSlot(slot, value, at: location)
            } else if case .object(let id)? = wrapper["object"], case .string(let property)? = wrapper["property"] {
                try interpreter.setProperty(property, ofObject: id, to: value, at: location)
            } else if let set = wrapper["set"] {
                _ = try interpreter.call(set, arguments: [value], at: location)
            } else if case .builtin(let base)? = wrapper["forwarded"] {
                try writeForwarded(base, value: value, owner: owner, at: location)
            } else if wrapper["sources"] != nil {
                try writeSources(wrapper, value: value, owner: owner, at: location)
            } else if wrapper["key"] != nil, try writeEntry(wrapper, value: value, owner: owner, at: location) {
                return
            } else if case .builtin(var base)? = wrapper["base"], case .string(let member)? = wrapper["member"] {
                switch try readWrapper(base, owner: owner, at: location) {
                case .object(let id):
                    try interpreter.setProperty(member, ofObject: id, to: value, at: location)
                case .structValue(var bound):
                    bound.fields[member] = value
                    try writeWrapper(&base, value: .structValue(bound), owner: owner, at: location)
                case let other:
                    throw RuntimeError(.notSupported, "not supported in the playground: a binding to '\(member)' of \(interpreter.describe(other))", at: location)
                }
            } else if case .builtin(var base)? = wrapper["base"], case .int(let index)? = wrapper["index"],
                      case .array(var elements) = try readWrapper(base, owner: owner, at: location), elements.indices.contains(index) {
                elements[index] = value
                try writeWrapper(&base, value: .array(elements), owner: owner, at: location)
            }
        case "ObservedObject", "Bindable":
            wrapper["object"] = value
        case "Published":
            guard case .object(let id, let property) = owner else {
                wrapper["value"] = value
                return
            }
            try publishWillSet(id, property: property, wrapper: wrapper, value: value, at: location)
            wrapper["value"] = value
        case "StateObject":
            throw RuntimeError(.trap, "cannot assign to property: '\(ownerProperty(owner))' is a get-only property", at: location)
        case "ToggleStyleConfiguration", "ButtonStyleConfiguration", "LabelStyleConfiguration":
            try writeStyleConfiguration(wrapper, value, owner: owner, at: location)
        default:
            throw RuntimeError(.notSupported, "not supported in the playground: writing through '@\(wrapper.kind)'", at: location)
        }
    }

    /// An `@AppStorage` no view installed (in an `ObservableObject`, or a view's `init`): it
    /// reads and writes UserDefaults wherever it lives (its key's slot, made as `install` makes
    /// it). A read there makes nothing depend on it: SwiftUI updates only the views that
    /// install an `@AppStorage` of the key, never one that reads an object's property.
    func uninstalledAppStorage(_ wrapper: BuiltinValue) -> StorageSlot? {
        guard case .string(let key)? = wrapper["defaultsKey"] else { return nil }
        let slot = userDefaults.storage[key] ?? makeSlot("AppStorage", key, userDefaults, wrapper["initial"] ?? .nil)
        if slot.defaultValue == nil { slot.defaultValue = wrapper["initial"] }
        if let typed = appStorageValue(slot.value, model: wrapper["initial"]) { slot.value = typed }
        return slot
    }

    /// SwiftUI's runtime warning for a `@State` read (or projected) before its view is installed,
    /// in `init` for example: the read sees the initial value, the binding is constant.
    static let stateOutsideViewWarning =
        "Accessing State's value outside of being installed on a View. This will result in a constant Binding of the initial value and will not update."

    private func ownerProperty(_ owner: WrapperOwner) -> String {
        switch owner {
        case .object(_, let property), .value(_, let property): return property
        }
    }

    public func projectWrapper(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> Value {
        switch wrapper.kind {
        case "State":
            if wrapper.tag != 0 { return .builtin(BuiltinValue(kind: "Binding", tag: wrapper.tag)) }
            interpreter.warn(Self.stateOutsideViewWarning)
            return .builtin(BuiltinValue(kind: "Binding", fields: ["constant": wrapper["initial"] ?? .nil]))
        case "Binding":
            return .builtin(wrapper)
        case "Published":
            return try publishedProjection(wrapper, owner: owner, at: location)
        case "StateObject", "ObservedObject", "Bindable", "EnvironmentObject":
            // `$settings.showsBadges` of an `@EnvironmentObject`: its `Wrapper` makes bindings
            // to the object's properties, as an `@ObservedObject`'s projection does.
            let object = try readWrapper(wrapper, owner: owner, at: location)
            return .builtin(BuiltinValue(kind: "ObjectProjection", fields: ["object": object]))
        default:
            throw RuntimeError(.notSupported, "not supported in the playground: the projection '$' of '@\(wrapper.kind)'", at: location)
        }
    }

    func writeSlot(_ slot: StorageSlot, _ value: Value, at location: SourceLocation) throws {
        if update.bodyDepth > 0 {
            interpreter.warn("Modifying state during view update, this will cause undefined behavior.")
        }
        let changed = !Equality.equal(slot.value, value)
        let write = changed ? cause(.stateChanged(path: slot.holderPath, property: slot.property, wrapper: slot.kind)) : causes.current
        noteRelease(slot.value, holder: "\(slot.holderPath).\(slot.property) (old value)", by: write)
        pendingRelease.append((slot.value, "\(slot.holderPath).\(slot.property) (old value)"))
        slot.value = value
        guard let owner = slot.node, owner.isMounted else {
            // The storage of a view that has left the tree: the write lands nowhere SwiftUI keeps,
            // and what it stored is released with the storage.
            pendingRelease.append((value, "\(slot.holderPath).\(slot.property)"))
            return
        }
        guard changed else { return }
        if focusSlots.contains(slot.id) {
            try commitFieldsLosingFocus(slot, value)
            try focusFollows(slot, value)
        }
        // Only the bodies that read the state (directly or through a binding) depend on it.
        let readers = dependentNodes(dependents.bySlot[slot.id]).filter { node in
            node.readSlots[slot.id] != nil || node.rowSlots.values.contains { $0[slot.id] != nil }
        }
        dependents.bySlot[slot.id] = readers.isEmpty ? nil : Dependents.handles(of: readers)
        for node in readers {
            if let name = node.readSlots[slot.id] { invalidate(node, reason: "_\(name) changed", cause: write) }
            for (row, slots) in node.rowSlots {
                guard let name = slots[slot.id] else { continue }
                let reason = "_\(name) changed"
                if !node.dirtyRows[row, default: []].contains(reason) { node.dirtyRows[row, default: []].append(reason) }
                invalidate(node, reason: reason, cause: write)
            }
        }
    }

    /// A body read `slot` through the property `owner` names: it now depends on it.
    /// Read by a `ForEach` row's content closure, it is a dependency of that row (the
    /// `ForEach` evaluates the closure), as an `@Observable` property read there is.
    private func noteRead(of slot: StorageSlot, as owner: WrapperOwner) {
        if let (node, key) = update.trackingRow {
            let property = if case .value(_, let property) = owner { property } else { slot.property }
            if node.rowSlots[key]?[slot.id] == nil { node.rowSlots[key, default: [:]][slot.id] = property }
            dependents.bySlot[slot.id, default: []].insert(node.handle)
            return
        }
        guard let node = update.trackingNode else { return }
        dependents.bySlot[slot.id, default: []].insert(node.handle)
        if case .value(_, let property) = owner, node.readSlots[slot.id] == nil {
            node.readSlots[slot.id] = property
        } else if node.readSlots[slot.id] == nil {
            node.readSlots[slot.id] = slot.property
        }
    }

    /// `objectWillChange` of an `ObservableObject`: every node holding it in a wrapper is invalidated.
    func objectWillChange(_ id: ObjectID, property: String, at location: SourceLocation) {
        var observed = false
        var link: Int?
        for node in observers(of: id) {
            for (name, object) in node.observedObjects where object == id {
                if link == nil { link = cause(.published(object: interpreter.heap.name(of: id), property: property)) }
                invalidate(node, reason: "_\(name) changed", cause: link)
                observed = true
            }
        }
        // SwiftUI warns only when a view is subscribed: a new object publishing from its own
        // init inside a body is fine.
        if observed, update.bodyDepth > 0 {
            interpreter.warn("Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
        }
    }

    func invalidate(_ node: Node, reason: String, cause: Int? = nil) {
        guard node.isMounted else { return }
        if node.invalidations.isEmpty {
            // NB: one array per reason, shared: the body's causal link keeps it, and ten thousand
            // rows inserted at once each kept their own `["inserted"]`.
            node.invalidations = fieldKeys.reasons(reason)
            if let link = cause ?? causes.current { node.invalidationCauses.append(link) }
        } else if !node.invalidations.contains(reason) {
            node.invalidations.append(reason)
            if let link = cause ?? causes.current { node.invalidationCauses.append(link) }
        }
        update.dirty.insert(node.handle)
        update.dirtyInsertions += 1
    }

    /// Installs a new view value on its node: `@State`/`@StateObject` storage is created the
    /// first time (evaluating a StateObject's autoclosure) and reused afterwards, dropping the new
    /// value's initial values unevaluated. A node's first value shares the key list of its
    /// fields with the values of its type installed before it (`SharedFieldKeys`): ten thousand
    /// rows kept ten thousand lists `["index", "_vm"]`.
    func install(_ node: Node, _ value: Value, isNew: Bool = false) throws {
        guard case .structValue(var structValue) = value, let info = interpreter.types.type(structValue.typeName) else {
            if case .builtin(let button) = value, button.kind == "EditButton" { return try installEditButton(node, button) }
            if case .builtin(let unavailable) = value, unavailable["searchesQuery"] != nil { return installSearchUnavailable(node, unavailable) }
            node.viewValue = value
            return
        }
        let path = node.path
        for property in info.storedProperties {
            guard property.wrapper != nil, case .builtin(var wrapper)? = structValue.fields["_" + property.name] else { continue }
            let name = property.name
            switch wrapper.kind {
            case "State":
                if wrapper.tag == 0, case .string(var key)? = wrapper["defaultsKey"] {
                    if wrapper["storeFromEnvironment"] != nil, let suite = defaultAppStorageSuite(for: node) { key = Self.suiteKey(key, suite: suite) ?? key }
                    let slot = userDefaults.storage[key] ?? makeSlot("AppStorage", key, userDefaults, wrapper["initial"] ?? .nil)
                    if slot.defaultValue == nil { slot.defaultValue = wrapper["initial"] }
                    if property.type?.isOptional == true, let name = property.type?.nominalName,
                       interpreter.types.type(name)?.enumCases.isEmpty == false { appStorageRawTypes[key] = name }
                    // A raw value set before (`UserDefaults.standard.set("dark", forKey:)`, `register`)
                    // reads as the property's RawRepresentable type.
                    if let typed = appStorageValue(slot.value, model: wrapper["initial"], key: key) { slot.value = typed }
                    wrapper = BuiltinValue(kind: "State", tag: slot.id)
                } else if wrapper.tag == 0 {
                    if let slot = node.storage[name] {
                        pendingRelease.append(wrapper["initial"] ?? wrapper["thunk"] ?? .nil, holder: "\(path).\(name) (initial value ignored)")
                        wrapper = BuiltinValue(kind: "State", tag: slot.id)
                    } else {
                        var initial = wrapper["initial"] ?? .nil
                        if wrapper["focus"] != nil, property.type?.isOptional != true { initial = .bool(false) }
                        if let thunk = wrapper["thunk"] {
                            // The `@State` macro (Xcode 27): the initial value is evaluated now, once.
                            let saved = interpreter.activity
                            interpreter.activity = CreationContext(holder: "\(path).\(name)", note: WrapperNote.stateInitialValue)
                            defer { interpreter.activity = saved }
                            let link = cause(.installed(path: path, property: name, wrapper: "State"))
                            initial = try within(link) { try interpreter.call(thunk, arguments: [], at: property.location) }
                            pendingRelease.append((thunk, "\(path).\(name) (thunk)"))
                        }
                        let slot = makeSlot("State", name, node, initial)
                        if wrapper["focus"] != nil { focusSlots.insert(slot.id) }
                        wrapper = BuiltinValue(kind: "State", tag: slot.id)
                    }
                }
            case "StateObject":
                if wrapper.tag == 0 {
                    if let slot = node.storage[name] {
                        pendingRelease.append(wrapper["thunk"] ?? .nil, holder: "\(path).\(name) (thunk dropped)")
                        if case .object(let id) = slot.value {
                            reused(id, holder: slot.holderName(at: path), note: WrapperNote.stateObjectKept)
                            cause(.reused(object: id, path: path, property: name))
                        }
                        wrapper = BuiltinValue(kind: "StateObject", tag: slot.id)
                    } else {
                        let saved = interpreter.activity
                        let holder = "\(path).\(name)"
                        interpreter.activity = CreationContext(holder: holder, note: WrapperNote.stateObjectInitialValue)
                        defer { interpreter.activity = saved }
                        let thunk = wrapper["thunk"] ?? .nil
                        let link = cause(.installed(path: path, property: name, wrapper: "StateObject"))
                        let object = try within(link) { try interpreter.call(thunk, arguments: [], at: property.location) }
                        pendingRelease.append((thunk, "\(path).\(name) (thunk)"))
                        let slot = makeSlot("StateObject", name, node, object)
                        slot.rememberHolderName(holder, at: path)
                        wrapper = BuiltinValue(kind: "StateObject", tag: slot.id)
                    }
                }
                if let slot = node.storage[name], case .object(let id) = slot.value { observe(id, as: name, by: node) }
            case "ObservedObject":
                if case .object(let id)? = wrapper["object"] { observe(id, as: name, by: node) } else { observe(nil, as: name, by: node) }
            case "EnvironmentObject", "Environment":
                if wrapper["value"] == nil, let resolved = try resolveEnvironment(wrapper, property: property, for: node) {
                    wrapper["value"] = resolved
                }
                // A different value than the node had: the body depends on it if it read it.
                if case .structValue(let previous) = node.viewValue,
                   case .builtin(let old)? = previous.fields["_" + name], node.readEnvironment.contains(name),
                   !interpreter.viewInputsEqual(old["value"] ?? .nil, wrapper["value"] ?? .nil) {
                    let reason = wrapper.kind == "EnvironmentObject" ? "@EnvironmentObject \(name) changed" : "environment \(environmentKeyText(wrapper)) changed"
                    invalidate(node, reason: reason)
                }
                if wrapper.kind == "EnvironmentObject" {
                    if case .object(let id)? = wrapper["value"] { observe(id, as: name, by: node) } else { observe(nil, as: name, by: node) }
                }
            case "UIApplicationDelegateAdaptor":
                wrapper = try installApplicationDelegate(wrapper, property: property, on: node)
            default:
                break
            }
            structValue.fields["_" + name] = .builtin(wrapper)
        }
        try installDynamicProperties(&structValue, info: info, node: node, prefix: "")
        if isNew { structValue.fields = fieldKeys.sharing(structValue.fields, of: structValue.typeName) }
        node.viewValue = .structValue(structValue)
    }

    func makeSlot(_ kind: String, _ property: String, _ node: Node, _ value: Value) -> StorageSlot {
        let slot = StorageSlot(id: nextSlot, kind: kind, property: property, node: node, value: value)
        nextSlot += 1
        slots[slot.id] = slot
        node.storage[property] = slot
        return slot
    }

    func reused(_ id: ObjectID, holder: String, note: String) {
        record(.reuse, interpreter.heap.name(of: id), path: holder, reason: note)
    }

    /// The view value without the storage of `@State`/`@StateObject` (installed on the node,
    /// not an input): what SwiftUI compares to decide whether a child's body must run.
    static let installedWrapperKinds: Set<String> = ["State", "StateObject", "Environment", "EnvironmentObject",
                                                     "UIApplicationDelegateAdaptor"]

    /// Whether `old` and `new` have equal inputs: `viewInputsEqual` of their
    /// `comparableInputs`, read in place (a parent's re-render compares every row; copying each
    /// value's fields to drop the installed storage cost two copies per row).
    func inputsEqual(_ old: Value, _ new: Value) -> Bool {
        guard case .structValue(let a) = old, case .structValue(let b) = new else {
            return interpreter.viewInputsEqual(comparableInputs(old), comparableInputs(new))
        }
        func isInput(_ name: String, _ field: Value) -> Bool {
            guard case .builtin(let wrapper) = field else { return name != BuiltinViews.modifiedContentField }
            switch wrapper.kind {
            case "State", "StateObject", "Environment", "EnvironmentObject", "UIApplicationDelegateAdaptor":
                return false  // installedWrapperKinds
            default: return name != BuiltinViews.modifiedContentField
            }
        }
        guard a.typeName == b.typeName else { return false }
        var inputs = 0
        for (name, field) in a.fields where isInput(name, field) {
            inputs += 1
            guard let other = b.fields[name], isInput(name, other), interpreter.viewInputsEqual(field, other) else { return false }
        }
        return inputs == b.fields.lazy.filter { isInput($0.key, $0.value) }.count
    }

    func comparableInputs(_ value: Value) -> Value {
        guard case .structValue(var structValue) = value else { return value }
        for (name, field) in structValue.fields {
            if case .builtin(let wrapper) = field, Self.installedWrapperKinds.contains(wrapper.kind) {
                structValue.fields[name] = nil
            }
        }
        structValue.initArguments = nil
        // A ViewModifier's content is not one of its inputs: it updates on its own.
        structValue.fields[BuiltinViews.modifiedContentField] = nil
        return .structValue(structValue)
    }
}
