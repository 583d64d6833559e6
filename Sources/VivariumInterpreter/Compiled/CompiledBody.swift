import VivariumSyntax

/// Compiled code for an expression: what evaluating it gives, in a running activation.
typealias ExpressionCode = (Activation) throws -> Value
/// Compiled code for a statement: how control goes on.
typealias StatementCode = (Activation) throws -> Flow

/// A statement's code kept in an array: a closure stored as an array's element (or passed
/// through any generic code) is reabstracted, and each call then goes through two thunks,
/// one per direction; a closure held in a plain structure keeps its own form.
struct HeldStatement {
    let run: StatementCode
    /// An expression statement's expression, which a loop whose body it is alone runs without
    /// `run` between (`Interpreter.runExpressionStatement`).
    var expression: ExpressionStatement?
}

/// An expression statement: its code and place.
struct ExpressionStatement {
    let code: ExpressionCode
    let location: SourceLocation
}

/// An expression's code kept in an array (see `HeldStatement`).
struct HeldExpression {
    let run: ExpressionCode
}

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
    /// The contextual type of a value assigned to it, as the general evaluator finds it (the
    /// box's `declaredType`): its written type, or nil where its initial value was no tuple or
    /// array literal; `.unknown` otherwise (an assignment of a literal then runs the general way).
    var assignmentContext: AssignmentContext = .known(nil)
}

enum AssignmentContext {
    case known(TypeReference?)
    case unknown
}

/// A function, method or closure body lowered to closures over slot-indexed locals
/// (`BodyCompiler`): what runs instead of walking its statements, with the same steps, safe
/// points, frames and records.
final class CompiledBody {
    let slotCount: Int
    let hasBoxedSlots: Bool
    /// Each parameter's slot, in declaration order (nil: `_`, bound to nothing).
    let parameterSlots: [LocalSlot?]
    /// Each parameter's slot index when it is unboxed, `-1` otherwise (nothing to copy per call).
    let unboxedParameterSlots: [Int]
    /// The slots whose values dropping may free something when the call ends
    /// (`Activation.holdsReferences`): no parameter's — what a caller passed stays held by the
    /// caller (a variable, a container or a pinned temporary), and a parameter is never
    /// assigned — and none whose type holds no reference (`Interpreter.holdsNoReferences`).
    let referenceSlots: [Int]
    /// The slots a finished run unsets (`Activation.clearAll`): all but the unboxed parameters
    /// whose values are plain numbers or flags (`Int`, `Double`, `Bool`), which hold nothing
    /// and which the next call binds before anything reads them.
    let clearedSlots: [Int]
    /// `self`'s type holds no reference (`Interpreter.holdsNoReferences`): dropping `self` when
    /// the call ends frees nothing.
    let selfHoldsNoReferences: Bool
    /// Runs the body and gives its result (the returned value, the single expression's value,
    /// or `.void`).
    let run: (Activation) throws -> Value
    /// Frames of finished runs with their activations, cleared, for the next runs (`makeFrame`,
    /// `recycle`): the first `spareCount`, in a buffer of their own (an array's pop and push
    /// would each ask whether its storage is shared).
    private let spares = UnsafeMutablePointer<Frame>.allocate(capacity: spareLimit)
    private var spareCount = 0
    static let spareLimit = 16
    /// Frames (each with its activation) this body made rather than reused: what reuse saves
    /// shows here (`CompiledReuseTests`).
    private(set) var framesMade = 0
    /// A closure's body: over how many parameters one tuple argument is taken apart, and
    /// whether only a tuple of exactly that many elements is (named parameters) or any (`$0`).
    var tupleSpread: (parameters: Int, exactly: Bool) = (0, true)

    init(slotCount: Int, hasBoxedSlots: Bool, parameterSlots: [LocalSlot?], referenceSlots: [Int], clearedSlots: [Int],
         selfHoldsNoReferences: Bool = false, run: @escaping (Activation) throws -> Value) {
        self.slotCount = slotCount
        self.hasBoxedSlots = hasBoxedSlots
        self.parameterSlots = parameterSlots
        unboxedParameterSlots = parameterSlots.map { slot in slot.map { $0.isBoxed ? -1 : $0.index } ?? -1 }
        self.referenceSlots = referenceSlots
        self.clearedSlots = clearedSlots
        self.selfHoldsNoReferences = selfHoldsNoReferences
        self.run = run
    }

    deinit {
        spares.deinitialize(count: spareCount)
        spares.deallocate()
    }

    /// A frame and its activation to run this body in: a spare one a finished run left
    /// (`recycle`), or a new pair. Its locals are unset; what it says of the call
    /// (`Frame.prepare`) is set as the call begins.
    /// NB: the activation is given with the frame, not retained (the frame holds it; read out
    /// of it again, it would be retained and released at each use).
    @inline(__always)
    func makeFrame(enclosing: Scope, selfBox: Box?, returnType: TypeReference?) -> (frame: Frame, activation: Unmanaged<Activation>) {
        if spareCount > 0 {
            spareCount -= 1
            let spare = (spares + spareCount).move()
            let activation = Unmanaged.passUnretained(spare.activation.unsafelyUnwrapped)
            activation._withUnsafeGuaranteedRef { activation in
                if activation.enclosing !== enclosing { activation.enclosing = enclosing }
                if let selfBox { activation.selfBox = selfBox }
            }
            // NB: a body's frames always have the body's result type (it is part of what the
            // body was compiled for), so a spare keeps it.
            return (spare, activation)
        }
        framesMade += 1
        let frame = Frame(name: "", location: .builtin, scope: enclosing)
        frame.returnType = returnType
        let activation = Activation(self, enclosing: enclosing, selfBox: selfBox, frame: frame)
        frame.activation = activation
        return (frame, Unmanaged.passUnretained(activation))
    }

    /// A run of this body ended (its frame popped): when nothing else holds its frame or its
    /// activation (no suspended task's frame, no closure), its locals are dropped and the pair is
    /// kept for the next run, so a call allocates no frame, activation or slots (a recursion
    /// keeps one per level it reached). What it held was already dropped as far as lifetimes
    /// go: the frame that held it ended.
    @inline(__always)
    /// `activation`: the frame's, not retained (the frame holds it; read from the frame, it
    /// would be retained and released).
    func recycle(_ frame: consuming Frame, _ activation: Unmanaged<Activation>) {
        var frame = frame
        guard spareCount < Self.spareLimit, isKnownUniquelyReferenced(&frame),
              isKnownUniquelyReferenced(&frame.activation) else { return }
        activation._withUnsafeGuaranteedRef { $0.clearAll() }
        frame.clearForReuse()
        (spares + spareCount).initialize(to: consume frame)
        spareCount += 1
    }
}

extension CompiledBody {
    /// An argument's value into its parameter's slot of a call's activation (`types`: the
    /// parameters' types, which a boxed parameter keeps), as a call site binds what the
    /// caller evaluated straight into the callee.
    @inline(__always)
    func bind(_ value: Value, toParameter index: Int, of types: [TypeReference], in locals: Activation) {
        let unboxed = unboxedParameterSlots[index]
        if unboxed >= 0 {
            locals.values[unboxed] = value
        } else if let slot = parameterSlots[index] {
            locals.bind(value, to: slot, type: types[index])
        }
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

    /// Whether a local may be changed in place (a boxed one that is a plain variable).
    @inline(__always)
    func isPlain(_ slot: LocalSlot) -> Bool {
        guard slot.isBoxed else { return true }
        return boxes[slot.index]?.isPlainVariable ?? false
    }

    /// Changes a local's value in place (see `Box.modify`); the caller checked `isPlain`.
    @inline(__always)
    func modify<Result>(_ slot: LocalSlot, _ body: (inout Value) throws -> Result) throws -> Result {
        if slot.isBoxed {
            guard let box = boxes[slot.index] else {
                throw RuntimeError(.trap, "internal error: a local read before its declaration", at: nil)
            }
            return try box.modify(body)
        }
        return try body(&values[slot.index])
    }

    /// The value of a local (through its box when boxed).
    @inline(__always)
    func read(_ slot: LocalSlot) -> Value {
        slot.isBoxed ? (boxes[slot.index]?.value ?? .void) : values[slot.index]
    }
}
