/// A closure that escapes, written in a class's code, must name `self` to use its members
/// (The Swift Programming Language, "Closures": "Escaping Closures": "If you want to capture
/// self, write self explicitly when you use it, or include self in the closure's capture
/// list"; SE-0269 lifts this for value types and for `[self]` captures). swiftc 6.3.1:
/// "reference to property 'count' in closure requires explicit use of 'self' to make capture
/// semantics explicit" (or "call to method 'reset' …") at the name, with the notes "reference
/// 'self.' explicitly" there and "capture 'self' explicitly to enable implicit 'self' in this
/// closure" at the closure's brace. Only closures known to escape are judged: a timer's block,
/// a dispatch queue's work, Combine's `sink`, a data task's completion, a notification
/// observer's block (not `Task { … }`, whose closure allows implicit `self`).
extension CheckRun {
    func reportImplicitSelf(_ what: String, at location: SourceLocation, closure brace: SourceLocation) {
        report("\(what) in closure requires explicit use of 'self' to make capture semantics explicit", at: location, notes: [
            ("reference 'self.' explicitly", location),
            ("capture 'self' explicitly to enable implicit 'self' in this closure", brace),
        ])
    }

    /// Where the `{` of the escaping closure is whose body `closure` is in (itself, or one it
    /// is nested in), when its members must say `self`; nil when `self` is captured explicitly.
    func implicitSelfClosure(_ closure: ClosureExpr, _ context: Context) -> SourceLocation? {
        guard closure.captures.isEmpty else { return nil }
        if context.escapingClosure, let typeName = context.typeName, let info = symbols.types[typeName], !info.isValueType {
            return closure.location
        }
        return context.implicitSelfClosure
    }

    /// Whether `argument` is a closure the framework call keeps past its return.
    func isEscapingClosure(_ callee: Expr, _ argument: Argument) -> Bool {
        guard case .closure = argument.value.kind, case .member(let base, let name) = callee.kind else { return false }
        switch name {
        case "scheduledTimer":
            return base.kind == .identifier("Timer") && isFrameworkName("Timer")
        case "async", "asyncAfter":
            return isDispatchQueue(base)
        case "sink", "dataTask":
            return true
        case "addObserver":
            return argument.label == "using" || argument.isTrailingClosure
        default:
            return false
        }
    }

    /// `DispatchQueue.main`, `DispatchQueue.global(qos: …)`.
    private func isDispatchQueue(_ e: Expr) -> Bool {
        guard isFrameworkName("DispatchQueue") else { return false }
        switch e.kind {
        case .member(let base, "main"): return base.kind == .identifier("DispatchQueue")
        case .call(let callee, _):
            if case .member(let base, "global") = callee.kind { return base.kind == .identifier("DispatchQueue") }
            return false
        default: return false
        }
    }

    /// The SDK's type of that name: not the program's, though perhaps a bundled module's
    /// stand-in (Foundation's `Timer` is written in Swift for the playground).
    private func isFrameworkName(_ name: String) -> Bool {
        isSDKName(name) || symbols.types[name]?.decl.location.file.hasPrefix("<module ") == true
    }
}
