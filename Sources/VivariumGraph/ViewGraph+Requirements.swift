import VivariumInterpreter
import VivariumSyntax

/// Generic requirements of SwiftUI's API that Swift's compiler enforces, checked when the call
/// runs (the playground knows a value's type only then), with the compiler's message at the call:
/// - `ForEach(data)` / `List(data)` without `id:` needs `Identifiable` elements;
/// - `onChange(of:)` and `task(id:)` need an `Equatable` value;
/// - `.environmentObject(_:)` needs an `ObservableObject`, `.environment(_:)` an `@Observable` object.
/// Only user types are judged: a value of an SDK type, or a type adopting an SDK protocol the
/// playground does not model, is left alone.
extension ViewGraph {
    func checkRequirements(ofModifier name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws {
        switch name {
        case "onChange":
            guard let value = arguments.first(where: { $0.label == "of" })?.value,
                  let type = userType(of: value), !type.isEnum, !conforms(type.info, toAnyOf: Self.equatableProtocols) else { return }
            throw RuntimeError(.unresolved, "instance method 'onChange(of:initial:_:)' requires that '\(type.info.name)' conform to 'Equatable'", at: location)
        case "task":
            guard let id = arguments.first(where: { $0.label == "id" })?.value,
                  let type = userType(of: id), !type.isEnum, !conforms(type.info, toAnyOf: Self.equatableProtocols) else { return }
            throw RuntimeError(.unresolved, "instance method 'task(id:priority:_:)' requires that '\(type.info.name)' conform to 'Equatable'", at: location)
        case "environmentObject":
            guard arguments.count == 1, let type = userType(of: arguments[0].value), type.info.kind == .class,
                  !conforms(type.info, toAnyOf: ["ObservableObject"]) else { return }
            throw RuntimeError(.unresolved, "instance method 'environmentObject' requires that '\(type.info.name)' conform to 'ObservableObject'", at: location)
        case "environment":
            guard arguments.count == 1, arguments[0].label == nil, let type = userType(of: arguments[0].value), type.info.kind == .class,
                  !type.info.isObservable, !conforms(type.info, toAnyOf: ["Observable"]) else { return }
            throw RuntimeError(.unresolved, "instance method 'environment' requires that '\(type.info.name)' conform to 'Observable'", at: location)
        default:
            return
        }
    }

    /// `ForEach(items) { … }` / `List(items) { … }` with no `id:`: the elements must be Identifiable.
    func checkIdentifiableElements(of typeName: String, data: Value, at location: SourceLocation) throws {
        guard case .array(let elements) = data, let first = elements.first, let type = userType(of: first),
              !conforms(type.info, toAnyOf: ["Identifiable"]) else { return }
        // ForEach's requirement is its extension's, List's its generic initializer's own (the checker's words).
        let callee = typeName == "List" ? "initializer 'init(_:rowContent:)'" : "referencing initializer 'init(_:content:)' on '\(typeName)'"
        throw RuntimeError(.unresolved, "\(callee) requires that '\(type.info.name)' conform to 'Identifiable'", at: location)
    }

    private static let equatableProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// The user struct, class or enum a value is an instance of.
    private func userType(of value: Value) -> (info: TypeInfo, isEnum: Bool)? {
        switch value {
        case .structValue(let value): return interpreter.types.type(value.typeName).map { ($0, false) }
        case .enumValue(let value): return interpreter.types.type(value.typeName).map { ($0, true) }
        case .object(let id):
            guard let object = interpreter.heap.object(id) else { return nil }
            return interpreter.types.type(object.typeName).map { ($0, false) }
        default: return nil
        }
    }

    /// Whether a user type adopts one of `protocols`: itself, an extension, a superclass or a
    /// user protocol it adopts. A conformance the playground cannot see through (an SDK
    /// superclass or protocol other than the common ones that imply none of these) counts.
    private func conforms(_ info: TypeInfo, toAnyOf protocols: Set<String>, depth: Int = 0) -> Bool {
        if depth > 32 { return true }
        for type in interpreter.types.classChain(info.name) {
            if let superclass = type.superclass, interpreter.types.type(superclass) == nil { return true }
            for name in type.conformances {
                if protocols.contains(name) { return true }
                if let adopted = interpreter.types.type(name) {
                    if adopted !== type, conforms(adopted, toAnyOf: protocols, depth: depth + 1) { return true }
                } else if !Self.opaqueToRequirements.contains(name) {
                    return true
                }
            }
        }
        return false
    }

    /// SDK protocols that imply none of the protocols checked here.
    private static let opaqueToRequirements: Set<String> = [
        "Sendable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "Identifiable", "View", "ObservableObject", "Observable", "CaseIterable", "Error", "DynamicProperty",
        "EnvironmentKey", "PreferenceKey", "ViewModifier", "AnyObject",
    ]
}
