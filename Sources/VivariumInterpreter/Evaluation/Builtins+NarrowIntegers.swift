import VivariumSyntax

/// Narrow fixed-width integers and Unicode scalars (Swift standard library, "UInt8",
/// "Unicode.Scalar", "Character"): the playground's integers are Ints, so `UInt8(x)` is `x`
/// range-checked as Swift traps ("Not enough bits to represent the passed value");
/// `UnicodeScalar(65)` is the scalar with that value (nil past U+10FFFF or for a surrogate);
/// `Character(scalar)` and `String(scalar)` its text.
extension Builtins {
    /// The fixed-width integer types narrower than Int, by the values they hold.
    static let smallIntegerRanges: [String: ClosedRange<Int>] = [
        "Int8": Int(Int8.min)...Int(Int8.max), "Int16": Int(Int16.min)...Int(Int16.max),
        "UInt8": 0...Int(UInt8.max), "UInt16": 0...Int(UInt16.max), "UInt32": 0...Int(UInt32.max),
    ]

    /// `UInt8(x)`, `UnicodeScalar(x)`, `Character(scalar)`; nil for any other construction.
    static func narrowIntegerOrScalar(_ typeName: String, _ values: [Value], labels: [String?],
                                      at location: SourceLocation) throws -> Value? {
        if let converted = try integerConversion(typeName, values, labels: labels, at: location) { return converted }
        switch (typeName, values.first) {
        case (let name, .string(let text)?) where smallIntegerRanges[name] != nil && labels == [nil]:
            // `UInt8("255")`: nil unless the text is a number the type holds.
            return Int(text).flatMap { smallIntegerRanges[name]!.contains($0) ? .int($0) : nil } ?? .nil
        case (let name, .int(let i)?) where smallIntegerRanges[name] != nil && labels == [nil]:
            guard smallIntegerRanges[name]!.contains(i) else {
                throw RuntimeError.trap("Fatal error: Not enough bits to represent the passed value", at: location)
            }
            return .int(i)
        case ("UnicodeScalar", .int(let i)?), ("Unicode.Scalar", .int(let i)?):
            guard i >= 0, i <= 0x10FFFF, let scalar = Unicode.Scalar(UInt32(i)) else { return .nil }
            return FrameworkValues.value("Unicode.Scalar", String(scalar), [("value", .int(i)), ("isASCII", .bool(scalar.isASCII))])
        case ("Character", .builtin(let scalar)?) where scalar.kind == "Unicode.Scalar",
             ("String", .builtin(let scalar)?) where scalar.kind == "Unicode.Scalar":
            guard case .int(let value)? = scalar["value"], let unicode = Unicode.Scalar(UInt32(value)) else { return nil }
            return .string(String(Character(unicode)))
        default:
            return nil
        }
    }

    /// `Int8(exactly: 200)` (nil: it does not fit), `UInt8(truncatingIfNeeded: 300)` (its low
    /// bits, 44), `Int16(clamping: 70_000)` (the nearest it holds), `UInt8(ascii: "A")`, the
    /// fixed-width integers' conversions; nil for other constructions.
    static func integerConversion(_ typeName: String, _ values: [Value], labels: [String?],
                                  at location: SourceLocation) throws -> Value? {
        guard labels.count == 1, let label = labels[0], let value = values.first else { return nil }
        if typeName == "UInt" || typeName == "UInt64" {
            // `UInt(exactly: -1)` is nil; `UInt(clamping: -5)` is 0 (values past Int.max are not held here).
            switch (label, value) {
            case ("exactly", .int(let i)): return i >= 0 ? .int(i) : .nil
            case ("exactly", .double(let d)): return Int(exactly: d).map { $0 >= 0 ? .int($0) : .nil } ?? .nil
            case ("clamping", .int(let i)): return .int(max(i, 0))
            default: return nil
            }
        }
        let bounds: ClosedRange<Int>? = smallIntegerRanges[typeName] ?? (typeName == "Int32" ? Int(Int32.min)...Int(Int32.max) : nil)
        let isInteger = bounds != nil || ["Int", "Int64"].contains(typeName)
        guard isInteger else { return nil }
        switch (label, value) {
        case ("exactly", .int(let i)):
            return bounds.map { $0.contains(i) ? .int(i) : .nil } ?? .int(i)
        case ("exactly", .double(let d)) where bounds != nil:
            guard let whole = Int(exactly: d) else { return .nil }
            return bounds!.contains(whole) ? .int(whole) : .nil
        case ("truncatingIfNeeded", .int(let i)):
            return .int(truncated(i, to: typeName) ?? i)
        case ("clamping", .int(let i)):
            return .int(bounds.map { min(max(i, $0.lowerBound), $0.upperBound) } ?? i)
        case ("ascii", .builtin(let scalar)) where typeName == "UInt8" && scalar.kind == "Unicode.Scalar":
            guard case .int(let code)? = scalar["value"] else { return nil }
            guard code < 128 else { throw RuntimeError.trap("Fatal error: Code point value does not fit into ASCII", at: location) }
            return .int(code)
        case ("ascii", .string(let text)) where typeName == "UInt8" && text.unicodeScalars.count == 1:
            // `UInt8(ascii: "A")`: the literal is a Unicode.Scalar.
            let code = Int(text.unicodeScalars.first!.value)
            guard code < 128 else { throw RuntimeError.trap("Fatal error: Code point value does not fit into ASCII", at: location) }
            return .int(code)
        default:
            return nil
        }
    }
}
