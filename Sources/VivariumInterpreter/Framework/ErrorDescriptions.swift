import VivariumSyntax

/// What Foundation says of an error that describes nothing itself: a Swift error bridged to
/// `NSError` has the error's type as its domain and a code Swift computes — an enum's case tag
/// (the cases with associated values first, in declaration order, then the others, as the runtime
/// numbers them), 1 for any other type — and `localizedDescription` is
/// "The operation couldn’t be completed. (Domain error Code.)" (`Error.localizedDescription`,
/// `_getDefaultErrorCode` in the standard library's ErrorDefaultImpls).
extension Interpreter {
    /// `__Vivarium.errorCode(error)`: the `NSError` code Swift gives `error`.
    public func errorHook(_ name: String, _ arguments: [Value]) -> Value? {
        guard name == "errorCode", let error = arguments.first else { return nil }
        return .int(defaultErrorCode(of: error))
    }

    func defaultErrorCode(of error: Value) -> Int {
        guard case .enumValue(let value) = error, let info = types.type(value.typeName) else { return 1 }
        let withPayload = info.enumCases.filter { !$0.associatedValues.isEmpty }
        let simple = info.enumCases.filter { $0.associatedValues.isEmpty }
        return (withPayload + simple).firstIndex { $0.name == value.caseName } ?? 1
    }

    /// `error as NSError` (also `as?`, `as!`, `is`) of a Swift error that is no `NSError`: Swift
    /// bridges every error to one (The Swift Programming Language's "Type Casting"; SE-0112,
    /// "Improved NSError Bridging"): its domain the type, its code Swift's, and its localized
    /// description, failure reason and recovery suggestion a `LocalizedError`'s. Made by the
    /// Foundation module's `__vivariumBridgedNSError`; nil when that module is not loaded (no
    /// `NSError` is named), or `value` is no error or already an `NSError`.
    func bridgedNSError(_ value: Value, to type: TypeReference, at location: SourceLocation) throws -> Value? {
        guard case .named(Self.bridgedErrorClass, generics: []) = type,
              let bridge = types.functions[Self.errorBridge]?.first,
              !isInstance(value, of: type), isInstance(value, of: .named("Error", generics: [])) else { return nil }
        return try callFunction(BoundFunction(declaration: bridge, ownerType: nil, receiver: nil),
                                arguments: [.value(ArgumentValue(label: nil, value: value, location: location))],
                                at: location)
    }

    static let bridgedErrorClass = "NSError"
    static let errorBridge = "__vivariumBridgedNSError"

    /// The description of a runtime error value (`CancellationError`): its domain is the
    /// standard library's type name.
    static func builtinErrorDescription(_ kind: String) -> String? {
        switch kind {
        case "CancellationError": return "The operation couldn’t be completed. (Swift.CancellationError error 1.)"
        default: return nil
        }
    }
}
