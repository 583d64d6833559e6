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
    static func narrowIntegerOrScalar(_ typeName: String, _ values: [Value], at location: SourceLocation) throws -> Value? {
        switch (typeName, values.first) {
        case (let name, .int(let i)?) where smallIntegerRanges[name] != nil:
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
}
