import VivariumSyntax

/// A temporary object dies after its last use, not at the end of its statement.
///
/// swiftc (as built without optimization) releases an rvalue it made for one use as soon as
/// that use is over: the instance a call made, once a member of it was read or a method of it
/// returned (`Document(fileName: "a.doc")?.name`, `Box(5).child.v` frees `Box(5)` once `child`
/// is read, then the child once `v` is), an argument once the call it was passed to returned
/// (`print(take(Box(1)))` frees the box before `print` prints), and an interpolated value once
/// its segment was appended. Here what the expression pinned from `mark` on is let go at that
/// point and a safe point runs, so a `deinit` prints where Swift's does. Only when the use
/// pinned an object: a value that holds none has no `deinit` to run.
extension Interpreter {
    /// Where the temporaries of a use of `expr` start, when `expr` may make a temporary that
    /// dies after that use: a call or a member, under `?`, `!`, `try` or `await`.
    @inline(__always)
    func temporaryMark(of expr: Expr) -> Int? {
        guard Self.makesTemporary(expr), let frame = frames.last else { return nil }
        return frame.temporaries.count
    }

    /// Where the temporaries of a call's arguments start, when one of its arguments is a call.
    @inline(__always)
    func temporaryMark(ofArguments arguments: [Argument]) -> Int? {
        guard arguments.contains(where: { !$0.isTrailingClosure && Self.makesTemporary($0.value) }),
              let frame = frames.last else { return nil }
        return frame.temporaries.count
    }

    /// The use that started at `mark` is over: what it pinned is let go (the `result` kept) and,
    /// if that was an object, a safe point frees what nothing else holds.
    /// `base`: the receiver of the use, when it was an object a getter made (`Box(5).child`),
    /// which nothing pinned.
    /// Whether it pinned `result` (it did if it let anything go).
    @discardableResult
    func endTemporaries(from mark: Int?, keeping result: Value, base: Value = .void) throws -> Bool {
        guard let mark, !isCollecting, let frame = frames.last else { return false }
        if keepingTemporaries > 0, isAsyncSequence(result) { return false }
        let pinnedObject = frame.temporaries.count > mark && frame.temporaries[mark...].contains(where: Self.isObjectReference)
        if !pinnedObject {
            // A receiver a getter made is held by nothing that counts (a stored one is).
            guard case .object(let id) = readWeak(base), heap.counts.strongCount(id) == 0 else { return false }
        }
        if frame.temporaries.count > mark { releaseTemporaries(of: frame, from: mark) }
        heap.needsCollection = true
        pin(result)
        try collectGarbage()
        return true
    }

    /// A `for` loop's sequence. An async sequence a temporary made (`for await value in
    /// Ticker().values()`) keeps what its expression made until the loop's statement ends, as
    /// before this rule (`Sessions/asyncstream-cancellation.viv` records the ticker freed when
    /// the task is cancelled; swiftc frees it before the first pass).
    func evaluatingLoopSequence<T>(_ body: () throws -> T) rethrows -> T {
        keepingTemporaries += 1
        defer { keepingTemporaries -= 1 }
        return try body()
    }

    private func isAsyncSequence(_ value: Value) -> Bool {
        guard case .object(let id) = readWeak(value), let name = heap.object(id)?.typeName else { return false }
        return types.classChain(name).contains { $0.conforms(to: "AsyncSequence") }
    }

    static func makesTemporary(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call: return true
        // `Box(5).child.v`, `list.first?.child.v`: what a member gives may be a temporary too
        // (a computed property's new instance).
        case .member: return true
        case .optionalChain(let inner), .forceUnwrap(let inner), .try(let inner, _), .await(let inner): return makesTemporary(inner)
        default: return false
        }
    }

    private static func isObjectReference(_ value: Value) -> Bool {
        if case .object = value { return true }
        return false
    }
}
