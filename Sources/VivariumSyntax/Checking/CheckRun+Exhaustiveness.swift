/// `switch` over a user enum must cover every case (The Swift Programming Language,
/// "Statements": "Switch statements must be exhaustive"): without a `default`, a catch-all
/// pattern or a case for each of the enum's cases, it is swiftc's `switch must be exhaustive`
/// at the `switch` keyword, with a note per missing case (`add missing case: '.b(_)'`, `'.done(at: let at)'`) and,
/// when several are missing, `add missing cases` (checked with swiftc 6.3.1).
///
/// Only what the checker can decide is decided: a subject of a closed user enum type, cases
/// written as `.name` / `Type.name`; a case with a `where` clause covers nothing. A case's
/// payloads are covered by an irrefutable pattern, or, in one payload (the others irrefutable),
/// by alternatives that together cover its type: `x?` (or `.some(x)`) with `nil` (or `.none`)
/// for an optional, `true` with `false`, every case of a user enum. Literals alone cover nothing.
/// Anything else (a type check, a tuple of refutable parts) leaves the switch to the compiler.
extension CheckRun {
    func checkExhaustive(_ cases: [SwitchCase], subjectType: TypeReference?, at location: SourceLocation, _ context: Context) {
        guard let subjectType, !subjectType.isOptional, !cases.contains(where: \.isDefault),
              let info = userTypeInfo(subjectType, context), info.kind == .enum, !isOpen(info) else { return }
        var payloads: [String: [[Pattern]]] = [:]
        for switchCase in cases {
            for pattern in switchCase.patterns {
                switch pattern {
                case .binding, .wildcard:
                    if switchCase.whereClause == nil { return }
                case .enumCase(let type, let name, let arguments) where type == nil || type == info.name:
                    if switchCase.whereClause == nil { payloads[name, default: []].append(arguments) }
                case .enumCase:
                    continue
                default:
                    return
                }
            }
        }
        var missing: [EnumCaseDecl] = []
        for member in info.members {
            guard case .enumCase(let c) = member else { continue }
            switch covers(payloads[c.name] ?? [], types: c.associatedTypes, context, depth: 0) {
            case true?: continue
            case false?: missing.append(c)
            case nil: return
            }
        }
        guard !missing.isEmpty else { return }
        var notes: [(String, SourceLocation?)] = missing.map { ("add missing case: '\(caseSpelling($0))'", location) }
        if missing.count > 1 { notes.append(("add missing cases", location)) }
        report("switch must be exhaustive", at: location, notes: notes)
    }

    /// Whether the alternatives (each a list of payload patterns, `[]` for `.a` without its
    /// payload) cover every value of the payload types; nil when the checker cannot decide.
    private func covers(_ alternatives: [[Pattern]], types: [TypeReference], _ context: Context, depth: Int) -> Bool? {
        if alternatives.contains(where: { $0.allSatisfy(isIrrefutable) }) { return true }
        if alternatives.isEmpty { return false }
        // One column may be refutable when every other column of every alternative is not.
        let width = alternatives.map(\.count).max() ?? 0
        guard alternatives.allSatisfy({ $0.count == width }), depth < 4 else { return nil }
        let refutable = (0..<width).filter { column in alternatives.contains { !isIrrefutable($0[column]) } }
        guard refutable.count == 1, let column = refutable.first else { return nil }
        let patterns = alternatives.map { $0[column] }
        return covers(patterns, type: column < types.count ? types[column] : nil, context, depth: depth)
    }

    /// Whether the patterns of one payload together cover its type; nil when undecided.
    private func covers(_ patterns: [Pattern], type: TypeReference?, _ context: Context, depth: Int) -> Bool? {
        if patterns.contains(where: isIrrefutable) { return true }
        var somes: [Pattern] = [], hasNil = false, booleans = Set<Bool>(), enumCases: [String: [[Pattern]]] = [:]
        for pattern in patterns {
            switch pattern {
            case .optionalSome(let wrapped):
                somes.append(wrapped)
            case .enumCase(nil, "some", let arguments) where arguments.count == 1:
                somes.append(arguments[0])
            case .enumCase(nil, "none", []):
                hasNil = true
            case .expression(let expr):
                switch expr.kind {
                case .nil: hasNil = true
                case .boolean(let value): booleans.insert(value)
                case .integer, .float, .string: continue
                default: return nil
                }
            case .enumCase(_, let name, let arguments):
                enumCases[name, default: []].append(arguments)
            default:
                return nil
            }
        }
        if booleans.count == 2 { return true }
        if !somes.isEmpty || hasNil {
            guard hasNil, !somes.isEmpty else { return enumCases.isEmpty ? false : nil }
            var wrapped: TypeReference?
            if case .optional(let inner)? = type { wrapped = inner }
            return covers(somes, type: wrapped, context, depth: depth + 1)
        }
        if !enumCases.isEmpty {
            guard let type, let info = userTypeInfo(type, context), info.kind == .enum, !isOpen(info) else { return nil }
            for member in info.members {
                guard case .enumCase(let c) = member else { continue }
                switch covers(enumCases[c.name] ?? [], types: c.associatedTypes, context, depth: depth + 1) {
                case true?: continue
                case false?: return false
                case nil: return nil
                }
            }
            return true
        }
        return false
    }

    private func isIrrefutable(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .binding, .wildcard: return true
        case .tuple(let parts): return parts.allSatisfy(isIrrefutable)
        default: return false
        }
    }

    /// `.c`, `.b(_)`, `.done(at: let at)`: the case as swiftc's fix-it writes it.
    private func caseSpelling(_ c: EnumCaseDecl) -> String {
        guard !c.associatedValues.isEmpty else { return "." + c.name }
        return ".\(c.name)(" + c.associatedValues.map { $0.map { "\($0): let \($0)" } ?? "_" }.joined(separator: ", ") + ")"
    }
}
