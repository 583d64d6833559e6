/// An expression of the playground's subset, after operator folding.
public struct Expr: Hashable, Sendable {
    public var kind: ExprKind
    public var location: SourceLocation

    public init(_ kind: ExprKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// The closed set of expression forms the interpreter evaluates.
public indirect enum ExprKind: Hashable, Sendable {
    case integer(Int)
    case float(Double)
    case string(String)
    case boolean(Bool)
    case `nil`
    /// `"Parent \(x)"`: literal pieces and interpolated expressions in order.
    case interpolation([InterpolationSegment])
    /// A bare name: a local, a parameter, a member of `self`, a type, a function.
    /// `$count` and `_count` arrive here with their sigils.
    case identifier(String)
    /// `self` inside a method, initializer, closure or body.
    case selfValue
    /// `super` (only as the base of a member access or call).
    case superValue
    /// `Self`, the dynamic type of `self`.
    case selfType
    /// `base.name`; tuple element access uses the decimal index as `name`.
    case member(base: Expr, name: String)
    /// `.name` with the base type inferred (`.init(wrappedValue:)`, `.red`, `.milliseconds(500)`).
    case implicitMember(String)
    /// `base?`: inside a postfix chain; the chain is wrapped in `optionalEvaluation`.
    case optionalChain(Expr)
    /// The outermost expression of a postfix chain that contains `?`: a `nil` anywhere in
    /// the chain makes the whole chain `nil`.
    case optionalEvaluation(Expr)
    case forceUnwrap(Expr)
    /// `callee(arguments)`. Trailing closures are appended to `arguments`: the first one
    /// without a label, later ones with theirs.
    case call(callee: Expr, arguments: [Argument])
    /// `base[arguments]`
    case subscriptAccess(base: Expr, arguments: [Argument])
    /// A folded binary operator: `+ - * / % == != < <= > >= && || ?? ..< ... === !==` etc.
    case binary(op: String, lhs: Expr, rhs: Expr)
    /// `!x`, `-x`
    case prefix(op: String, operand: Expr)
    /// `x...` (one-sided range) and other postfix operators.
    case postfix(op: String, operand: Expr)
    /// `target = value`; `_ = value` has `.discard` as its target.
    case assign(target: Expr, value: Expr)
    /// `target op= value`, with `op` the operator without `=` (`+` for `+=`).
    case compoundAssign(op: String, target: Expr, value: Expr)
    case ternary(condition: Expr, then: Expr, else: Expr)
    case closure(ClosureExpr)
    case array([Expr])
    case dictionary([DictionaryElement])
    /// A tuple of two or more elements. A single parenthesized expression is lowered to itself.
    case tuple([TupleElement])
    /// `\.name.other`, `\Type.name`; `\.self` has components `["self"]`.
    case keyPath(root: String?, components: [String])
    /// `&x` passed to an `inout` parameter.
    case inoutReference(Expr)
    case `try`(Expr, TryKind)
    case await(Expr)
    /// `x is T`, `x as T`, `x as? T`, `x as! T`
    case cast(Expr, CastKind, TypeReference)
    /// `_` as an assignment target.
    case discard
    /// A type in expression position: `[String]()`, `Foo<Int>.self`.
    case type(TypeReference)
    /// `if`/`switch` used as an expression (Swift 5.9): evaluated as a statement yielding a value.
    case statementExpression(Statement)
}

public enum TryKind: Hashable, Sendable { case plain, forced, optional }
public enum CastKind: Hashable, Sendable { case `is`, `as`, conditional, forced }

public enum InterpolationSegment: Hashable, Sendable {
    case literal(String)
    case expression(Expr)
    /// `\(percent: ratio)`, `\(value, unit: "kg")`: a call of a user
    /// `extension String.StringInterpolation { mutating func appendInterpolation(percent:) }`,
    /// with the arguments as written; without such a method, the first argument's value.
    case appendInterpolation([Argument])

    /// Every expression the segment evaluates.
    public var expressions: [Expr] {
        switch self {
        case .literal: []
        case .expression(let expr): [expr]
        case .appendInterpolation(let arguments): arguments.map(\.value)
        }
    }
}

public struct Argument: Hashable, Sendable {
    /// The argument label, `nil` when unlabeled.
    public var label: String?
    public var value: Expr
    /// `true` for a trailing closure written after the parentheses.
    public var isTrailingClosure: Bool
    public var location: SourceLocation

    public init(label: String?, value: Expr, isTrailingClosure: Bool = false, location: SourceLocation) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
        self.location = location
    }
}

public struct DictionaryElement: Hashable, Sendable {
    public var key: Expr
    public var value: Expr
    public init(key: Expr, value: Expr) { self.key = key; self.value = value }
}

public struct TupleElement: Hashable, Sendable {
    public var label: String?
    public var value: Expr
    public init(label: String?, value: Expr) { self.label = label; self.value = value }
}

/// `{ [weak self] a, b in ... }`
public struct ClosureExpr: Hashable, Sendable {
    public var captures: [CaptureItem]
    /// Explicit parameters; empty when the closure uses `$0`… or takes none.
    public var parameters: [ClosureParameter]
    /// The highest `$n` used plus one (0 when none): the closure's arity when `parameters` is empty.
    public var anonymousParameterCount: Int
    public var body: [Statement]
    public var location: SourceLocation
    /// The result type the signature declares (`{ name -> Status in … }`), nil when it declares none.
    public var resultType: TypeReference?

    public init(captures: [CaptureItem], parameters: [ClosureParameter], anonymousParameterCount: Int,
                body: [Statement], location: SourceLocation, resultType: TypeReference? = nil) {
        self.captures = captures
        self.parameters = parameters
        self.anonymousParameterCount = anonymousParameterCount
        self.body = body
        self.location = location
        self.resultType = resultType
    }
}

public struct ClosureParameter: Hashable, Sendable {
    /// The name, `_` for an ignored parameter.
    public var name: String
    public var type: TypeReference?
    /// Declared `inout` (`{ (state: inout Int) -> Int? in … }`).
    public var isInout: Bool
    public init(name: String, type: TypeReference?, isInout: Bool = false) { self.name = name; self.type = type; self.isInout = isInout }
}

public enum CaptureSpecifier: Hashable, Sendable { case strong, weak, unowned }

/// One entry of a capture list: `[weak self]`, `[count = self.count]`.
public struct CaptureItem: Hashable, Sendable {
    public var specifier: CaptureSpecifier
    public var name: String
    /// The initializer (`[x = expr]`); `nil` means the variable of that name.
    public var value: Expr?
    public var location: SourceLocation

    public init(specifier: CaptureSpecifier, name: String, value: Expr?, location: SourceLocation) {
        self.specifier = specifier
        self.name = name
        self.value = value
        self.location = location
    }
}
