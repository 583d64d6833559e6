import VivariumInterpreter
import VivariumSyntax

/// A view's stored property of a user type conforming to `DynamicProperty` (a custom property
/// wrapper keeping its value in an `@State` inside, `struct Tally: DynamicProperty`): SwiftUI
/// installs the `@State` storage of such a property's own properties on the view that holds
/// it, as it does the view's own (Apple, "DynamicProperty": "The view gives values to these
/// properties prior to recomputing the view's body"; "State": "SwiftUI manages the property's
/// storage"). So a write through the wrapper's `nonmutating set` updates the view, and the
/// storage is kept when a parent's re-render makes a new value. The slot is named by the path
/// of properties (`_rolls.values`); nested DynamicProperty values are installed in turn.
extension ViewGraph {
    func installDynamicProperties(_ value: inout StructValue, info: TypeInfo, node: Node, prefix: String) throws {
        for property in info.storedProperties where property.wrapper == nil {
            guard case .structValue(var inner)? = value.fields[property.name],
                  let innerInfo = interpreter.types.type(inner.typeName),
                  interpreter.types.memberChain(inner.typeName).contains(where: { $0.conforms(to: "DynamicProperty") })
            else { continue }
            let innerPrefix = prefix + property.name + "."
            for innerProperty in innerInfo.storedProperties where innerProperty.wrapper?.name == "State" {
                guard case .builtin(var wrapper)? = inner.fields["_" + innerProperty.name], wrapper.kind == "State",
                      wrapper.tag == 0 else { continue }
                let name = innerPrefix + innerProperty.name
                if let slot = node.storage[name] {
                    pendingRelease.append(wrapper["initial"] ?? wrapper["thunk"] ?? .nil, holder: "\(node.path).\(name) (initial value ignored)")
                    wrapper = BuiltinValue(kind: "State", tag: slot.id)
                } else {
                    var initial = wrapper["initial"] ?? .nil
                    if let thunk = wrapper["thunk"] {
                        initial = try interpreter.call(thunk, arguments: [], at: innerProperty.location)
                        pendingRelease.append(thunk, holder: "\(node.path).\(name) (thunk)")
                    }
                    wrapper = BuiltinValue(kind: "State", tag: makeSlot("State", name, node, initial).id)
                }
                inner.fields["_" + innerProperty.name] = .builtin(wrapper)
            }
            try installDynamicProperties(&inner, info: innerInfo, node: node, prefix: innerPrefix)
            value.fields[property.name] = .structValue(inner)
        }
    }

    /// `DynamicProperty.update()`, run before each body of the view (or view modifier) holding
    /// the property, nested properties first. Apple, "DynamicProperty.update()": "SwiftUI calls
    /// this function before rendering a view's body to ensure the view has the most recent
    /// value." What the mutating method leaves in `self` is what the body sees.
    func updateDynamicProperties(of node: Node) throws {
        guard case .structValue(var value) = node.viewValue, let info = interpreter.types.type(value.typeName),
              try updateDynamicProperties(&value, info: info) else { return }
        node.viewValue = .structValue(value)
    }

    private func updateDynamicProperties(_ value: inout StructValue, info: TypeInfo) throws -> Bool {
        var changed = false
        for property in info.storedProperties {
            // A plain stored property, or the storage `_name` of a user property wrapper.
            let field = property.wrapper == nil ? property.name : "_" + property.name
            guard case .structValue(var inner)? = value.fields[field],
                  let innerInfo = interpreter.types.type(inner.typeName),
                  interpreter.types.memberChain(inner.typeName).contains(where: { $0.conforms(to: "DynamicProperty") })
            else { continue }
            var innerChanged = try updateDynamicProperties(&inner, info: innerInfo)
            if interpreter.declaresMethod("update", labels: [], in: inner.typeName, isStatic: false) {
                let (_, newSelf) = try interpreter.callUserMutatingMethod("update", on: .structValue(inner))
                if case .structValue(let updated)? = newSelf { inner = updated; innerChanged = true }
            }
            if innerChanged { value.fields[field] = .structValue(inner); changed = true }
        }
        return changed
    }
}
