/// Walking values for the object references they hold.
enum References {
    /// Calls `body` once per distinct object strongly referenced by `value`, looking through
    /// structs, collections, closures' captured variables and host values, but not into objects.
    static func strongReferences(in value: Value, boxes: inout Set<ObjectIdentifier>, onBox: ((Box) -> Void)? = nil,
                                 _ body: (ObjectID) -> Void) {
        switch value {
        case .object(let id):
            body(id)
        case .array(let elements):
            for element in elements { strongReferences(in: element, boxes: &boxes, onBox: onBox, body) }
        case .dictionary(let entries):
            for (key, element) in entries {
                strongReferences(in: key.value, boxes: &boxes, onBox: onBox, body)
                strongReferences(in: element, boxes: &boxes, onBox: onBox, body)
            }
        case .tuple(let elements, _):
            for element in elements { strongReferences(in: element, boxes: &boxes, onBox: onBox, body) }
        case .structValue(let s):
            // `initArguments` are the record `swap` rebuilds a view from: they hold nothing.
            for field in s.fields.values { strongReferences(in: field, boxes: &boxes, onBox: onBox, body) }
        case .enumValue(let e):
            for element in e.payload { strongReferences(in: element, boxes: &boxes, onBox: onBox, body) }
        case .builtin(let b):
            for field in b.fields.values { strongReferences(in: field, boxes: &boxes, onBox: onBox, body) }
        case .function(let callable):
            switch callable {
            case .closure(let closure):
                for name in closure.captures {
                    guard let box = closure.scope.lookupCapture(name), !box.isWeak else { continue }
                    guard boxes.insert(ObjectIdentifier(box)).inserted else { continue }
                    onBox?(box)
                    strongReferences(in: box.value, boxes: &boxes, onBox: onBox, body)
                }
            case .function(let bound):
                if let receiver = bound.receiver { strongReferences(in: receiver, boxes: &boxes, onBox: onBox, body) }
            case .builtin(_, let receiver):
                if let receiver { strongReferences(in: receiver, boxes: &boxes, onBox: onBox, body) }
            case .initializer:
                break
            }
        case .void, .nil, .int, .double, .bool, .string, .range, .weakObject, .type, .keyPath, .objectIdentifier:
            break
        }
    }

    /// The distinct objects `value` strongly references, in ascending id order.
    static func strongReferences(in value: Value) -> [ObjectID] {
        var boxes = Set<ObjectIdentifier>()
        var ids = Set<ObjectID>()
        strongReferences(in: value, boxes: &boxes) { ids.insert($0) }
        return ids.sorted()
    }

    /// Whether dropping `value` could free something (it holds an object, or a closure that
    /// captures variables). Exact for closures: one that captures nothing (`{ Row(index: $0) }`,
    /// the autoclosure of `@StateObject var vm = VM()`) references nothing `strongReferences` finds.
    static func mayHoldReferences(_ value: Value) -> Bool {
        switch value {
        case .object: return true
        case .function(let callable):
            switch callable {
            case .closure(let closure): return !closure.captures.isEmpty
            case .function(let bound): return bound.receiver.map(mayHoldReferences) ?? false
            case .builtin(_, let receiver): return receiver.map(mayHoldReferences) ?? false
            case .initializer: return false
            }
        case .array(let elements): return elements.contains(where: mayHoldReferences)
        // Keys too: an object is Hashable by identity (`strongReferences` walks the keys).
        case .dictionary(let entries): return entries.contains { mayHoldReferences($0.key.value) || mayHoldReferences($0.value) }
        case .tuple(let elements, _): return elements.contains(where: mayHoldReferences)
        case .structValue(let s): return s.fields.values.contains(where: mayHoldReferences)
        case .enumValue(let e): return e.payload.contains(where: mayHoldReferences)
        case .builtin(let b): return b.fields.values.contains(where: mayHoldReferences)
        default: return false
        }
    }
}

extension Value {
    /// Whether it may reference an object or a closure's captured variables
    /// (`References.mayHoldReferences`): a holder that stores a value for which this is false
    /// over one for which it is false holds what it held.
    public var mayHoldReferences: Bool { References.mayHoldReferences(self) }
}
