/// Optional syntax applied to a value that is not optional: `count!`, `item?.name`,
/// `if let name = item.name`. swiftc rejects each (The Swift Programming Language, "Optional
/// Chaining" and "Forced Unwrapping"); the checker does where the value's type is evident, so
/// the slip is reported at load, at swiftc's column, and never runs as if it were fine.
extension CheckRun {
    /// `inner!` where `inner`'s type is evident and not optional: swiftc's error at the `!`.
    func reportForceUnwrap(of inner: Expr, type: TypeReference?, _ context: Context) {
        guard let type, isEvidentlyNonOptional(type, context) else { return }
        report("cannot force unwrap value of non-optional type '\(type)'", at: postfixMark("!", after: inner))
    }

    /// `inner?.…` where `inner`'s type is evident and not optional: swiftc's error at the `?`.
    func reportOptionalChain(on inner: Expr, type: TypeReference?, _ context: Context) {
        guard let type, isEvidentlyNonOptional(type, context) else { return }
        report("cannot use optional chaining on non-optional value of type '\(type)'", at: postfixMark("?", after: inner))
    }

    /// `if let name = value` (and `guard`, `while`) where `value`'s type is evident and not
    /// optional: swiftc's error at the `let`.
    func reportConditionalBinding(_ type: TypeReference?, at location: SourceLocation, _ context: Context) {
        guard let type, isEvidentlyNonOptional(type, context) else { return }
        report("initializer for conditional binding must have Optional type, not '\(type)'", at: location)
    }

    /// A type the checker found (`expr` answers only what is evident) that cannot be an
    /// optional under another name: not `Optional<…>`, an alias, a generic parameter, a nested
    /// name (which may be an alias) or `Any` stand-ins.
    private func isEvidentlyNonOptional(_ type: TypeReference, _ context: Context) -> Bool {
        switch type {
        case .named(let name, _):
            return name != "Optional" && name != "Wrapped" && !symbols.typealiases.contains(name)
                && !context.genericNames.contains(name) && !name.contains(".")
        case .array, .dictionary, .tuple, .function:
            return true
        case .optional, .implicitlyUnwrapped, .member, .opaque, .existential, .metatype, .inoutParameter:
            return false
        }
    }

    /// The `!` or `?` written right after `inner`: the token at depth 0 that follows the marks
    /// of `inner`'s own postfix chain (`a!.b!` — the second `!` belongs to the outer unwrap).
    /// The program keeps the first token of each expression only. Falls back to `inner`'s start.
    private func postfixMark(_ mark: String, after inner: Expr) -> SourceLocation {
        guard let tokens else { return inner.location }
        var skip = Self.chainMarks(mark, in: inner)
        let list = tokens.tokens
        var i = tokens.index(atOrAfter: inner.location)
        var depth = 0
        while i < list.count {
            switch list[i].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            case mark where depth == 0:
                if skip == 0 { return list[i].location }
                skip -= 1
            default: break
            }
            i += 1
        }
        return inner.location
    }

    /// How many `mark`s `e`'s postfix chain writes outside brackets (`a?.b!.c` has one `!`).
    private static func chainMarks(_ mark: String, in e: Expr) -> Int {
        switch e.kind {
        case .forceUnwrap(let inner): return (mark == "!" ? 1 : 0) + chainMarks(mark, in: inner)
        case .optionalChain(let inner): return (mark == "?" ? 1 : 0) + chainMarks(mark, in: inner)
        case .optionalEvaluation(let inner): return chainMarks(mark, in: inner)
        case .member(let base, _), .subscriptAccess(let base, _), .call(let base, _): return chainMarks(mark, in: base)
        default: return 0
        }
    }
}
