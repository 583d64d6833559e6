/// A statement of the playground's subset.
public struct Statement: Hashable, Sendable {
    public var kind: StatementKind
    public var location: SourceLocation

    public init(_ kind: StatementKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

public indirect enum StatementKind: Hashable, Sendable {
    case expression(Expr)
    /// `let`/`var` with one binding; `let a = 1, b = 2` is lowered to two statements.
    case variable(VariableBinding)
    case `if`(conditions: [Condition], then: [Statement], else: ElseClause?)
    case `guard`(conditions: [Condition], else: [Statement])
    case forIn(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Statement])
    case `while`(conditions: [Condition], body: [Statement])
    case repeatWhile(body: [Statement], condition: Expr)
    case `switch`(subject: Expr, cases: [SwitchCase])
    case `return`(Expr?)
    case `break`(label: String?)
    case `continue`(label: String?)
    case `throw`(Expr)
    case `defer`([Statement])
    case `do`(body: [Statement], catches: [CatchClause])
    /// A local function declared inside a body.
    case function(FunctionDecl)
    /// `label: for …` / `label: while …` / `label: repeat …` / `label: switch …`: the target of
    /// `break label` and `continue label`.
    case labeled(label: String, Statement)
}

public struct VariableBinding: Hashable, Sendable {
    public var isLet: Bool
    public var pattern: Pattern
    public var type: TypeReference?
    public var value: Expr?
    /// `weak var` / `unowned let` locals.
    public var modifiers: Modifiers

    public init(isLet: Bool, pattern: Pattern, type: TypeReference?, value: Expr?, modifiers: Modifiers = []) {
        self.isLet = isLet
        self.pattern = pattern
        self.type = type
        self.value = value
        self.modifiers = modifiers
    }
}

public indirect enum ElseClause: Hashable, Sendable {
    case block([Statement])
    /// `else if …`: a nested `if` statement.
    case elseIf(Statement)
}

public enum Condition: Hashable, Sendable {
    /// A boolean expression.
    case expression(Expr)
    /// `let x = expr`, `var x = expr`, or the shorthand `let x` (value is the identifier `x`).
    case optionalBinding(isLet: Bool, name: String, value: Expr, location: SourceLocation)
    /// `case .some(let x) = expr`
    case pattern(Pattern, Expr)
    /// `#available(iOS 17, *)` (or `#unavailable(iOS 17)` when `negated`): `iOS` is the version
    /// the condition names for iOS, nil when it names none (`*` then stands for iOS).
    case availability(iOS: [Int]?, negated: Bool)
}

public indirect enum Pattern: Hashable, Sendable {
    /// `x` binding a name (in a `let`/`var`, a `for`, a `case let`).
    case binding(String)
    /// `_`
    case wildcard
    case tuple([Pattern])
    /// `.some(let x)`, `.failure(let e)`, `.red`, `Color.red`: `type` is the written qualifier.
    case enumCase(type: String?, name: String, arguments: [Pattern])
    /// An expression to compare with `~=`: `1`, `"a"`, `0..<5`.
    case expression(Expr)
    /// `x?` in a pattern.
    case optionalSome(Pattern)
    /// `let x as T` / `is T`
    case typeCheck(Pattern?, TypeReference)
}

public struct SwitchCase: Hashable, Sendable {
    /// Alternatives of one `case`; empty for `default`.
    public var patterns: [Pattern]
    public var whereClause: Expr?
    public var body: [Statement]
    public var location: SourceLocation

    public init(patterns: [Pattern], whereClause: Expr?, body: [Statement], location: SourceLocation) {
        self.patterns = patterns
        self.whereClause = whereClause
        self.body = body
        self.location = location
    }

    public var isDefault: Bool { patterns.isEmpty }
}

public struct CatchClause: Hashable, Sendable {
    /// `catch let e as Foo` → the pattern; `nil` for a bare `catch` (binds `error`).
    public var pattern: Pattern?
    /// `catch let e as URLError where e.code == .timedOut`: the clause applies only when it holds.
    public var whereClause: Expr?
    public var body: [Statement]
    public var location: SourceLocation

    public init(pattern: Pattern?, whereClause: Expr? = nil, body: [Statement], location: SourceLocation) {
        self.pattern = pattern
        self.whereClause = whereClause
        self.body = body
        self.location = location
    }
}
