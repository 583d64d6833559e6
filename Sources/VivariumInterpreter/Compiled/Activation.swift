import VivariumSyntax

/// The locals of one running compiled body, by slot.
///
/// A local lives unboxed in `values` unless something outside the compiled code must share it:
/// a closure that captures it, or a part of the body run the general way (`Fallback`), which
/// finds variables by name in a `Scope`. Those locals live in a `Box` in `boxes`, as every
/// variable of the general evaluator does. Which is which is decided when the body is compiled.
final class Activation {
    let values: LocalSlots
    var boxes: ContiguousArray<Box?>
    /// The variables of the enclosing scope (the globals, or a local function's or closure's
    /// captures): what the body sees outside its locals and `self`.
    var enclosing: Scope
    /// `self` of a method, initializer or accessor (nil: a free function or closure without it).
    var selfBox: Box?
    /// `enclosing` with `self` declared, made the first time code run the general way needs it
    /// (`environment`): a body that is all compiled reads `self` from `selfBox`, and its call
    /// makes no scope.
    private(set) var selfScope: Scope?
    /// The body's `referenceSlots`: what its frame's end looks at.
    let referenceSlots: [Int]
    /// The body's `clearedSlots`: what a finished run unsets.
    let clearedSlots: [Int]
    /// The body's `selfHoldsNoReferences`.
    let selfHoldsNoReferences: Bool
    /// The frame the body runs in, made with the activation and kept with it (the frame holds
    /// the activation): while a statement of the body runs, it is the interpreter's innermost
    /// frame (`frames.last`), so a statement reaches its temporaries without asking for it.
    unowned(unsafe) let frame: Frame

    init(_ body: CompiledBody, enclosing: Scope, selfBox: Box?, frame: Frame) {
        referenceSlots = body.referenceSlots
        clearedSlots = body.clearedSlots
        selfHoldsNoReferences = body.selfHoldsNoReferences
        values = LocalSlots(count: body.slotCount)
        boxes = body.hasBoxedSlots ? ContiguousArray(repeating: nil, count: body.slotCount) : []
        self.enclosing = enclosing
        self.selfBox = selfBox
        self.frame = frame
    }

    deinit { values.deallocate() }

    /// Every local unset (but a parameter holding a plain number, see `clearedSlots`) and `self`
    /// dropped: the run ended and the activation waits for the next.
    @inline(__always)
    func clearAll() {
        if !clearedSlots.isEmpty { clearSlots() }
        if !boxes.isEmpty {
            for index in boxes.indices { boxes[index] = nil }
        }
        if selfBox != nil { selfBox = nil }
        if selfScope != nil { selfScope = nil }
    }

    /// What the body sees outside its locals, for code run the general way: `self` (when it has
    /// one) and the enclosing scope's variables.
    var environment: Scope {
        if let selfScope { return selfScope }
        guard let selfBox else { return enclosing }
        let scope = Scope(parent: enclosing)
        scope.declare("self", selfBox)
        selfScope = scope
        return scope
    }

    private func clearSlots() {
        for index in clearedSlots { values[index] = .void }
    }

    /// A scope for code run the general way: the boxes of the locals it names, by name, over
    /// the environment (nothing to make when it names none).
    func scope(naming locals: [(name: String, slot: Int)]) -> Scope {
        guard !locals.isEmpty else { return environment }
        let scope = Scope(parent: environment)
        scope.reserveCapacity(locals.count)
        for (name, slot) in locals {
            // Safe: a slot named by general code is boxed (`BodyCompiler.fallbackLocals`); a
            // local not declared yet on this path has no box and is left out, as it was in scope
            // for nobody.
            if let box = boxes[slot] { scope.declare(name, box) }
        }
        return scope
    }

    /// A scope in which the general rules may look at locals without changing them: the boxes
    /// of `locals`, and for `peeked`, their boxes or, unboxed, a box holding a copy of the value.
    func scope(naming locals: [(name: String, slot: Int)], peeking peeked: [(name: String, slot: Int)]) -> Scope {
        guard !peeked.isEmpty else { return scope(naming: locals) }
        let scope = Scope(parent: environment)
        scope.reserveCapacity(locals.count + peeked.count)
        for (name, slot) in locals {
            if let box = boxes[slot] { scope.declare(name, box) }
        }
        for (name, slot) in peeked {
            if !boxes.isEmpty, let box = boxes[slot] {
                scope.declare(name, box)
            } else if case .void = values[slot] {
                continue // not declared on this path
            } else {
                scope.declare(name, Box(values[slot], isLet: true))
            }
        }
        return scope
    }

    /// `self`'s box when a walk of the scopes from `innermost` up would not meet it (no code
    /// run the general way made `selfScope`, or it runs elsewhere).
    func unlistedSelf(below innermost: Scope) -> Box? {
        guard let selfBox else { return nil }
        guard let selfScope else { return selfBox }
        var scope: Scope? = innermost
        while let current = scope, !current.isGlobal {
            if current === selfScope { return nil }
            scope = current.parent
        }
        return selfBox
    }

    /// What the activation holds strongly (a safe point's roots): its locals and boxes (`self`
    /// is the frame's to list: `Frame.forEachHeldValue`).
    func forEachHeldValue(_ body: (Value) -> Void) {
        for value in self.values where Interpreter.mayHoldReferences(value) { body(value) }
        for case let box? in boxes where !box.isWeak { body(box.value) }
    }

    /// Whether a block's locals (`slots`) hold anything a collection could free.
    func anyHoldsReferences(_ slots: [Int], in heap: Heap) -> Bool {
        for slot in slots {
            if let box = boxes.isEmpty ? nil : boxes[slot] {
                if References.mayHoldReferences(box.value) { return true }
            } else if heap.frameLetsGo(of: values[slot]) {
                return true
            }
        }
        return false
    }

    /// Ends a block's locals: what they held is dropped (a new iteration starts without them).
    func clear(_ slots: [Int]) {
        for slot in slots {
            values[slot] = .void
            if !boxes.isEmpty { boxes[slot] = nil }
        }
    }
}

/// The unboxed locals of an activation: as many slots as its body has, allocated with it and
/// never shared, so reading or writing one is a plain access to memory (an array's write would
/// ask whether its storage is shared, every time).
struct LocalSlots: RandomAccessCollection {
    private let base: UnsafeMutablePointer<Value>
    let count: Int

    init(count: Int) {
        base = UnsafeMutablePointer<Value>.allocate(capacity: Swift.max(count, 1))
        base.initialize(repeating: .void, count: count)
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> Value {
        @inline(__always) unsafeAddress {
            precondition(index >= 0 && index < count, "a local slot out of range")
            return UnsafePointer(base + index)
        }
        @inline(__always) nonmutating unsafeMutableAddress {
            precondition(index >= 0 && index < count, "a local slot out of range")
            return base + index
        }
    }

    /// `xs.append(element)` on the array in slot `index`: the array is moved out of its slot,
    /// grown and moved back, never shared while it grows (copy-on-write copies nothing unless
    /// another holder shares it). Nil when the slot holds no array; else whether the storage
    /// was copied (`Interpreter.appendCountingCopy`).
    @inline(__always)
    func append(_ element: Value, toArrayAt index: Int) -> Bool? {
        precondition(index >= 0 && index < count, "a local slot out of range")
        let place = base + index
        guard case .array = place.pointee else { return nil }
        guard case .array(var elements) = place.move() else { preconditionFailure("checked just above") }
        let copied = Interpreter.appendCountingCopy(element, to: &elements)
        place.initialize(to: .array(elements))
        return copied
    }

    /// `local.field.append(element)` on the struct in slot `index`: the struct moves out of its
    /// slot, the array out of its field, the array grows, and both move back (never shared
    /// while they change, unless another holder shares them); false when the slot holds no
    /// struct with an array of that name (`position` is where its fields keep it, tried first),
    /// else whether a storage was copied (`Interpreter.appendCountingCopy`).
    @inline(__always)
    func append(_ element: Value, toArrayField field: String, at position: Int, ofStructAt index: Int) -> Bool? {
        precondition(index >= 0 && index < count, "a local slot out of range")
        let place = base + index
        guard case .structValue = place.pointee else { return nil }
        guard case .structValue(var value) = place.move() else { preconditionFailure("checked just above") }
        defer { place.initialize(to: .structValue(value)) }
        return value.modifyField(field, at: position) { Interpreter.append(element, toArrayIn: &$0) } ?? nil
    }

    /// Frees the slots (their values released): the activation is gone.
    func deallocate() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
