/// A call to a throwing function must be marked with `try` (The Swift Programming Language,
/// "Error Handling": "you write the try keyword before a piece of code that calls a function,
/// method, or initializer that can throw an error"). swiftc reports one without it at the
/// call, as "call can throw, but it is not marked with 'try' and the error is not handled" —
/// or, where a thrown error would be handled (a throwing function, a `do` with `catch`), "call
/// can throw but is not marked with 'try'" (checked with swiftc 6.3.1; a closure body counts
/// as not handling it).
///
/// Only callees the checker resolves are judged: user and bundled-module functions, methods
/// and initializers, when every overload of the name throws. A `rethrows` function (one with
/// a throwing closure parameter) is left to the compiler.
extension CheckRun {
    func callThrows(_ callee: Expr, arguments: [Argument], _ context: Context) -> Bool {
        let labels = arguments.map(\.label)
        func allThrow(_ functions: [FunctionDecl]) -> Bool {
            let fitting = functions.filter { fits($0.parameters, labels) }
            return !fitting.isEmpty && fitting.allSatisfy { $0.isThrowing && !$0.parameters.contains(where: takesThrowingClosure) }
        }
        func initializersThrow(_ info: TypeInfo) -> Bool {
            let fitting = info.allInitializers.filter { fits($0.parameters, labels) }
            return !fitting.isEmpty && fitting.allSatisfy { $0.isThrowing && !$0.parameters.contains(where: takesThrowingClosure) }
        }
        switch callee.kind {
        case .identifier(let name):
            switch resolve(name, context) {
            case .userFunction: return allThrow(symbols.functions[name] ?? [])
            case .selfMember(let info, nil): return allThrow(info.methods(name).filter { $0.isStatic == context.isStatic })
            case .userType(let info): return initializersThrow(info)
            default: return false
            }
        case .member(let base, let name):
            if case .identifier(let baseName) = base.kind, case .userType(let info) = resolve(baseName, context) {
                return name == "init" ? initializersThrow(info) : allThrow(info.methods(name).filter(\.isStatic))
            }
            if case .superValue = base.kind { return false }
            guard let info = userTypeInfo(quietType(of: base, context), context), !isOpen(info) else { return false }
            return allThrow(info.methods(name).filter { !$0.isStatic })
        default:
            return false
        }
    }

    /// Whether arguments with `labels` can be given to `parameters` (skipping defaulted ones).
    private func fits(_ parameters: [Parameter], _ labels: [String?]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
                if parameter.isVariadic { while next < labels.count, labels[next] == nil { next += 1 } }
            } else if parameter.defaultValue == nil && !parameter.isVariadic {
                return false
            }
        }
        return next == labels.count
    }

    private func takesThrowingClosure(_ parameter: Parameter) -> Bool {
        var type = parameter.type
        if case .optional(let wrapped) = type { type = wrapped }
        if case .function(_, _, _, true) = type { return true }
        return false
    }

    /// The static type of `e` as `expr` finds it, without reporting anything again.
    private func quietType(of e: Expr, _ context: Context) -> TypeReference? {
        let (groups, count, late) = (bodyGroups, bodyErrorCount, lateGroups)
        defer { (bodyGroups, bodyErrorCount, lateGroups) = (groups, count, late) }
        return expr(e, context)
    }
}
