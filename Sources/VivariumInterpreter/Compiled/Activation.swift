import VivariumSyntax

/// The locals of one running compiled body, by slot.
///
/// A local lives unboxed in `values` unless something outside the compiled code must share it:
/// a closure that captures it, or a part of the body run the general way (`Fallback`), which
/// finds variables by name in a `Scope`. Those locals live in a `Box` in `boxes`, as every
/// variable of the general evaluator does. Which is which is decided when the body is compiled.
final class Activation {
    var values: ContiguousArray<Value>
    var boxes: ContiguousArray<Box?>
    /// What the body sees outside its locals: `self` and the variables of the enclosing scope
    /// (the globals, or a local function's or closure's captures).
    fileprivate(set) var environment: Scope
    /// `self` of a method, initializer or accessor (nil: a free function or closure without it).
    fileprivate(set) var selfBox: Box?
    /// The body's `referenceSlots`: what its frame's end looks at.
    let referenceSlots: [Int]

    init(_ body: CompiledBody, environment: Scope, selfBox: Box?) {
        referenceSlots = body.referenceSlots
        values = ContiguousArray(repeating: .void, count: body.slotCount)
        boxes = body.hasBoxedSlots ? ContiguousArray(repeating: nil, count: body.slotCount) : []
        self.environment = environment
        self.selfBox = selfBox
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

    /// What the activation holds strongly (a safe point's roots): its locals and boxes.
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

extension CompiledBody {
    /// An activation to run this body in: a spare one a finished run left (`recycle`), or a new one.
    func makeActivation(environment: Scope, selfBox: Box?) -> Activation {
        if let spare = spares.popLast() {
            spare.environment = environment
            spare.selfBox = selfBox
            return spare
        }
        return Activation(self, environment: environment, selfBox: selfBox)
    }

    /// A run of this body ended: when nothing else holds its activation (no suspended task's
    /// frame, no closure), its locals are dropped and it is kept for the next run, so a call
    /// allocates no activation and no slots (a recursion keeps one per level it reached).
    /// What it held was already dropped as far as lifetimes go: the frame that held it ended.
    func recycle(_ activation: inout Activation) {
        guard spares.count < Self.spareLimit, isKnownUniquelyReferenced(&activation) else { return }
        for index in activation.values.indices { activation.values[index] = .void }
        if !activation.boxes.isEmpty {
            for index in activation.boxes.indices { activation.boxes[index] = nil }
        }
        activation.selfBox = nil
        spares.append(activation)
    }
}
