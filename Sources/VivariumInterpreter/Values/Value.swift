import OrderedCollections
import VivariumSyntax

/// An identity of a class instance in the heap. Ids grow in creation order within a graph.
public typealias ObjectID = Int

/// A run-time value of the playground's dynamically typed subset of Swift.
///
/// Structs are Swift values (copying a `Value` copies the struct); class instances live in
/// the `Heap` and are referenced by `.object`. Optionals are not boxed: `nil` is `.nil` and
/// a present value is the value itself.
///
/// NB: only the large payloads are `indirect` (boxed): a number, a string, an array or an
/// object reference is stored inline, so copying one allocates nothing, and a variable holding
/// an array is its storage's only owner — `append` then grows it in place (copy-on-write).
public enum Value {
    case void
    case `nil`
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    /// Its entries in one word (`DictionaryEntries`): changed in place when unshared.
    case dictionary(DictionaryEntries)
    case tuple([Value], labels: [String?])
    /// An integer range stored half-open, `lower..<upper`; `closed` remembers it was
    /// written `lower...(upper - 1)`, so it prints and reports `upperBound` as written.
    case range(lower: Int, upper: Int, closed: Bool = false)
    /// Its type name and fields in one word (`StructValue`): changed in place when unshared.
    case structValue(StructValue)
    indirect case enumValue(EnumValue)
    /// A strong reference to a class instance.
    case object(ObjectID)
    /// A weak reference (a `weak var` or a `[weak x]` capture): reads as `nil` once freed.
    case weakObject(ObjectID)
    indirect case function(Callable)
    /// A type used as a value: `ViewModel.self`, or the callee of `ViewModel()`.
    case type(String)
    /// `\.self`, `\.id`, `\Type.a.b`
    case keyPath([String])
    /// A value owned by the host (views, property wrappers, SwiftUI types): a kind and fields.
    indirect case builtin(BuiltinValue)
    /// `ObjectIdentifier(x)`
    case objectIdentifier(ObjectID)

    public var isNil: Bool {
        if case .nil = self { return true }
        return false
    }
}

/// A case of a user `enum`, with its associated values.
public struct EnumValue {
    public var typeName: String
    public var caseName: String
    public var payload: [Value]
    public var payloadLabels: [String?]

    public init(typeName: String, caseName: String, payload: [Value] = [], payloadLabels: [String?] = []) {
        self.typeName = typeName
        self.caseName = caseName
        self.payload = payload
        self.payloadLabels = payloadLabels
    }
}

/// A host-defined value: a SwiftUI view value, a property wrapper, a modifier.
///
/// The interpreter treats it as opaque data it can trace for object references; the host
/// gives it meaning.
public struct BuiltinValue {
    /// `Text`, `VStack`, `State`, `StateObject`, `TupleView`, `ModifiedContent`, …
    public var kind: String
    public var fields: OrderedDictionary<String, Value>
    /// A host-assigned number (e.g. the storage slot an installed wrapper points at).
    public var tag: Int

    public init(kind: String, fields: OrderedDictionary<String, Value> = [:], tag: Int = 0) {
        self.kind = kind
        self.fields = fields
        self.tag = tag
    }

    public subscript(_ name: String) -> Value? {
        get { fields[name] }
        set { fields[name] = newValue }
    }
}

/// Something that can be called.
public enum Callable {
    /// A closure expression with the scope it was created in.
    case closure(Closure)
    /// A user function or method; `receiver` is `self` for a method (nil for a free function).
    case function(BoundFunction)
    /// A builtin function (`print`, `min`, a method of a builtin value) resolved by name.
    case builtin(name: String, receiver: Value?)
    /// An initializer of a user or host type, e.g. the callee of `ViewModel(...)`.
    case initializer(typeName: String)
}

/// What every closure made from one expression shares: the expression, the autoclosure's
/// argument, the label holders and frames name it by. A row's button action or `@StateObject`
/// autoclosure, made again at each of ten thousand rows' evaluations, points at one source
/// instead of carrying its own copy (`Interpreter.closureSource`).
final class ClosureSource {
    let expression: ClosureExpr
    /// An autoclosure's argument expression (its `expression` wraps it as a one-statement body).
    let autoclosureBody: Expr?
    /// A short description for holders and frames: `closure at 12:5` (made when first asked for).
    lazy var label: String = {
        let location = autoclosureBody?.location ?? expression.location
        return autoclosureBody == nil ? "closure at \(location.line):\(location.column)" : "autoclosure at \(location.line):\(location.column)"
    }()
    /// The names the last closure made from it captured: a closure that captures the same
    /// names shares the array.
    var captures: [String] = []

    init(expression: ClosureExpr, autoclosureBody: Expr?) {
        self.expression = expression
        self.autoclosureBody = autoclosureBody
    }

    /// The captured names to keep: the array the source kept when they are the same names.
    func sharing(_ names: [String]) -> [String] {
        if names == captures { return captures }
        captures = names
        return names
    }
}

/// A closure value.
public final class Closure {
    /// The expression, shared by every closure made from it.
    let source: ClosureSource
    public var expression: ClosureExpr { source.expression }
    /// The scope the closure was created in; captures are looked up through it.
    public let scope: Scope
    /// An autoclosure made from an argument expression, evaluated when called.
    public var autoclosureBody: Expr? { source.autoclosureBody }
    /// Run the body as a `@ViewBuilder` (set when passed to a builder parameter).
    public var isViewBuilder: Bool
    /// The user `@resultBuilder` that transforms the body (set when passed to a parameter
    /// marked with it: `Interpreter+ResultBuilders`).
    public var resultBuilder: String?
    /// Names the body refers to from outside (what it captures), computed on creation.
    public let captures: [String]
    /// A short description for holders: `closure at 12:5` (made when first asked for, once for
    /// every closure of its expression: most closures, a row's `@StateObject` autoclosure among
    /// them, are never named).
    public var label: String { source.label }
    /// The declared type of the closure's result, when known: the contextual type of an
    /// autoclosure's expression (`@State var color: Color = .red` evaluated later).
    public var resultType: TypeReference?
    /// What `compiledBody(for:)` found for it: the body, for the epoch of compiled bodies and
    /// the result type it was compiled with (a closure called per element asks at each call).
    var compiled: (epoch: Int, resultType: TypeReference?, body: CompiledBody?)?

    init(source: ClosureSource, scope: Scope, isViewBuilder: Bool, captures: [String]) {
        self.source = source
        self.scope = scope
        self.isViewBuilder = isViewBuilder
        self.captures = source.sharing(captures)
    }
}

/// A user function bound to its receiver.
public struct BoundFunction {
    public var declaration: FunctionDecl
    /// The type that declared it.
    public var ownerType: String?
    public var receiver: Value?
    /// The scope a local function was declared in (its captures); nil for members and globals.
    public var scope: Scope?
    /// For a static method of a generic type: its generic arguments as written (`Box<Int>.make()`).
    public var genericArguments: [String: String] = [:]
    /// The properties its type's own `hash(into:)` combines (`TypeInfo.hashedProperties`):
    /// what tells it apart as a Set member or dictionary key. Nil: all of its properties.
    public var hashedProperties: [String]?

    public init(declaration: FunctionDecl, ownerType: String?, receiver: Value?) {
        self.declaration = declaration
        self.ownerType = ownerType
        self.receiver = receiver
    }
}

/// A value usable as a dictionary key or `ForEach` id.
public struct HashableValue: Hashable, CustomStringConvertible {
    public let value: Value
    /// What equality and hashing compare: the value itself for the common scalars (no text
    /// made per dictionary access), else its `key` text.
    private let identity: Identity

    private enum Identity: Hashable {
        case int(Int), bool(Bool), string(String), none, object(ObjectID)
        case composite(String)
    }

    public init?(_ value: Value) {
        let identity: Identity
        switch value {
        case .int(let v): identity = .int(v)
        case .bool(let v): identity = .bool(v)
        case .string(let v): identity = .string(v)
        case .nil: identity = .none
        case .object(let id), .objectIdentifier(let id): identity = .object(id)
        default:
            guard let key = Self.key(for: value) else { return nil }
            identity = .composite(key)
        }
        self.value = value
        self.identity = identity
    }

    /// The value as text that tells keys apart (`i3`, `sAda`, `eMood.happy()`): what identities
    /// in the graph are made of.
    public var key: String {
        switch identity {
        case .int(let v): "i\(v)"
        case .bool(let v): "b\(v)"
        case .string(let v): "s\(v)"
        case .none: "n"
        case .object(let id): "o\(id)"
        case .composite(let key): key
        }
    }

    public static func == (lhs: HashableValue, rhs: HashableValue) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    public var description: String { Describe.description(of: value) }

    static let hashableFrameworkKinds: Set<String> = ["Date", "URL", "Color", "Font", "Notification.Name", "LocalizedStringKey"]

    static func key(for value: Value) -> String? {
        switch value {
        case .int(let v): return "i\(v)"
        case .double(let v): return "d\(v)"
        case .bool(let v): return "b\(v)"
        case .string(let v): return "s\(v)"
        case .nil: return "n"
        case .object(let id), .objectIdentifier(let id): return "o\(id)"
        case .enumValue(let e):
            let payload = e.payload.compactMap(key(for:))
            guard payload.count == e.payload.count else { return nil }
            return "e\(e.typeName).\(e.caseName)(\(payload.joined(separator: ",")))"
        case .tuple(let elements, _):
            let keys = elements.compactMap(key(for:))
            guard keys.count == elements.count else { return nil }
            return "t(\(keys.joined(separator: ",")))"
        case .array(let elements):
            // `[Int]` is Hashable when its elements are (a ForEach id of chunks, a Set of arrays).
            let keys = elements.compactMap(key(for:))
            guard keys.count == elements.count else { return nil }
            return "a[\(keys.joined(separator: ","))]"
        case .structValue(let s) where s.hashedProperties != nil:
            // `hash(into:)` combines `id` alone: two people with one id are one key.
            let hashed = s.hashedProperties ?? []
            let keys = hashed.compactMap { s.fields[$0].flatMap(key(for:)) }
            guard keys.count == hashed.count else { return nil }
            return "S\(s.typeName)#(\(keys.joined(separator: ",")))"
        case .structValue(let s):
            let keys = s.fields.values.compactMap(key(for:))
            guard keys.count == s.fields.count else { return nil }
            return "S\(s.typeName)(\(keys.joined(separator: ",")))"
        case .type(let name): return "T\(name)"
        case .builtin(let b) where b.tag == 0 && hashableFrameworkKinds.contains(b.kind):
            // `Date`, `URL`, `Color`…: Foundation's and SwiftUI's Hashable values (a ForEach id,
            // a Set element, a dictionary key), keyed by what they hold.
            let keys = b.fields.values.compactMap(key(for:))
            guard keys.count == b.fields.count else { return nil }
            return "B\(b.kind)(\(zip(b.fields.keys, keys).map { "\($0)=\($1)" }.joined(separator: ",")))"
        default: return nil
        }
    }
}
