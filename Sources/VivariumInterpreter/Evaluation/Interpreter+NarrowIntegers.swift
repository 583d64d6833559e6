import VivariumSyntax

/// Integer operations the checker typed narrower than `Int` (`ResolvedMembers
/// .narrowIntegerOperations`): every integer is held as an `Int`, so the result is brought back
/// to the narrow type as Swift computes it. The wrapping operators (`&+`, `&-`, `&*`, `&<<`)
/// `<<` and `~` keep the low bits (`UInt8(250) &+ 10` is 4, `~UInt8(5)` is 250); `+`, `-` and `*` trap past the type's
/// bounds, as Swift's overflow check does (`let a: UInt8 = 250; a + 10`).
extension Interpreter {
    /// The narrow type's name when the checker recorded the operation at `location`.
    @inline(__always)
    func narrowIntegerType(at location: SourceLocation) -> String? {
        narrowIntegerOperations.isEmpty ? nil : narrowIntegerOperations[location]
    }

    /// `value`, the result of `op`, as the narrow type `typeName` has it.
    func narrowed(_ value: Value, _ op: String, to typeName: String, at location: SourceLocation) throws -> Value {
        // `Float(1) / 3`: rounded to a Float's precision.
        if typeName == "Float" {
            if case .double(let d) = value { return .double(Double(Float(d))) }
            return value
        }
        guard case .int(let i) = value, let truncated = Builtins.truncated(i, to: typeName), truncated != i else { return value }
        if op.hasPrefix("&") || op == "<<" || op == "~" { return .int(truncated) }
        throw Checked.overflow(at: location)
    }
}

extension Builtins {
    /// `i`'s low bits as the fixed-width type `typeName` reads them (`Int8(truncatingIfNeeded:)`);
    /// nil for a type that is no narrow integer.
    static func truncated(_ i: Int, to typeName: String) -> Int? {
        switch typeName {
        case "Int8": Int(Int8(truncatingIfNeeded: i))
        case "Int16": Int(Int16(truncatingIfNeeded: i))
        case "Int32": Int(Int32(truncatingIfNeeded: i))
        case "UInt8": Int(UInt8(truncatingIfNeeded: i))
        case "UInt16": Int(UInt16(truncatingIfNeeded: i))
        case "UInt32": Int(UInt32(truncatingIfNeeded: i))
        default: nil
        }
    }
}
