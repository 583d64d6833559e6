import VivariumSyntax

/// A member a value's type does not have, when a line runs. The checker reports swiftc's
/// `has no member` at load wherever it knows the type; what reaches the interpreter is a type
/// it could not see through. A type a bundled module declares (`Bundle`, `PassthroughSubject`,
/// `UIView`) is Apple's, modelled in part: the member may be real API the playground lacks, so it
/// is not supported here — never the compiler's error for code that compiles on a device.
extension Interpreter {
    func missingMember(_ name: String, of typeName: String, isStatic: Bool, at location: SourceLocation) -> RuntimeError {
        if let framework = modellingFramework(of: typeName) {
            return .notSupported("'\(name)' on \(typeName) (not in the playground's \(framework) yet)", at: location)
        }
        return Builtins.missingFoundationMember(name, of: typeName, isStatic: isStatic, at: location)
    }

    /// The framework a bundled module models `typeName` (or a superclass of it) from: `UIKit`
    /// for `UIView`, `Foundation` for `Bundle`; nil for a type of the program's own.
    private func modellingFramework(of typeName: String) -> String? {
        for info in types.memberChain(typeName) where info.kind != .protocol {
            let file = info.declaration.location.file
            guard file.hasPrefix("<module "), file.hasSuffix(">") else { continue }
            return Self.frameworkName(ofModule: String(file.dropFirst("<module ".count).dropLast()))
        }
        return nil
    }

    /// The Apple framework a bundled module is part of (`FoundationFiles` is Foundation's).
    static func frameworkName(ofModule module: String) -> String {
        for framework in ["Foundation", "UIKit", "SwiftUI"] where module.hasPrefix(framework) { return framework }
        switch module {
        case "NavigationPath": return "SwiftUI"
        case "DispatchGroup": return "Dispatch"
        case "os": return "OSLog"
        case "SwiftResult", "SwiftAsyncStream", "SwiftContinuation", "SwiftOptionSet": return "standard library"
        default: return module
        }
    }
}
