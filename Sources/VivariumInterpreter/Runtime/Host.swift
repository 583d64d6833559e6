import VivariumSyntax

/// An argument as passed to a host function: its label and value. An argument for an
/// `@autoclosure` parameter arrives as an unevaluated closure (`.function(.closure)`).
public struct ArgumentValue {
    public var label: String?
    public var value: Value
    public var location: SourceLocation

    public init(label: String?, value: Value, location: SourceLocation) {
        self.label = label
        self.value = value
        self.location = location
    }
}

/// How the host wants a parameter of one of its initializers or methods passed.
public enum ParameterPassing {
    /// Evaluate the argument and pass its value.
    case value
    /// Wrap the argument expression in a closure without evaluating it (`@autoclosure`).
    case autoclosure
    /// A closure to be run as a `@ViewBuilder` when the host calls it.
    case viewBuilder
}

/// Who owns a property-wrapper storage being read or written.
public enum WrapperOwner {
    /// A field of a class instance (e.g. `@Published` in a view model).
    case object(ObjectID, property: String)
    /// A field of a struct value (e.g. `@State` in a view value).
    case value(typeName: String, property: String)
}

/// A holder description for a root the host keeps alive, e.g. `ParentView/VStack/ChildView.viewModel`.
public typealias RootVisitor = (_ value: Value, _ holder: String) -> Void

/// The small interface the view graph implements for the interpreter: which SwiftUI types
/// exist, how their values are built, how property wrappers read and write, and which values
/// the graph keeps alive.
public protocol InterpreterHost: AnyObject {
    /// Whether `name` is a type the host provides (`Text`, `VStack`, `State`, …).
    func hasType(_ name: String) -> Bool
    /// How to pass the argument labelled `label` (at `index`) to `typeName`'s initializer or,
    /// with `member`, to a method of a host value.
    func parameterPassing(typeName: String, member: String?, label: String?, index: Int) -> ParameterPassing
    /// Whether a property declaration's initial value for this wrapper is evaluated lazily,
    /// once per view lifetime (the `@State` macro of Xcode 27), instead of at every init.
    func defersInitialValue(wrapper: String) -> Bool
    /// How a property with this wrapper appears in a synthesized memberwise initializer.
    func memberwiseRole(wrapper: String) -> MemberwiseRole
    /// Builds a value of a host type: `Text("x")`, `StateObject(wrappedValue:)`, `VStack { … }`.
    func construct(typeName: String, arguments: [ArgumentValue], at location: SourceLocation) throws -> Value
    /// A static member of a host type used as a value (`Color.red`), or nil when unknown.
    func staticMember(typeName: String, name: String, at location: SourceLocation) throws -> Value?
    /// `value[indices]` on a host value (`EnvironmentValues[MyKey.self]`); nil when unsupported.
    func subscriptValue(of value: BuiltinValue, _ indices: [Value], at location: SourceLocation) throws -> Value?
    /// `lhs op rhs` on host values (`Text("a") + Text("b").bold()`); nil when the host has no
    /// such operator.
    func binaryOperator(_ op: String, _ lhs: BuiltinValue, _ rhs: BuiltinValue, at location: SourceLocation) throws -> Value?
    var iOSVersion: [Int] { get }
    /// Reads a property of a host value; nil when the host has no such property.
    func property(_ name: String, of value: BuiltinValue, at location: SourceLocation) throws -> Value?
    /// Calls a method on a view value (a modifier such as `.padding()`) or a host value;
    /// nil when the host has no such method.
    func callMethod(_ name: String, on receiver: Value, arguments: [ArgumentValue],
                    at location: SourceLocation) throws -> Value?
    /// Calls a mutating method of a host value held in a variable
    /// (`transaction.addAnimationCompletion { … }`): its result, and the value as the method
    /// left it, which the caller writes back; nil when the host has no such method.
    func callMutatingMethod(_ name: String, on receiver: BuiltinValue, arguments: [ArgumentValue],
                            at location: SourceLocation) throws -> (result: Value, receiver: BuiltinValue)?
    /// Whether a host value is called like a function (`callAsFunction`: `dismiss()`), also when
    /// a view keeps it in a stored property it was given (`var dismissSearch: DismissSearchAction`).
    func isCallable(_ value: BuiltinValue) -> Bool
    /// Whether `typeName` (a user struct) is a SwiftUI view.
    func isViewType(_ typeName: String) -> Bool
    /// Whether a value is a view value (a builtin view or a user view struct).
    func isViewValue(_ value: Value) -> Bool

    /// Reads the wrapped value of property-wrapper storage.
    func readWrapper(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> Value
    /// Writes the wrapped value; may update the storage value itself (`wrapper`).
    func writeWrapper(_ wrapper: inout BuiltinValue, value: Value, owner: WrapperOwner, at location: SourceLocation) throws
    /// The projected value (`$x`).
    func projectWrapper(_ wrapper: BuiltinValue, owner: WrapperOwner, at location: SourceLocation) throws -> Value

    /// `@ViewBuilder` results.
    func buildBlock(_ components: [Value], at location: SourceLocation) -> Value
    func buildEither(branch: Int, of branches: Int, _ content: Value, at location: SourceLocation) -> Value
    func buildOptional(_ content: Value?, at location: SourceLocation) -> Value

    /// Every value the host keeps alive, with a holder description.
    func visitRoots(_ visit: RootVisitor)
    /// The part of `visitRoots` the host does not count in `heap.counts` (a small plain list):
    /// visited again at every safe point. What `visitRoots` visits must be counted or visited here.
    func visitUncountedRoots(_ visit: RootVisitor)

    /// A tracked stored property of an `@Observable` object was read (Observation's access).
    func observableDidRead(_ object: ObjectID, property: String)
    /// A tracked stored property of an `@Observable` object is about to change.
    func observableWillWrite(_ object: ObjectID, property: String, at location: SourceLocation) throws

    /// `withAnimation { }` / `withTransaction(_:_:)` begins or ends: the writes made so far in the
    /// current action form their own update, and the closure's writes another. Returns whether
    /// that update changed any view (so an animation could have been created).
    func flushForExplicitTransaction() throws -> Bool
    /// `type(of:)` of a view value of the host's (`ModifiedContent<Button<Text>, _FrameLayout>`);
    /// nil for a value that is no such view.
    func viewTypeName(of value: Value, at location: SourceLocation) throws -> String?
}

extension InterpreterHost {
    /// The iOS release the code runs on (`#available(iOS 17, *)`), as [major, minor].
    public var iOSVersion: [Int] { [27, 0] }
    public func visitUncountedRoots(_ visit: RootVisitor) {}
    public func isCallable(_ value: BuiltinValue) -> Bool { false }
    public func binaryOperator(_ op: String, _ lhs: BuiltinValue, _ rhs: BuiltinValue, at location: SourceLocation) throws -> Value? { nil }
    public func viewTypeName(of value: Value, at location: SourceLocation) throws -> String? { nil }
    public func callMutatingMethod(_ name: String, on receiver: BuiltinValue, arguments: [ArgumentValue],
                                   at location: SourceLocation) throws -> (result: Value, receiver: BuiltinValue)? { nil }
}
