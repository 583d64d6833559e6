import Foundation
import VivariumSyntax

/// Lowers a function, method or closure body to closures (`CompiledBody`): locals by slot,
/// literals built once, names resolved once, containers mutated in place.
///
/// What it lowers it runs exactly as the general evaluator would (`Interpreter+Statements`,
/// `+Expressions`): the same steps, safe points, frames, pins and records, so no transcript
/// can tell the two apart. A statement or expression it does not lower is run by the general
/// evaluator in place (`Fallback`), over a scope holding the boxes of the locals it names; a
/// body it cannot lower at all (a result builder, a generic function, a local function) is not
/// compiled, and runs the general way.
///
/// Two passes: the first finds which locals general code names or closures capture (those
/// are boxed), the second emits the code knowing it. Both allocate the same slots.
final class BodyCompiler {
    /// `VIVARIUM_COMPILE_LOG=1`: why bodies are not compiled and what runs the general way, on
    /// stderr (the worker's log); `VIVARIUM_COMPILE_LOG=/tmp/compile.log`: appended to that file
    /// (a daemon's workers keep only the last lines of their stderr).
    static let compileLog = ProcessInfo.processInfo.environment["VIVARIUM_COMPILE_LOG"]
    static let logsCompilation = compileLog != nil

    /// The body cannot be lowered: it runs the general way.
    struct Unsupported: Error {
        let reason: String
    }

    /// What the body runs in.
    struct Context {
        /// The type of `self` (a method's, an initializer's, an accessor's), nil outside one.
        var ownerType: String?
        /// `self` is in scope (an instance member), rather than a type (`static`).
        var hasSelf: Bool
        /// The declared result type: the context of `return` values.
        var returnType: TypeReference?
        /// A closure's body: it may capture a `self`.
        var isClosure = false
        /// A struct's `mutating` method: its `self` may change.
        var selfIsMutable = false
    }

    unowned let interpreter: Interpreter
    let context: Context
    /// Slots the first pass found named by general code or captured (boxed in the second).
    private let boxedSlots: Set<Int>
    /// The locals this pass found named by general code or captured.
    var namedByGeneralCode: Set<Int> = []

    /// Open lexical blocks, innermost last: the locals each declares, by name.
    private var blocks: [[String: LocalSlot]] = [[:]]
    /// The slots each open block declared, to end them with it.
    private var blockSlots: [[Int]] = [[]]
    private(set) var slotCount = 0
    /// Each slot's type, written or evident (nil: unknown), as `declare` gave it.
    private var slotTypes: [TypeReference?] = []
    /// Whether parameters' written types are known (see `compile`).
    var parametersHaveTypes = true

    init(interpreter: Interpreter, context: Context, boxedSlots: Set<Int>) {
        self.interpreter = interpreter
        self.context = context
        self.boxedSlots = boxedSlots
    }

    // MARK: Entry

    /// Compiles a body with its parameters; nil when it cannot be. Passes repeat until the
    /// boxed locals are what the pass found named by general code (a boxed local's value is
    /// then looked at by general code too, which may box more).
    /// `parametersHaveTypes`: a function's parameters are typed as written (a closure's carry
    /// no type unless written, and its boxes no notes).
    static func compile(parameters: [Parameter], body: [Statement], context: Context,
                        interpreter: Interpreter, parametersHaveTypes: Bool = true) -> CompiledBody? {
        var boxed: Set<Int> = []
        for _ in 0..<8 {
            let compiler = BodyCompiler(interpreter: interpreter, context: context, boxedSlots: boxed)
            compiler.parametersHaveTypes = parametersHaveTypes
            let compiled: CompiledBody
            do {
                compiled = try compiler.compileBody(parameters: parameters, body: body)
            } catch {
                if Self.logsCompilation { FileHandle.standardError.write(Data("not compiled at \(body.first?.location.description ?? "?"): \(error)\n".utf8)) }
                return nil
            }
            if compiler.namedByGeneralCode.isSubset(of: boxed) { return compiled }
            boxed.formUnion(compiler.namedByGeneralCode)
        }
        return nil
    }

    private func compileBody(parameters: [Parameter], body: [Statement]) throws -> CompiledBody {
        let parameterSlots = parameters.map { parameter -> LocalSlot? in
            guard parameter.name != "_" else { return nil }
            let type: TypeReference? = parametersHaveTypes || parameter.type != .named("_") ? parameter.type : nil
            return declare(parameter.name, isLet: !parameter.isInout, type: type, typeIsWritten: type != nil)
        }
        let run = try compileFunctionBody(body)
        // What the frame's end looks at: the locals that are no parameter (what a caller passed
        // stays held by the caller) and whose type may hold a reference.
        let parameterIndices = Set(parameterSlots.compactMap { $0?.index })
        let referenceSlots = (0..<slotCount).filter { index in
            guard !parameterIndices.contains(index) else { return false }
            guard let type = slotTypes[index] else { return true }
            return !interpreter.holdsNoReferences(type)
        }
        // What a finished run unsets: not an unboxed parameter that holds a plain number or flag
        // (the next call binds it first; a recursion's frames then clear nothing).
        let plainParameters = Set(parameterSlots.compactMap { slot in
            slot.flatMap { !$0.isBoxed && $0.type.map(interpreter.isPlainScalar) == true ? $0.index : nil }
        })
        let clearedSlots = (0..<slotCount).filter { !plainParameters.contains($0) }
        // A `self` whose type holds no reference (a struct of numbers, strings and arrays of
        // them): the frame's end need not search it (a large array field at every call).
        let selfHoldsNoReferences = context.hasSelf && context.ownerType.map { interpreter.holdsNoReferences(.named($0)) } == true
        return CompiledBody(slotCount: slotCount, hasBoxedSlots: !boxedSlots.isEmpty, parameterSlots: parameterSlots,
                            referenceSlots: referenceSlots, clearedSlots: clearedSlots, selfHoldsNoReferences: selfHoldsNoReferences,
                            run: run)
    }

    // MARK: Locals

    /// Declares a local in the innermost block and gives it a slot.
    func declare(_ name: String, isLet: Bool, isWeak: Bool = false, type: TypeReference? = nil, typeIsWritten: Bool = false,
                 assignmentContext: AssignmentContext? = nil) -> LocalSlot {
        let slot = LocalSlot(index: slotCount, isBoxed: boxedSlots.contains(slotCount) || isWeak, isLet: isLet, isWeak: isWeak,
                             type: type, typeIsWritten: typeIsWritten,
                             assignmentContext: assignmentContext ?? .known(typeIsWritten ? type : nil))
        if isWeak { namedByGeneralCode.insert(slotCount) }
        slotTypes.append(isWeak ? nil : type)
        slotCount += 1
        blocks[blocks.count - 1][name] = slot
        blockSlots[blocks.count - 1].append(slot.index)
        return slot
    }

    /// The local `name` names here, if any.
    func local(_ name: String) -> LocalSlot? {
        for block in blocks.reversed() {
            if let slot = block[name] { return slot }
        }
        return nil
    }

    /// Whether the next local declared will be boxed.
    func willBoxNextSlot(isWeak: Bool) -> Bool { boxedSlots.contains(slotCount) || isWeak }

    /// Boxes a local whatever names it (one declared without a value).
    func boxAlways(_ slot: LocalSlot) { namedByGeneralCode.insert(slot.index) }

    /// Notes that general code (or a closure) names these locals: they are boxed. Gives each
    /// one's slot, for the scope that code runs in.
    func generalLocals(_ names: [String]) -> [(name: String, slot: Int)] {
        var result: [(String, Int)] = []
        for name in names {
            guard let slot = local(name) else { continue }
            namedByGeneralCode.insert(slot.index)
            result.append((name, slot.index))
        }
        return result
    }

    /// Runs `body` with a new lexical block open; gives the block's slots.
    /// NB: what the body compiles it stores in the caller's variables: returned through a
    /// generic result, a closure would be reabstracted (two thunks at every call).
    func withBlock(_ body: () throws -> Void) rethrows -> [Int] {
        blocks.append([:])
        blockSlots.append([])
        defer {
            blocks.removeLast()
            blockSlots.removeLast()
        }
        try body()
        return blockSlots[blockSlots.count - 1]
    }

    /// Whether a slot's value may hold a reference: its type is unknown or may hold one.
    func slotMayHoldReferences(_ slot: Int) -> Bool {
        guard let type = slotTypes[slot] else { return true }
        return !interpreter.holdsNoReferences(type)
    }

    /// The slots the function's own (outermost) block declared so far.
    var topLevelSlots: [Int] { blockSlots[0] }
}
