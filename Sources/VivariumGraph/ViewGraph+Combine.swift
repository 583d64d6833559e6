import VivariumInterpreter
import VivariumSyntax

/// The bridge between `@Published`/`ObservableObject` and the bundled Combine module: `$x`
/// is the module's `Published.Publisher` of the property, a write publishes in `willSet`
/// order (`objectWillChange`, then the property's subscribers, then the stored value, as
/// OpenCombine's PublishedSubject does), and the module's hooks (`__Vivarium.…`) reach the
/// graph and the clock.
extension ViewGraph {
    public static let hookType = "__Vivarium"

    /// `.onReceive(publisher) { value in … }`: subscribes once the update that inserted the
    /// node has run its bodies, as `onChange` actions run; the subscription lasts as long as
    /// the node (SwiftUI keeps one per view identity). Each `.onReceive` of a view has its own
    /// subscription and action.
    func runSubscriptions() throws {
        let due = update.subscriptions
        update.subscriptions = []
        for node in due where node.isMounted && node.subscriptions.isEmpty { try subscribe(node) }
    }

    private func subscribe(_ node: Node) throws {
        for (index, modifier) in node.modifiers.filter({ $0.kind == "onReceive" }).enumerated() {
            guard let publisher = modifier.fields.values.first else { continue }
            let method = try interpreter.member("_onReceive", of: publisher)
            node.subscriptions.append(try interpreter.call(method, arguments: [.int(node.handle), .int(index)]))
        }
    }

    /// A view updated with another publisher for its `.onReceive`: SwiftUI subscribes to the
    /// publisher the view now gives when it differs from the one it subscribed to, compared as
    /// view inputs are (values by `==`, objects by identity). So `.onReceive(Just(text)) { … }`
    /// receives each new text (the numbers-only text field answer: "12 people!" is filtered to
    /// "12"), and a stopwatch that keeps `@State var timer = Timer.publish(…).autoconnect()` and
    /// assigns a new one to restart receives the new timer's ticks; the same value or the same
    /// object (`model.$items`, a stored subject) keeps its subscription for the view's identity.
    /// The new subscription is made after the update's bodies, where `onChange` actions run, so
    /// its action writes state as an action does, not during a view update.
    func noteChangedJusts(_ node: Node, previous: [BuiltinValue]) {
        let before = previous.filter { $0.kind == "onReceive" }
        let after = node.modifiers.filter { $0.kind == "onReceive" }
        guard !after.isEmpty, before.count == after.count, node.subscriptions.count == after.count else { return }
        for index in after.indices {
            guard let old = Self.publisher(of: before[index]), let new = Self.publisher(of: after[index]),
                  !samePublisher(old, new) else { continue }
            update.resubscriptions.append((node, index))
        }
    }

    /// Whether SwiftUI would see the same publisher: Combine's operators (`map`, `debounce`, …),
    /// `AnyPublisher`, `Publishers.Sequence` and `CombineLatest` are structs, compared through
    /// what they hold (the bundled module makes them objects); its timers, `Autoconnect` and
    /// subjects are classes, compared by identity; `Just` and other values by `==`.
    private func samePublisher(_ lhs: Value, _ rhs: Value) -> Bool {
        let lhs = publisherSource(lhs), rhs = publisherSource(rhs)
        guard case .object(let left) = lhs, case .object(let right) = rhs else { return interpreter.viewInputsEqual(lhs, rhs) }
        if left == right { return true }
        guard let a = interpreter.heap.object(left), let b = interpreter.heap.object(right), a.typeName == b.typeName else { return false }
        switch a.typeName {
        case "_SequencePublisher":
            guard let x = a.fields["elements"], let y = b.fields["elements"] else { return false }
            return interpreter.viewInputsEqual(x, y)
        case _ where a.typeName.hasPrefix("Publishers.CombineLatest"):
            guard case .array(let x)? = a.fields["upstreams"], case .array(let y)? = b.fields["upstreams"], x.count == y.count else { return false }
            return zip(x, y).allSatisfy { samePublisher($0, $1) }
        default:
            return false
        }
    }

    /// The publisher under a chain of operators and type erasure (`$text.debounce(…).map(…)`
    /// is `$text`'s publisher here).
    private func publisherSource(_ value: Value) -> Value {
        var current = value
        while case .object(let id) = current, let object = interpreter.heap.object(id),
              object.typeName == "_Operator" || object.typeName == "AnyPublisher",
              let upstream = object.fields["upstream"] ?? object.fields["_upstream"] {
            current = upstream
        }
        return current
    }

    private static func publisher(of modifier: BuiltinValue) -> Value? {
        modifier.fields.values.first
    }

    /// Subscribes the `.onReceive`s `noteChangedJusts` queued to their new publishers.
    func runResubscriptions() throws {
        let due = update.resubscriptions
        update.resubscriptions = []
        for (node, index) in due where node.isMounted && index < node.subscriptions.count {
            guard let modifier = node.modifiers.filter({ $0.kind == "onReceive" }).dropFirst(index).first,
                  let publisher = Self.publisher(of: modifier) else { continue }
            let path = node.path
            pendingRelease.append((node.subscriptions[index], "\(path) .onReceive"))
            let saved = interpreter.activity
            interpreter.activity = CreationContext(holder: "\(path) .onReceive")
            defer { interpreter.activity = saved }
            let method = try interpreter.member("_onReceive", of: publisher)
            node.subscriptions[index] = try interpreter.call(method, arguments: [.int(node.handle), .int(index)])
        }
    }

    /// A value from the node's `index`th `.onReceive` publisher: runs that modifier's current
    /// action with it (a view may apply several, each to its own publisher).
    private func receive(_ value: Value, on handle: Int, index: Int, at location: SourceLocation) throws {
        guard let node = nodesByHandle[handle],
              let modifier = node.modifiers.filter({ $0.kind == "onReceive" }).dropFirst(index).first,
              let action = modifier.fields.values.dropFirst().first(where: { if case .function = $0 { true } else { false } }) else { return }
        record(.action, "onReceive", path: node.path)
        _ = try interpreter.call(action, arguments: [value], at: location)
    }

    /// A write to a `@Published` property of an object, before the value is stored.
    func publishWillSet(_ id: ObjectID, property: String, wrapper: BuiltinValue, value: Value, at location: SourceLocation) throws {
        if let object = interpreter.heap.object(id), case .object(let publisher)? = object.fields["objectWillChange"],
           interpreter.heap.isAlive(publisher) {
            // `send()` reaches the graph through `__Vivarium.objectWillChange`.
            let send = try interpreter.member("send", of: .object(publisher), at: location)
            _ = try interpreter.call(send, arguments: [], at: location)
        } else {
            objectWillChange(id, property: property, at: location)
        }
        if case .object(let subject)? = wrapper["subject"], interpreter.heap.isAlive(subject) {
            let send = try interpreter.member("_send", of: .object(subject), at: location)
            _ = try interpreter.call(send, arguments: [value], at: location)
        }
    }

    /// `$x` of a `@Published` property of an object: its publisher, made on first use.
    func publishedProjection(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> Value {
        guard case .object(let id, let property) = owner, let object = interpreter.heap.object(id) else {
            throw RuntimeError(.notSupported, "not supported in the playground: '@Published' outside a class", at: location)
        }
        if case .object(let subject)? = wrapper["subject"], interpreter.heap.isAlive(subject) { return .object(subject) }
        guard interpreter.types.type("_PublishedPublisher") != nil else {
            throw RuntimeError(.notSupported, "not supported in the playground: the projection '$' of '@Published' without Combine", at: location)
        }
        let subject = try interpreter.construct(typeName: "_PublishedPublisher", arguments: [
            ArgumentValue(label: "owner", value: .object(id), location: location),
            ArgumentValue(label: "property", value: .string(property), location: location),
            ArgumentValue(label: "value", value: wrapper["value"] ?? .nil, location: location),
        ], at: location)
        if case .builtin(var stored)? = object.fields["_" + property] {
            stored["subject"] = subject
            object.fields["_" + property] = .builtin(stored)
        }
        return subject
    }

    /// `__Vivarium.name(…)`: what the bundled modules ask of the graph.
    func moduleHook(_ name: String, _ arguments: [Value], at location: SourceLocation) throws -> Value? {
        switch (name, arguments.first) {
        case ("currentTask", nil):
            return .int(interpreter.currentTaskID)
        case ("pushCancellationHandler", let handler?):
            try interpreter.pushCancellationHandler(handler, at: location)
            return .void
        case ("popCancellationHandler", nil):
            interpreter.popCancellationHandler()
            return .void
        case ("parkTask", nil):
            try interpreter.parkTask(at: location)
            return .void
        case ("parkTaskReportingCancellation", nil):
            return .bool(try interpreter.parkTaskReportingCancellation(at: location))
        case ("wakeTask", .int(let id)?):
            interpreter.wakeTask(id)
            return .void
        case ("objectWillChange", .object(let publisher)?):
            // Views subscribe to `objectWillChange` of the objects they hold in wrappers.
            let observed = Set(dependents.byObject.keys).sorted()
            for object in observed where !observers(of: object).isEmpty {
                guard case .object(publisher)? = interpreter.heap.object(object)?.fields["objectWillChange"] else { continue }
                objectWillChange(object, property: "objectWillChange", at: location)
            }
            return .void
        case ("setPublished", .object(let id)?):
            guard arguments.count == 3, case .string(let property) = arguments[1] else { return nil }
            try interpreter.setProperty(property, ofObject: id, to: arguments[2], at: location)
            return .void
        case ("setKeyPath", .object(let id)?):
            guard arguments.count == 3, case .keyPath(let components) = arguments[1] else { return nil }
            let path = components.filter { $0 != "self" }
            guard let last = path.last else { return nil }
            var target = Value.object(id)
            for component in path.dropLast() { target = try interpreter.member(component, of: target, at: location) }
            guard case .object(let targetID) = target else {
                throw RuntimeError(.notSupported, "not supported in the playground: assign(to:on:) through a value-type key path", at: location)
            }
            try interpreter.setProperty(last, ofObject: targetID, to: arguments[2], at: location)
            return .void
        case ("nanoseconds", let value?):
            guard let nanoseconds = Interpreter.nanoseconds(of: value) else { return nil }
            return .int(Int(nanoseconds))
        case ("receive", .int(let handle)?):
            guard arguments.count == 3, case .int(let index) = arguments[2] else { return nil }
            try receive(arguments[1], on: handle, index: index, at: location)
            return .void
        case ("now", nil):
            return .int(Int(interpreter.now))
        case ("seconds", nil):
            return .double(Double(interpreter.now) / 1e9)
        case ("date", nil):
            return FrameworkValues.now(interpreter)
        case ("inert", .string(let api)?):
            noteInert(api)
            return .void
        case ("openURL", let url?):
            // `UIApplication.shared.open(url)`: recorded as the `openURL` action records it.
            record(.action, "open \(interpreter.describe(url))")
            return .void
        case ("systemVersion", nil):
            return .string("\(profile.major).\(profile.minor)")
        case ("beginObservationTracking", .int(let id)?), ("endObservationTracking", .int(let id)?):
            return observationTrackingHook(name, id: id)
        case ("notSupported", .string(let what)?):
            // A module's refusal, at the program's call into the module.
            throw RuntimeError(.notSupported, "not supported in the playground: \(what)", at: interpreter.programCallSite ?? location)
        case ("combineName", .object(let id)?):
            // Combine's name for one of its objects (`print`'s subscription): the class's
            // `@_vivariumInternal` label without `Publishers.`, else the class's own name.
            guard let object = interpreter.heap.object(id) else { return nil }
            let label = object.internalLabel ?? object.typeName
            return .string(label.hasPrefix("Publishers.") ? String(label.dropFirst("Publishers.".count)) : label)
        case ("closureKey", .function(.closure(let closure))?):
            return .string(closure.expression.location.description)
        default:
            // The bundled Foundation modules: formatters' text, calendar math, JSON decoding.
            if name == "decodeJSON" { return try interpreter.decodeJSONHook(arguments) }
            if name == "encodeJSON" { return try interpreter.encodeJSONHook(arguments) }
            if let value = interpreter.codingHook(name, arguments) { return value }
            if let value = interpreter.errorHook(name, arguments) { return value }
            if let value = try interpreter.selectorHook(name, arguments, at: location) { return value }
            if let value = URLComponentsHooks.hook(name, arguments) { return value }
            return Formatters.hook(name, arguments)
        }
    }
}
