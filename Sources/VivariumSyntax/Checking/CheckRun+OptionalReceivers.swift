/// `Optional.map` and `Optional.flatMap` where the value is one the interpreter cannot tell from
/// its wrapped value: `$0.flatMap(Int.init)` over `[String?]` runs the closure on the string,
/// where a `String`'s own `flatMap` would run it on each character. The checker, which typed the
/// receiver, records it for the interpreter (`ResolvedMembers.optionalReceivers`).
extension CheckRun {
    func noteOptionalReceiver(_ name: String, receiverType: TypeReference?, base: Expr) {
        guard let resolution, name == "map" || name == "flatMap", !Self.isInsideOptionalChain(base) else { return }
        switch receiverType {
        case .optional?, .implicitlyUnwrapped?: break
        case .named("Optional", let generics)? where generics.count == 1: break
        default: return
        }
        resolution.recordOptionalReceiver(at: base.location)
    }

    /// `user?.name` of `user?.name.map { … }`: inside the chain the member is the wrapped
    /// value's (`String.map`), whatever type the chain as a whole has.
    private static func isInsideOptionalChain(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .optionalChain: true
        case .member(let base, _), .subscriptAccess(let base, _), .forceUnwrap(let base): isInsideOptionalChain(base)
        case .call(let callee, _): isInsideOptionalChain(callee)
        default: false
        }
    }
}
