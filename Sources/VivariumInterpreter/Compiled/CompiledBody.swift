import VivariumSyntax

/// Compiled code for an expression: what evaluating it gives, in a running activation.
typealias ExpressionCode = (Activation) throws -> Value
/// Compiled code for a statement: how control goes on.
typealias StatementCode = (Activation) throws -> Flow

/// Where a local lives: its slot, and whether it is shared in a `Box` (see `Activation`).
struct LocalSlot {
    let index: Int
    let isBoxed: Bool
    /// What a `Box` of the general evaluator would say of it (the body's boxed locals carry it).
    var isLet: Bool
    var isWeak: Bool = false
    /// Its type where it is written (`var xs: [Int]`, a parameter's) or evident from its value
    /// (`var xs = [Int]()`, `var n = 0`); nil when neither says.
    var type: TypeReference? = nil
    var typeIsWritten = false
}

/// A function, method or closure body lowered to closures over slot-indexed locals
/// (`BodyCompiler`): what runs instead of walking its statements, with the same steps, safe
/// points, frames and records.
final class CompiledBody {
    let slotCount: Int
    let hasBoxedSlots: Bool
    /// Each parameter's slot, in declaration order (nil: `_`, bound to nothing).
    let parameterSlots: [LocalSlot?]
    /// Runs the body and gives its result (the returned value, the single expression's value,
    /// or `.void`).
    let run: (Activation) throws -> Value

    init(slotCount: Int, hasBoxedSlots: Bool, parameterSlots: [LocalSlot?], run: @escaping (Activation) throws -> Value) {
        self.slotCount = slotCount
        self.hasBoxedSlots = hasBoxedSlots
        self.parameterSlots = parameterSlots
        self.run = run
    }
}

extension Activation {
    /// Binds a parameter's value to its slot, boxed as the general evaluator's parameters are.
    func bind(_ value: Value, to slot: LocalSlot, type: TypeReference?) {
        if slot.isBoxed {
            let box = Box(value, isLet: slot.isLet)
            box.isOptional = type?.isOptional ?? false
            box.declaredType = type
            boxes[slot.index] = box
        } else {
            values[slot.index] = value
        }
    }

    /// The value of a local (through its box when boxed).
    @inline(__always)
    func read(_ slot: LocalSlot) -> Value {
        slot.isBoxed ? (boxes[slot.index]?.value ?? .void) : values[slot.index]
    }
}
