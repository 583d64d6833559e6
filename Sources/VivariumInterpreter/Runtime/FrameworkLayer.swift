import Synchronization
import VivariumSyntax

/// A framework's plain-data value types, which the interpreter builds and answers without the
/// view graph: SwiftUI's `Color`, `Font`, `Animation`, … (`VivariumSwiftUIValues`). A value is a
/// `BuiltinValue` whose `kind` is its type's name. Each requirement answers nil (or false) for
/// what the library does not have, and the interpreter goes on to Foundation's values and then
/// to the host.
public protocol FrameworkValueLibrary: Sendable {
    /// The types whose values the library builds: usable as type names (`let c: Color`).
    var typeNames: Set<String> { get }
    /// Types whose initializers give each argument its parameter's type (`Angle(radians: .pi)`:
    /// `.pi` is a Double).
    var typedInitializers: Set<String> { get }
    /// Whether `name` is a case of the library's enumeration `typeName` (`ScenePhase.active`).
    func isEnumCase(_ name: String, of typeName: String) -> Bool
    /// `Type.name` used as a value (`Color.red`).
    func staticMember(typeName: String, name: String) -> Value?
    /// `Type.name(arguments)` (`Font.system(size: 20)`).
    func callStatic(typeName: String, name: String, values: [Value], labels: [String?]) -> Value?
    /// A member the framework claims before Swift's own implicit members, without a contextual
    /// type (`.constant(true)` where a Binding is meant, `.dark`); `values` is nil for `.name`.
    func claimedImplicitMember(_ name: String, values: [Value]?, labels: [String?]) -> Value?
    /// `.name` (`values` nil) or `.name(arguments)` where no contextual type is known: the one
    /// value type of the library that has such a member.
    func implicitMember(_ name: String, values: [Value]?, labels: [String?]) -> Value?
    /// `Type(arguments)` (`Color(red: 1, green: 0, blue: 0)`).
    func construct(_ interpreter: Interpreter, typeName: String, values: [Value], labels: [String?]) -> Value?
    /// Whether values of `kind` have a method `name` the library answers (only then are a call's
    /// arguments evaluated for it).
    func hasMethod(_ name: String, kind: String) -> Bool
    /// A method of one of the library's values (`Font.title.bold()`).
    func method(_ name: String, on value: BuiltinValue, values: [Value], labels: [String?]) -> Value?
    /// A property of one of the library's values (`angle.degrees`).
    func property(_ name: String, of value: BuiltinValue) -> Value?
    /// A property of a case of one of the library's enumerations (`editMode.isEditing`).
    func property(_ name: String, ofCase value: EnumValue) -> Value?
    /// Whether code may write the property `name` of a value of `kind` held in a variable
    /// (`transaction.animation = nil` on a local `var transaction`).
    func isSettable(_ name: String, kind: String) -> Bool
    /// What `print` shows for a value whose printed form is not its `description` field.
    func describe(_ value: BuiltinValue) -> String?
    /// `lhs op rhs` where an operand is one of the library's values (`angle * 2`).
    func binary(_ op: String, _ lhs: Value, _ rhs: Value) -> Value?
    /// `op value` on one of the library's values (`-angle`).
    func prefix(_ op: String, _ value: Value) -> Value?
}

/// Free functions a framework adds that run the caller's code (`withAnimation { … }`).
public protocol FrameworkFunctionLibrary: Sendable {
    var functionNames: Set<String> { get }
    /// Calls `name` with its arguments' values; nil when these arguments fit none of its forms.
    func call(_ name: String, values: [Value], labels: [String?], interpreter: Interpreter, at location: SourceLocation) throws -> Value?
}

/// How a reference-type protocol of the framework gets a synthesized property: Combine's
/// `ObservableObject` gives every conforming class `objectWillChange`, an
/// `ObservableObjectPublisher` made on first use and kept in the object.
public struct SynthesizedPublisher: Sendable {
    public var conformance: String
    public var property: String
    public var typeName: String

    public init(conformance: String, property: String, typeName: String) {
        self.conformance = conformance
        self.property = property
        self.typeName = typeName
    }
}

/// What the framework above Swift (SwiftUI) tells the interpreter, installed once by the host's
/// layer at start-up (`SwiftUIFramework.install()`): its value types, and the few names whose
/// meaning the evaluator must know because they change how Swift code runs. Without one the
/// interpreter runs Swift and Foundation only.
public final class FrameworkLayer: Sendable {
    /// The value libraries, asked in order.
    public let values: [any FrameworkValueLibrary]
    /// The function libraries.
    public let functions: [any FrameworkFunctionLibrary]
    /// The protocol the host's views conform to (SwiftUI's `View`): a user extension of it applies
    /// to the host's view values and to modified content, and a method of it whose arguments do
    /// not fit leaves the host's modifier of the same name.
    public let viewProtocol: String?
    /// The kind of the framework's reference to a value kept elsewhere (SwiftUI's `Binding`): its
    /// setter is nonmutating, and a closure parameter `$x` given one declares `x` through it.
    public let bindingKind: String?
    /// The property a framework protocol synthesizes in conforming classes (`objectWillChange`).
    public let synthesizedPublisher: SynthesizedPublisher?
    /// The protocol of a custom container layout (SwiftUI's `Layout`): a value of a user type
    /// conforming to it, called with content (`FlowLayout { … }`), is a container the host makes.
    public let layoutProtocol: String?
    /// The attribute of the host's result builder (SwiftUI's `ViewBuilder`): a body it marks gives
    /// its statements' values to the host's `buildBlock`, not to a user `@resultBuilder`.
    public let builderAttribute: String?
    /// Every builtin type name: Swift's and Foundation's, and the libraries'.
    let typeNames: Set<String>
    let typedInitializers: Set<String>
    /// Every builtin free function: Swift's and the libraries'.
    let functionNames: Set<String>

    public init(values: [any FrameworkValueLibrary], functions: [any FrameworkFunctionLibrary], viewProtocol: String?, bindingKind: String?,
                synthesizedPublisher: SynthesizedPublisher?, layoutProtocol: String?, builderAttribute: String?) {
        self.values = values
        self.functions = functions
        self.viewProtocol = viewProtocol
        self.bindingKind = bindingKind
        self.synthesizedPublisher = synthesizedPublisher
        self.layoutProtocol = layoutProtocol
        self.builderAttribute = builderAttribute
        typeNames = values.reduce(Builtins.swiftTypeNames) { $0.union($1.typeNames) }
        typedInitializers = values.reduce([]) { $0.union($1.typedInitializers) }
        functionNames = functions.reduce(Builtins.swiftFunctions) { $0.union($1.functionNames) }
    }

    private static let current = AtomicLazyReference<FrameworkLayer>()

    /// Installs the framework layer; the first installation stays (a process has one framework).
    @discardableResult
    public static func install(_ layer: FrameworkLayer) -> FrameworkLayer { current.storeIfNil(layer) }

    /// The installed layer, or nil (Swift and Foundation only). One atomic load.
    public static var installed: FrameworkLayer? { current.load() }

    static var viewProtocol: String? { installed?.viewProtocol }
    static var bindingKind: String? { installed?.bindingKind }
    static var builderAttribute: String? { installed?.builderAttribute }
    static var layoutProtocol: String? { installed?.layoutProtocol }

    /// Whether `attributes` name the host's result builder (`@ViewBuilder`).
    static func hasBuilderAttribute(_ attributes: [Attribute]) -> Bool {
        // NB: most declarations have no attribute; they cost no load (a call asks per parameter).
        guard !attributes.isEmpty, let name = installed?.builderAttribute else { return false }
        return attributes.contains { $0.name == name }
    }

    /// The first library's answer, or nil.
    static func first<T>(_ answer: (any FrameworkValueLibrary) throws -> T?) rethrows -> T? {
        guard let installed else { return nil }
        for library in installed.values { if let found = try answer(library) { return found } }
        return nil
    }
}
