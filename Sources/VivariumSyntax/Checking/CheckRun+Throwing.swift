/// Effects a call must be marked with (The Swift Programming Language, "Error Handling": "you
/// write the try keyword before a piece of code that calls a function, method, or initializer
/// that can throw an error"; "Concurrency": "you write await in front of the call" to an
/// asynchronous function). swiftc reports a throwing call without `try` at the call, as "call
/// can throw, but it is not marked with 'try' and the error is not handled" — or, where a
/// thrown error would be handled (a throwing function, a `do` with `catch`), "call can throw
/// but is not marked with 'try'" (a closure body counts as not handling it); and an async call
/// without `await` inside an async function as "expression is 'async' but is not marked with
/// 'await'", and one in a synchronous function or in a closure SwiftUI declares synchronous
/// (a button's action, `onAppear`) as "'async' call in a function that does not support
/// concurrency" (checked with swiftc 6.3.1).
///
/// Only callees the checker resolves are judged: user and bundled-module functions, methods
/// and initializers, when every overload the argument labels fit has the effect. A `rethrows`
/// function (one with a throwing closure parameter) is left to the compiler, and so are an
/// async call in other closures (whether the closure is async is not known here) and the methods of
/// the bundled stand-ins for the standard library's TaskGroup and AsyncStream, whose effects
/// they do not copy exactly.
extension CheckRun {
    struct CalleeEffects {
        var throwsError: Bool
        var isAsync: Bool
    }

    func checkCallEffects(_ e: Expr, callee: Expr, arguments: [Argument], _ context: Context) {
        guard !context.coveredByTry || (!context.coveredByAwait && context.isAsyncFunction) else { return }
        guard let effects = calleeEffects(callee, arguments: arguments, context) else { return }
        if effects.throwsError, !context.coveredByTry {
            report(context.errorsHandled ? "call can throw but is not marked with 'try'"
                                         : "call can throw, but it is not marked with 'try' and the error is not handled", at: e.location)
        } else if effects.isAsync, !context.coveredByAwait, context.isAsyncFunction {
            report("expression is 'async' but is not marked with 'await'", at: e.location)
        } else if effects.isAsync, !context.coveredByAwait, context.isSynchronousBody {
            // A synchronous function, or a SwiftUI action closure (`Button("Load") { n = load() }`).
            report("'async' call in a function that does not support concurrency", at: e.location)
        }
    }

    private func calleeEffects(_ callee: Expr, arguments: [Argument], _ context: Context) -> CalleeEffects? {
        let labels = arguments.map(\.label)
        func effects(_ functions: [FunctionDecl]) -> CalleeEffects? {
            let fitting = functions.filter { fits($0.parameters, labels) }
            guard !fitting.isEmpty else { return nil }
            return CalleeEffects(
                throwsError: fitting.allSatisfy { $0.isThrowing && !$0.parameters.contains(where: takesThrowingClosure) },
                isAsync: fitting.allSatisfy(\.isAsync))
        }
        func initializerEffects(_ info: TypeInfo) -> CalleeEffects? {
            let fitting = info.allInitializers.filter { fits($0.parameters, labels) }
            guard !fitting.isEmpty else { return nil }
            return CalleeEffects(
                throwsError: fitting.allSatisfy { $0.isThrowing && !$0.parameters.contains(where: takesThrowingClosure) },
                isAsync: false)
        }
        switch callee.kind {
        case .identifier(let name):
            switch resolve(name, context) {
            case .userFunction: return effects(symbols.functions[name] ?? [])
            case .selfMember(let info, nil): return effects(info.methods(name).filter { $0.isStatic == context.isStatic })
            case .userType(let info): return initializerEffects(info)
            default: return nil
            }
        case .member(let base, let name):
            if case .identifier(let baseName) = base.kind, case .userType(let info) = resolve(baseName, context) {
                return name == "init" ? initializerEffects(info) : effects(info.methods(name).filter(\.isStatic))
            }
            if case .superValue = base.kind { return nil }
            // Working out the receiver's type re-checks it, and in a chain of modifiers every
            // receiver is itself such a call: only a name some user method with an effect has
            // is worth it (else the check of a chain grows as 2^length).
            guard symbols.effectfulMethodNames.contains(name) else { return nil }
            // The bundled stand-ins for the standard library's task groups and async streams
            // declare `next()` loosely (`async throws` for every kind): not judged.
            let receiver = quietType(of: base, context)
            if let existential = closedExistential(receiver, in: context) {
                // `service.fetchPhotos()` on `any PhotoService`: its requirement's effects.
                return effects(existential.methods(name).filter { !$0.isStatic })
            }
            guard let info = userTypeInfo(receiver, context), !isOpen(info),
                  !Self.looselyDeclaredTypes.contains(info.name) else { return nil }
            return effects(info.methods(name).filter { !$0.isStatic })
        default:
            return nil
        }
    }

    static let looselyDeclaredTypes: Set<String> = ["TaskGroup", "AsyncStream", "AsyncThrowingStream",
                                                    "_AsyncOperatorSequence", "_AsyncStreamContinuation"]

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
