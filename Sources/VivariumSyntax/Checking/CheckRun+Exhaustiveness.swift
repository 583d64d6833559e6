/// `switch` over a user enum must cover every case (The Swift Programming Language,
/// "Statements": "Switch statements must be exhaustive"): without a `default`, a catch-all
/// pattern or a case for each of the enum's cases, it is swiftc's `switch must be exhaustive`
/// at the `switch` keyword, with a note per missing case (`add missing case: '.b(_)'`, `'.done(at: let at)'`) and,
/// when several are missing, `add missing cases` (checked with swiftc 6.3.1).
///
/// Only what the checker can decide is decided: a subject of a closed user enum type, cases
/// written as `.name` / `Type.name` with irrefutable payload patterns; a case with a `where`
/// clause covers nothing. Any other pattern (an expression, a type check, a tuple) leaves the
/// switch to the compiler.
extension CheckRun {
    func checkExhaustive(_ cases: [SwitchCase], subjectType: TypeReference?, at location: SourceLocation, _ context: Context) {
        guard let subjectType, !subjectType.isOptional, !cases.contains(where: \.isDefault),
              let info = userTypeInfo(subjectType, context), info.kind == .enum, !isOpen(info) else { return }
        var covered = Set<String>()
        for switchCase in cases {
            for pattern in switchCase.patterns {
                switch pattern {
                case .binding, .wildcard:
                    if switchCase.whereClause == nil { return }
                case .enumCase(let type, let name, let arguments) where type == nil || type == info.name:
                    if switchCase.whereClause == nil, arguments.allSatisfy(isIrrefutable) { covered.insert(name) }
                case .enumCase:
                    continue
                default:
                    return
                }
            }
        }
        let missing = info.members.compactMap { member -> EnumCaseDecl? in
            if case .enumCase(let c) = member, !covered.contains(c.name) { return c } else { return nil }
        }
        guard !missing.isEmpty else { return }
        var notes: [(String, SourceLocation?)] = missing.map { ("add missing case: '\(caseSpelling($0))'", location) }
        if missing.count > 1 { notes.append(("add missing cases", location)) }
        report("switch must be exhaustive", at: location, notes: notes)
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
