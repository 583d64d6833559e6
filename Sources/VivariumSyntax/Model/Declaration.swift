/// A loaded unit of source: a file given to `load`, or Swift typed at the prompt.
public struct Program: Hashable, Sendable {
    public var file: String
    public var declarations: [Declaration]

    public init(file: String, declarations: [Declaration]) {
        self.file = file
        self.declarations = declarations
    }
}

/// A top-level declaration, or a top-level statement typed at the prompt.
public enum Declaration: Hashable, Sendable {
    case type(TypeDecl)
    case `extension`(ExtensionDecl)
    case function(FunctionDecl)
    /// A top-level `let`/`var`: a session variable.
    case variable(PropertyDecl)
    case `typealias`(TypealiasDecl)
    /// `import SwiftUI` and friends: accepted and recorded.
    case `import`(module: String, location: SourceLocation)
    /// A top-level statement (`print(x)`, `counter.increment()`).
    case statement(Statement)
}

public enum TypeKind: String, Hashable, Sendable {
    case `struct`, `class`, `enum`, `protocol`, `actor`
}

/// A nominal type declaration.
public struct TypeDecl: Hashable, Sendable {
    public var kind: TypeKind
    public var name: String
    /// Generic parameter names (`<Content: View>` → `["Content"]`).
    public var genericParameters: [String]
    /// Superclass and protocols in the order written.
    public var inheritedTypes: [InheritedType]
    /// `@Observable`, `@MainActor`, …
    public var attributes: [Attribute]
    public var members: [MemberDecl]
    public var location: SourceLocation
    /// Location of the name token (where the compiler points type-level errors).
    public var nameLocation: SourceLocation

    public init(kind: TypeKind, name: String, genericParameters: [String] = [], inheritedTypes: [InheritedType],
                attributes: [Attribute], members: [MemberDecl], location: SourceLocation, nameLocation: SourceLocation) {
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.inheritedTypes = inheritedTypes
        self.attributes = attributes
        self.members = members
        self.location = location
        self.nameLocation = nameLocation
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

public struct InheritedType: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation
    public init(name: String, location: SourceLocation) { self.name = name; self.location = location }
}

public struct ExtensionDecl: Hashable, Sendable {
    public var extendedType: String
    public var inheritedTypes: [InheritedType]
    public var members: [MemberDecl]
    public var location: SourceLocation
    /// `extension LabelStyle where Self == TrailingIconLabelStyle`: the one type `Self` is in
    /// the extension's members (how custom styles offer `.labelStyle(.trailingIcon)`).
    public var selfType: String?

    public init(extendedType: String, inheritedTypes: [InheritedType], members: [MemberDecl], location: SourceLocation,
                selfType: String? = nil) {
        self.extendedType = extendedType
        self.inheritedTypes = inheritedTypes
        self.members = members
        self.location = location
        self.selfType = selfType
    }
}

public enum MemberDecl: Hashable, Sendable {
    case property(PropertyDecl)
    case function(FunctionDecl)
    case initializer(InitializerDecl)
    case deinitializer(DeinitializerDecl)
    case enumCase(EnumCaseDecl)
    case type(TypeDecl)
    case `typealias`(TypealiasDecl)
}

/// `Element == Int` (`isSameType`) or `Element: Numeric` in an extension's `where` clause.
public struct GenericRequirement: Hashable, Sendable {
    public var subject: String
    public var type: String
    public var isSameType: Bool
    public init(subject: String, type: String, isSameType: Bool) {
        self.subject = subject
        self.type = type
        self.isSameType = isSameType
    }
}

/// The tuple pattern of a top-level `let (done, open): ([Int], [Int]) = …` and its annotated type:
/// its initial value is evaluated once and destructured into every name.
public struct PatternBinding: Hashable, Sendable {
    public var pattern: Pattern
    public var type: TypeReference?
    public init(pattern: Pattern, type: TypeReference?) { self.pattern = pattern; self.type = type }
}

/// A stored or computed property (or a top-level variable).
public struct PropertyDecl: Hashable, Sendable {
    public var name: String
    public var isLet: Bool
    public var modifiers: Modifiers
    /// All attributes; the property wrapper, if any, is also in `wrapper`.
    public var attributes: [Attribute]
    /// The property wrapper (`@State`, `@StateObject`, `@ObservedObject`, `@Published`, …).
    public var wrapper: Attribute?
    public var type: TypeReference?
    /// The default value / initial value expression.
    public var initializer: Expr?
    /// For a computed property: its getter.
    public var getter: [Statement]?
    /// For a computed property with a setter: the parameter name (`newValue`) and body.
    public var setter: Accessor?
    public var willSet: Accessor?
    public var didSet: Accessor?
    public var location: SourceLocation
    /// Location of the name token.
    public var nameLocation: SourceLocation
    /// A top-level `let (done, open) = …` declares one property per name, each bound by the
    /// pattern; the first holds the initial value and the whole pattern (`PatternBinding`).
    public var isBoundByPattern = false
    public var patternBinding: PatternBinding?
    /// The storage `_level` of a property a program's property wrapper wraps: what the
    /// synthesized memberwise initializer takes for it (`UserPropertyWrappers`).
    public var wrappedStorage: WrappedStorage?

    public init(name: String, isLet: Bool, modifiers: Modifiers = [], attributes: [Attribute] = [],
                wrapper: Attribute? = nil, type: TypeReference?, initializer: Expr?,
                getter: [Statement]? = nil, setter: Accessor? = nil, willSet: Accessor? = nil,
                didSet: Accessor? = nil, location: SourceLocation, nameLocation: SourceLocation) {
        self.name = name
        self.isLet = isLet
        self.modifiers = modifiers
        self.attributes = attributes
        self.wrapper = wrapper
        self.type = type
        self.initializer = initializer
        self.getter = getter
        self.setter = setter
        self.willSet = willSet
        self.didSet = didSet
        self.location = location
        self.nameLocation = nameLocation
    }

    public var isComputed: Bool { getter != nil }
    public var isStatic: Bool { modifiers.contains(.static) || modifiers.contains(.class) }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

/// How the memberwise initializer Swift synthesizes takes a wrapped property (SE-0258): by the
/// property's own name (`level:`), of the wrapped type when the wrapper can be made from a
/// wrapped value (`Clamped(wrappedValue: level, max: 9)` then makes the storage), else of the
/// wrapper's type (the argument is the storage).
public struct WrappedStorage: Hashable, Sendable {
    /// `level`
    public var propertyName: String
    /// The wrapped property's declared type and initial value (`Int`, `3`).
    public var valueType: TypeReference?
    public var initialValue: Expr?
    /// `Clamped(wrappedValue: level, max: 9)`, naming the parameter; nil when the wrapper has
    /// no `init(wrappedValue:)`.
    public var storageFromValue: Expr?

    public init(propertyName: String, valueType: TypeReference?, initialValue: Expr?, storageFromValue: Expr?) {
        self.propertyName = propertyName
        self.valueType = valueType
        self.initialValue = initialValue
        self.storageFromValue = storageFromValue
    }
}

public struct Accessor: Hashable, Sendable {
    /// `newValue` / `oldValue` unless renamed.
    public var parameterName: String
    public var body: [Statement]
    /// `nonmutating set`: the setter does not change `self` (it writes elsewhere).
    public var isNonmutating: Bool
    public init(parameterName: String, body: [Statement], isNonmutating: Bool = false) {
        self.parameterName = parameterName
        self.body = body
        self.isNonmutating = isNonmutating
    }
}

public struct Parameter: Hashable, Sendable {
    /// The argument label callers write; `nil` for `_`.
    public var label: String?
    /// The name inside the body.
    public var name: String
    public var type: TypeReference
    public var defaultValue: Expr?
    public var isInout: Bool
    public var isAutoclosure: Bool
    public var isEscaping: Bool
    public var isVariadic: Bool
    /// `@ViewBuilder` and other attributes on the parameter.
    public var attributes: [Attribute]
    public var location: SourceLocation

    public init(label: String?, name: String, type: TypeReference, defaultValue: Expr? = nil,
                isInout: Bool = false, isAutoclosure: Bool = false, isEscaping: Bool = false,
                isVariadic: Bool = false, attributes: [Attribute] = [], location: SourceLocation) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isInout = isInout
        self.isAutoclosure = isAutoclosure
        self.isEscaping = isEscaping
        self.isVariadic = isVariadic
        self.attributes = attributes
        self.location = location
    }
}

public struct FunctionDecl: Hashable, Sendable {
    /// The attribute of the function a get-only local computed variable is lowered to (it may
    /// stand in a result-builder body, where a local `func` may not).
    public static let localComputedMarker = "_vivariumLocalComputed"
    public var name: String
    public var parameters: [Parameter]
    public var returnType: TypeReference?
    public var body: [Statement]
    public var modifiers: Modifiers
    /// `@ViewBuilder`, `@MainActor`, …
    public var attributes: [Attribute]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var location: SourceLocation
    /// Where its name is written (`load` of `func load(…)`), for notes that point at it; nil for
    /// functions the lowering makes.
    public var nameLocation: SourceLocation?
    /// `T` in `func load<T: Decodable>(_ text: String) -> T`: names the body can use as types.
    public var genericParameters: [String]
    /// `P` of `extension Describable where Self: P`: the protocols a conforming type must also
    /// conform to for this (more specialized) default to be its implementation.
    public var selfRequirements: [String] = []
    /// What the extension it is declared in asks of the extended type's generic arguments:
    /// `Element == Int` of `extension Array where Element == Int` (or `extension [Int]`),
    /// `Element: Numeric` of `extension Collection where Element: Numeric`.
    public var genericRequirements: [GenericRequirement] = []
    /// The protocols each generic parameter is constrained to, by name: `T: Greeter` in
    /// `func greet<T: Greeter>(_ t: T)` or in its `where` clause.
    public var genericConstraints: [String: [String]] = [:]

    public init(name: String, parameters: [Parameter], returnType: TypeReference?, body: [Statement],
                modifiers: Modifiers = [], attributes: [Attribute] = [], isAsync: Bool = false,
                isThrowing: Bool = false, location: SourceLocation, genericParameters: [String] = []) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.returnType = returnType
        self.body = body
        self.modifiers = modifiers
        self.attributes = attributes
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.location = location
    }

    public var isStatic: Bool { modifiers.contains(.static) || modifiers.contains(.class) }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

public struct InitializerDecl: Hashable, Sendable {
    public var parameters: [Parameter]
    public var body: [Statement]
    public var modifiers: Modifiers
    /// `init?` / `init!`
    public var isFailable: Bool
    public var isThrowing: Bool
    public var location: SourceLocation
    /// The initializer's own generic parameters (`R` of `init<R: Repository>(_ r: R) where
    /// R.Item == Item`, whose `where` clause may settle the type's).
    public var genericParameters: [String] = []

    public init(parameters: [Parameter], body: [Statement], modifiers: Modifiers = [], isFailable: Bool = false,
                isThrowing: Bool = false, location: SourceLocation) {
        self.parameters = parameters
        self.body = body
        self.modifiers = modifiers
        self.isFailable = isFailable
        self.isThrowing = isThrowing
        self.location = location
    }
}

public struct DeinitializerDecl: Hashable, Sendable {
    public var body: [Statement]
    public var location: SourceLocation
    public init(body: [Statement], location: SourceLocation) { self.body = body; self.location = location }
}

/// `case a, b(Int)` or `case a = "raw"` (one element per declared case).
public struct EnumCaseDecl: Hashable, Sendable {
    public var name: String
    /// Associated value labels (`nil` for unlabeled); empty for a simple case.
    public var associatedValues: [String?]
    /// Associated value types, in the same order (`Double` makes `.rect(w: 1)` a Double).
    public var associatedTypes: [TypeReference] = []
    public var rawValue: Expr?
    public var location: SourceLocation

    public init(name: String, associatedValues: [String?] = [], rawValue: Expr?, location: SourceLocation) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
        self.location = location
    }
}

public struct TypealiasDecl: Hashable, Sendable {
    public var name: String
    public var type: TypeReference
    public var location: SourceLocation
    public init(name: String, type: TypeReference, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}

extension FunctionDecl {
    /// What two declarations of one function share (Swift's redeclaration rule: the name, the
    /// argument labels, the parameters' and the result's types): a later input's function with
    /// the same one replaces the earlier input's, as a later input's type replaces a type.
    public var redeclarationKey: String {
        let parameters = self.parameters.map { "\($0.label ?? "_"): \($0.isInout ? "inout " : "")\($0.type)\($0.isVariadic ? "..." : "")" }
        // `describe<T: Numeric>(_: T)` beside `describe<T>(_: T)` is an overload, not the same function.
        let requirements = genericConstraints.keys.sorted().map { "\($0): \(genericConstraints[$0]!.joined(separator: " & "))" }
        let constraints = requirements.isEmpty ? "" : " where " + requirements.joined(separator: ", ")
        return "\(name)<\(genericParameters.joined(separator: ","))>(\(parameters.joined(separator: ", "))) -> \(returnType?.description ?? "()")\(constraints)"
    }
}
