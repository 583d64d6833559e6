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
    /// compared: they are `swap`'s record of how it was made (an argument the initializer did
    /// not store), not part of the value — neither equality, nor the tree, nor the reference
    /// counts read them. `isInterchangeable(with:)` compares them too.
    public func isIdentical(to other: Value) -> Bool {
        Self.same(self, other, records: false)
    }

    /// Identical, and every view value in it made alike too (the same `initArguments` and
    /// generic arguments, compared as values are here): either value stands for the other
    /// everywhere, `swap` included. A node handed the value it has again, made anew (a parent's
    /// re-render of rows whose inputs did not change), keeps the one it has: its body's closures
    /// captured that one, and the node and they then share it instead of holding two copies.
    public func isInterchangeable(with other: Value) -> Bool {
        Self.same(self, other, records: true)
    }

    private static func same(_ a: Value, _ b: Value, records: Bool) -> Bool {
        guard records else { return a.isIdenticalIgnoringRecords(to: b) }
        switch (a, b) {
        case (.array(let x), .array(let y)): return identical(x, y, records: true)
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key.key == $1.key.key && same($0.value, $1.value, records: true) }
        case (.tuple(let x, let xLabels), .tuple(let y, let yLabels)): return xLabels == yLabels && identical(x, y, records: true)
        case (.structValue(let x), .structValue(let y)):
            return x.typeName == y.typeName && identical(x.fields, y.fields, records: true)
                && x.genericArguments == y.genericArguments && sameArguments(x.initArguments, y.initArguments)
        case (.enumValue(let x), .enumValue(let y)):
            return x.typeName == y.typeName && x.caseName == y.caseName && x.payloadLabels == y.payloadLabels
                && identical(x.payload, y.payload, records: true)
        case (.builtin(let x), .builtin(let y)):
            return x.kind == y.kind && x.tag == y.tag && identical(x.fields, y.fields, records: true)
        default: return a.isIdenticalIgnoringRecords(to: b)
        }
    }

    private static func sameArguments(_ a: [ArgumentValue]?, _ b: [ArgumentValue]?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.count == b.count && zip(a, b).allSatisfy {
            $0.label == $1.label && $0.location == $1.location && same($0.value, $1.value, records: true)
        }
    }

    private func isIdenticalIgnoringRecords(to other: Value) -> Bool {
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

    static func identical(_ a: [Value], _ b: [Value], records: Bool = false) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { same($0, $1, records: records) }
    }

    static func identical(_ a: OrderedDictionary<String, Value>, _ b: OrderedDictionary<String, Value>, records: Bool = false) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && same($0.value, $1.value, records: records) }
    }
}

extension BuiltinValue {
    /// See `Value.isIdentical(to:)`.
    public func isIdentical(to other: BuiltinValue) -> Bool {
        kind == other.kind && tag == other.tag && Value.identical(fields, other.fields)
    }
}
