import VivariumInterpreter
import VivariumSyntax

/// `Toggle("All", sources: $alarms, isOn: \.isOn)` (iOS 16; Apple, "Toggle
/// init(_:sources:isOn:)"): one toggle over a collection, on when every source's binding is
/// on, off when none is, mixed otherwise (`ToggleStyleConfiguration.isMixed`: "a mix of true
/// and false Bindings"). Toggling it writes the new value through every source's binding, so
/// a mixed toggle turns them all on. Its `isOn` is a binding over the sources, read and written
/// through each element's own binding (`sources`, `sourceKeyPath`).
extension ViewGraph {
    static func sourcesBinding(sources: Value, keyPath: [String]) -> Value {
        .builtin(BuiltinValue(kind: "Binding", fields: ["sources": sources, "sourceKeyPath": .keyPath(keyPath)]))
    }

    /// Each source's `Binding<Bool>`: the key path applied to an element (an element binding
    /// of `$alarms`, or an element of a plain collection of values holding bindings).
    private func sourceBindings(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> [BuiltinValue] {
        guard let sources = wrapper["sources"], case .keyPath(let path)? = wrapper["sourceKeyPath"] else { return [] }
        var elements: [Value]
        if case .builtin(let base) = sources, base.kind == "Binding" {
            guard case .array(let values) = try readWrapper(base, owner: owner, at: location) else { return [] }
            elements = values.indices.map { .builtin(BuiltinValue(kind: "Binding", fields: ["base": sources, "index": .int($0)])) }
        } else if case .array(let values) = sources {
            elements = values
        } else {
            throw RuntimeError(.notSupported, "not supported in the playground: a toggle's sources of \(interpreter.describe(sources))", at: location)
        }
        return try elements.map { element in
            guard case .builtin(let binding) = try interpreter.apply(keyPath: path, to: element, at: location), binding.kind == "Binding" else {
                throw RuntimeError(.notSupported, "not supported in the playground: a toggle source's key path that names no Binding<Bool>", at: location)
            }
            return binding
        }
    }

    /// The sources' values: true and false each, in order.
    func sourceValues(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> [Bool] {
        try sourceBindings(wrapper, owner: owner, at: location).map {
            if case .bool(let on) = try readWrapper($0, owner: owner, at: location) { on } else { false }
        }
    }

    /// What `isOn` reads: true only when every source is on.
    func readSources(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> Value {
        .bool(try sourceValues(wrapper, owner: owner, at: location).allSatisfy { $0 })
    }

    func writeSources(_ wrapper: BuiltinValue, value: Value, owner: WrapperOwner, at location: SourceLocation) throws {
        for var binding in try sourceBindings(wrapper, owner: owner, at: location) {
            try writeWrapper(&binding, value: value, owner: owner, at: location)
        }
    }

    /// The tree's `isOn:` line of a toggle over sources: on, off or mixed.
    func sourcesState(_ binding: Value?) -> String? {
        guard case .builtin(let wrapper)? = binding, wrapper["sources"] != nil,
              let values = try? sourceValues(wrapper, owner: .value(typeName: "Toggle", property: "isOn"), at: .builtin) else { return nil }
        if values.allSatisfy({ $0 }) { return "isOn: true" }
        if !values.contains(true) { return "isOn: false" }
        return "isOn: mixed"
    }
}
