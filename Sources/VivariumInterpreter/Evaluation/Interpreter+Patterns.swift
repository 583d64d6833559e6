import VivariumSyntax

extension Interpreter {
    /// Matches `value` against `pattern`, declaring the names it binds in `scope`.
    func bind(_ pattern: Pattern, to value: Value, in scope: Scope, isLet: Bool, at location: SourceLocation,
              isWeak: Bool = false) throws -> Bool {
        switch pattern {
        case .binding(let name):
            scope.declare(name, Box(isWeak ? weakened(value) : value, isLet: isLet, isWeak: isWeak))
            return true
        case .wildcard:
            return true
        case .tuple(let patterns):
            guard case .tuple(let elements, _) = value, elements.count == patterns.count else { return false }
            for (inner, element) in zip(patterns, elements) {
                guard try bind(inner, to: element, in: scope, isLet: isLet, at: location) else { return false }
            }
            return true
        case .enumCase(_, let name, let patterns):
            let value = readWeak(value)
            if case .enumValue(let enumValue) = value, types.type(enumValue.typeName)?.enumCase(name) != nil {
                // A user enum's own case named `none` or `some`, not Optional's.
                guard enumValue.caseName == name else { return false }
                for (index, inner) in patterns.enumerated() {
                    let element = index < enumValue.payload.count ? enumValue.payload[index] : .void
                    guard try bind(inner, to: element, in: scope, isLet: isLet, at: location) else { return false }
                }
                return true
            }
            if name == "some" {
                guard !value.isNil else { return false }
                return try patterns.first.map { try bind($0, to: value, in: scope, isLet: isLet, at: location) } ?? true
            }
            if name == "none" { return value.isNil }
            // `case .green:` over a value that is no enum (a `Color`): an expression pattern,
            // matched with `==` against the member of the subject's type.
            if patterns.isEmpty, !value.isEnumValue, !value.isNil, let context = contextualType(of: value) {
                let candidate = try implicitMember(name, arguments: nil, expected: context, in: scope, at: location)
                return try valuesEqual(candidate, value, at: location)
            }
            guard case .enumValue(let enumValue) = value, enumValue.caseName == name else { return false }
            for (index, inner) in patterns.enumerated() {
                let element = index < enumValue.payload.count ? enumValue.payload[index] : .void
                guard try bind(inner, to: element, in: scope, isLet: isLet, at: location) else { return false }
            }
            return true
        case .expression(let expr):
            let expected = contextualType(of: value)
            let candidate = try evaluate(expr, in: scope, expected: expected)
            return try patternMatches(candidate, value, at: location)
        case .optionalSome(let inner):
            let value = readWeak(value)
            guard !value.isNil else { return false }
            return try bind(inner, to: value, in: scope, isLet: isLet, at: location)
        case .typeCheck(let inner, let type):
            guard isInstance(readWeak(value), of: type) else { return false }
            return try inner.map { try bind($0, to: value, in: scope, isLet: isLet, at: location) } ?? true
        }
    }

    /// The index of the first matching case and the scope holding its bindings.
    func matchSwitch(_ subject: Value, cases: [SwitchCase], in scope: Scope, at location: SourceLocation) throws -> (Int, Scope)? {
        for (index, switchCase) in cases.enumerated() {
            let caseScope = Scope(parent: scope)
            if switchCase.isDefault { return (index, caseScope) }
            for pattern in switchCase.patterns {
                guard try bind(pattern, to: subject, in: caseScope, isLet: true, at: switchCase.location) else { continue }
                if let whereClause = switchCase.whereClause,
                   !(try truthy(evaluate(whereClause, in: caseScope), at: whereClause.location)) { continue }
                return (index, caseScope)
            }
        }
        return nil
    }
}

extension Interpreter {
    /// The program's `~=` that takes this pattern and value (a `static func ~=` of the
    /// pattern's type, or a global `func ~=`), as Swift's expression patterns call it; nil when
    /// there is none, and the pattern is compared with `==`.
    func userPatternMatch(_ pattern: Value, _ value: Value, at location: SourceLocation) throws -> Bool? {
        let global = types.functions["~="] ?? []
        let ownerType: String? = switch pattern {
        case .structValue(let s): s.typeName
        case .enumValue(let e): e.typeName
        default: nil
        }
        let own = ownerType.flatMap { types.type($0)?.staticMethods["~="] } ?? []
        guard !global.isEmpty || !own.isEmpty else { return nil }
        func fits(_ function: FunctionDecl) -> Bool {
            guard function.parameters.count == 2 else { return false }
            let labels = function.parameters.map(\.label)
            return valuesFit(function.parameters, [.value(ArgumentValue(label: labels[0], value: pattern, location: location)),
                                                   .value(ArgumentValue(label: labels[1], value: value, location: location))])
        }
        let chosen: (FunctionDecl, String?)? = own.first(where: fits).map { ($0, ownerType) } ?? global.first(where: fits).map { ($0, nil) }
        guard let (function, owner) = chosen else { return nil }
        guard case .bool(let matched) = readWeak(try callOperator(function, owner, pattern, value, at: location)) else { return nil }
        return matched
    }
}

extension Interpreter {
    /// `case pattern:` and `pattern ~= value` written as an expression (`(200..<300) ~=
    /// statusCode`): a range's `contains` (`case 0.5...1.0:`, `case "a"..."z":`, a range of the
    /// program's `Comparable` type), else the program's own `~=` that takes them (`case Even():`
    /// with `func ~= (pattern: Even, value: Int) -> Bool`), else `==` (the standard library's
    /// `~=` for `Equatable`).
    func patternMatches(_ pattern: Value, _ value: Value, at location: SourceLocation) throws -> Bool {
        let value = readWeak(value)
        switch (pattern, value) {
        case (.range(let lower, let upper, _), .int(let number)): return number >= lower && number < upper
        case (.builtin, _) where FloatingRange.bounds(pattern) != nil || FloatingRange.stringBounds(pattern) != nil:
            return FloatingRange.contains(pattern, value) ?? false
        case (.builtin, _) where comparableRangeBounds(pattern) != nil:
            return try comparableRange(pattern, contains: value, at: location) ?? false
        default:
            if let matched = try userPatternMatch(pattern, value, at: location) { return matched }
            return try valuesEqual(pattern, value, at: location)
        }
    }
}

extension Value {
    var isEnumValue: Bool {
        if case .enumValue = self { return true }
        return false
    }
}
