/// Foundation's error descriptions, written in Vivarium's Swift subset: `LocalizedError`
/// (its four optional strings default to `nil`, as Foundation's protocol extension does) and
/// `Error.localizedDescription`, which is a `LocalizedError`'s `errorDescription` when it has
/// one. Judgement call: for other errors Foundation bridges to NSError and prints
/// "The operation couldn’t be completed. (Module.Type error N.)" with the module name and an
/// error code the playground does not model; here the sentence names the type only.
extension BundledModule {
    static let foundationErrors = BundledModule(
        name: "FoundationErrors",
        dependencies: [],
        autoloadNames: ["LocalizedError", "localizedDescription", "errorDescription", "failureReason",
                        "recoverySuggestion"],
        source: #"""
protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
}

extension LocalizedError {
    var errorDescription: String? { nil }
    var failureReason: String? { nil }
    var recoverySuggestion: String? { nil }
    var helpAnchor: String? { nil }
}

extension Error {
    var localizedDescription: String {
        if let localized = self as? LocalizedError, let description = localized.errorDescription {
            return description
        }
        return "The operation couldn’t be completed. (\(type(of: self)) error.)"
    }
}
"""#)
}
