import OrderedCollections

extension Value {
    /// Whether `other` is this very value in every respect the playground can show or count:
    /// the same case, numbers with the same bits, strings with the same bytes, the same
    /// objects, the same closure instances, fields in the same order. Stricter than `==` (which
    /// finds `0.0 == -0.0` and canonically equivalent strings equal) and than SwiftUI's input
    /// comparison (closures are never equal there, the same closure is identical here).
    ///
    /// A node whose new view value is identical to the one it has shows and holds nothing new:
    /// a parent's re-render that hands each row the value it had needs no row's snapshot taken
    /// again and no row's holdings counted again. Anything this does not look into (a bound
    /// function, a builtin function) is not identical. A view value's `initArguments` are not
    /// compared: they are `swap`'s record of how it was made (a row's `@StateObject` default
    /// is a new autoclosure each time), not part of the value — neither equality, nor the
    /// tree, nor the reference counts read them.
    public func isIdentical(to other: Value) -> Bool {
        switch (self, other) {
        case (.void, .void), (.nil, .nil): return true
        case (.int(let a), .int(let b)): return a == b
        case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a.utf8.elementsEqual(b.utf8)
        case (.array(let a), .array(let b)): return Self.identical(a, b)
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key.key == $1.key.key && $0.value.isIdentical(to: $1.value) }
        case (.tuple(let a, let aLabels), .tuple(let b, let bLabels)): return aLabels == bLabels && Self.identical(a, b)
        case (.range(let aLower, let aUpper, let aClosed), .range(let bLower, let bUpper, let bClosed)):
            return aLower == bLower && aUpper == bUpper && aClosed == bClosed
        case (.structValue(let a), .structValue(let b)):
            return a.typeName == b.typeName && Self.identical(a.fields, b.fields)
        case (.enumValue(let a), .enumValue(let b)):
            return a.typeName == b.typeName && a.caseName == b.caseName && a.payloadLabels == b.payloadLabels
                && Self.identical(a.payload, b.payload)
        case (.object(let a), .object(let b)), (.weakObject(let a), .weakObject(let b)),
             (.objectIdentifier(let a), .objectIdentifier(let b)):
            return a == b
        case (.function(.closure(let a)), .function(.closure(let b))): return a === b
        case (.type(let a), .type(let b)): return a == b
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.builtin(let a), .builtin(let b)): return a.isIdentical(to: b)
        default: return false
        }
    }

    static func identical(_ a: [Value], _ b: [Value]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.isIdentical(to: $1) }
    }

    static func identical(_ a: OrderedDictionary<String, Value>, _ b: OrderedDictionary<String, Value>) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.isIdentical(to: $1.value) }
    }
}

extension BuiltinValue {
    /// See `Value.isIdentical(to:)`.
    public func isIdentical(to other: BuiltinValue) -> Bool {
        kind == other.kind && tag == other.tag && Value.identical(fields, other.fields)
    }
}
