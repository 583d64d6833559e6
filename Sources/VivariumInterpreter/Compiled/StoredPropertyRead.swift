/// A compiled member read's memory of the last type whose member it read as a plain stored
/// property: `$0.done` in a `filter` over `[Item]`, `node.next` in a walk of a list (and an
/// array's `count`, answered at once).
///
/// `memberValue` finds such a member by looking the type's member chain up by name, then the
/// property among its stored properties, then asks about wrappers and observation, for every
/// value. When the first type of the chain declares the property, without a wrapper, not
/// `lazy` and (in a class) not tracked by Observation, `memberValue` returns the field as it
/// is stored: the next value of that type gets it straight from its fields. Anything else
/// (another type, a missing field, a weak reference, a declaration registered since) takes
/// `memberValue`, which is the definition.
final class StoredPropertyRead {
    let name: String
    private var typeName: String?
    private var generation = -1
    /// Where the last struct read kept the member among its fields (-1: none yet).
    private var position = -1

    /// `count` of an array: the standard library's, which no extension can replace.
    private let isCount: Bool

    init(name: String) {
        self.name = name
        isCount = name == "count"
    }

    /// The member's value, or nil when `memberValue` must answer.
    @inline(__always)
    func value(of receiver: Value, in interpreter: Interpreter) -> Value? {
        switch receiver {
        case .array(let elements) where isCount:
            return .int(elements.count)
        case .structValue(let s):
            // A struct's fields are in its declaration's order: the position the last value of
            // the type kept the member at is tried first (its key compared, nothing hashed).
            // NB: that case asks nothing of a function that is not inlined, so the struct is
            // read where it lies rather than copied (its fields retained) for the call.
            if generation == interpreter.types.registrations, typeName == s.typeName, position >= 0,
               position < s.fields.count, s.fields.keys[position] == name {
                return interpreter.readWeak(s.fields.values[position])
            }
            guard isPlainStored(in: s.typeName, isClass: false, interpreter) else { return nil }
            let fields = s.fields
            if position >= 0, position < fields.count, fields.keys[position] == name {
                return interpreter.readWeak(fields.values[position])
            }
            guard let found = fields.index(forKey: name) else { return nil }
            position = found
            return interpreter.readWeak(fields.values[found])
        case .object(let id):
            guard let object = interpreter.heap.objects[id], isPlainStored(in: object.typeName, isClass: true, interpreter),
                  let stored = object.fields[name] else { return nil }
            return interpreter.readWeak(stored)
        default:
            return nil
        }
    }

    @inline(__always)
    private func isPlainStored(in type: String, isClass: Bool, _ interpreter: Interpreter) -> Bool {
        let registrations = interpreter.types.registrations
        if generation == registrations, typeName == type { return true }
        guard let first = interpreter.types.memberChain(type).first, first.name == type,
              let property = first.storedProperty(name), property.wrapper == nil, !property.modifiers.contains(.lazy),
              !(isClass && first.tracks(property)) else { return false }
        typeName = type
        generation = registrations
        return true
    }
}
