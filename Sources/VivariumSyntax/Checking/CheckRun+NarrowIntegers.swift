/// Integers narrower than `Int`, typed as swiftc types them. The interpreter holds every
/// integer as an `Int`, so only the static type says that `a &+ 10` of a `UInt8` wraps at 256
/// and that `a + 10` traps past 255 ("Swift runtime failure: arithmetic overflow"). The checker,
/// which has that type, records each such operation for the interpreter
/// (`ResolvedMembers.narrowIntegerOperations`), by the operation's location.
extension CheckRun {
    static let narrowIntegerTypes: Set<String> = ["Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32"]
    /// The operators whose result has their operands' type and may leave a narrow type's range.
    static let narrowingOperators: Set<String> = ["+", "-", "*", "&+", "&-", "&*", "<<", "&<<", "~"]
    /// Integer operators the arithmetic rules (`arithmetic`) do not type.
    static let integerOperators: Set<String> = ["&+", "&-", "&*", "&", "|", "^", "<<", ">>", "&<<", "&>>", "%"]

    /// `lhs op rhs` for the integer operators beyond `+ - * /`: both sides checked once; the
    /// result's type when evident (an integer literal takes the other operand's type; a shift
    /// has its left operand's type).
    func integerOperation(_ op: String, _ lhs: Expr, _ rhs: Expr, _ e: Expr, _ context: Context) -> TypeReference? {
        let left = expr(lhs, context), right = expr(rhs, context)
        guard !declaresOwnOperator(op) else { return nil }
        let type: TypeReference?
        if op.hasSuffix("<<") || op.hasSuffix(">>") {
            type = Self.isIntegerLiteral(lhs) ? nil : left
        } else if Self.isIntegerLiteral(lhs) {
            type = Self.isIntegerLiteral(rhs) ? nil : right
        } else if Self.isIntegerLiteral(rhs) || left == right {
            type = left
        } else {
            type = nil
        }
        noteNarrowOperation(op, type: type, at: e.location)
        return type
    }

    /// Records `op` at `location` when its result is a narrow integer and can leave its range.
    func noteNarrowOperation(_ op: String, type: TypeReference?, at location: SourceLocation) {
        guard let resolution, Self.narrowingOperators.contains(op),
              case .named(let name, let generics)? = type, generics.isEmpty, Self.narrowIntegerTypes.contains(name),
              symbols.types[name] == nil else { return }
        resolution.recordNarrowIntegerOperation(name, at: location)
    }

    /// `250`, `-1`: an integer literal, whose type the other operand decides.
    static func isIntegerLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .integer: true
        case .prefix("-", let inner): isIntegerLiteral(inner)
        default: false
        }
    }

    /// `Int32.max`, `UInt8.min`, `Int16.zero`: a narrow integer type's own bounds are of that
    /// type, so `Int32.max &+ 1` wraps to -2147483648 (nil for a type the program declares).
    /// (`context` nil: outside a body, where no generic parameter can shadow the name.)
    func narrowIntegerStatic(_ base: Expr, _ name: String, _ context: Context? = nil) -> TypeReference? {
        guard ["max", "min", "zero"].contains(name), case .identifier(let typeName) = base.kind,
              Self.narrowIntegerTypes.contains(typeName), symbols.types[typeName] == nil
        else { return nil }
        if let context, case .other = resolve(typeName, context) {} else if context != nil { return nil }
        return .named(typeName)
    }

    /// `Float(1) / 3`: a `Float`'s arithmetic rounds to a `Float` (the interpreter holds a
    /// Double), recorded as a narrow operation of type `Float`.
    func noteFloatOperation(_ op: String, type name: String, at location: SourceLocation) {
        guard let resolution, name == "Float", ["+", "-", "*", "/"].contains(op), symbols.types[name] == nil else { return }
        resolution.recordNarrowIntegerOperation(name, at: location)
    }
}
