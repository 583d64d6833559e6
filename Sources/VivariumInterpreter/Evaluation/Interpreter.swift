import OrderedCollections
import VivariumSyntax

/// The outcome of executing a statement: control flow is data, not thrown errors.
enum Flow {
    case normal
    case returned(Value)
    case broke(label: String?)
    case continued(label: String?)
}

/// Collects the components of a `@ViewBuilder` block.
final class BuilderState {
    var components: [Value] = []
}

/// One activation of a function, method, initializer, closure or body.
final class Frame {
    /// `ContentView.body`, `ViewModel.init`, `closure at 12:5`.
    private(set) var name: String
    private(set) var location: SourceLocation
    /// The innermost scope executing in this frame.
    var scope: Scope
    /// Values pinned while the statement that produced them is running (temporaries).
    var temporaries: [Value] = []
    /// Values counted (`ReferenceCounts.retain`) while the running statement lasts: what a
    /// builtin gathers from calls of user code (a `map`'s results), which may be many — a safe
    /// point scans a frame's temporaries, but not these.
    var heldTokens: [Int] = []
    /// The type whose static members are in scope (`static func create()`), if any.
    private(set) var staticType: String?
    /// Set in initializers: the type being initialized and whether `self` is a class instance.
    private(set) var initializing: String?
    /// A function's declared result type: the contextual type of its `return` values.
    var returnType: TypeReference?
    /// The locals of a compiled body running in this frame (nil: its scope holds them).
    var activation: Activation?
    /// Set in a property's `willSet`/`didSet`: the property, and the instance for a class. An
    /// assignment to it there sets the storage without running the observers again.
    var observedProperty: (name: String, object: ObjectID?)?

    init(name: String, location: SourceLocation, scope: Scope, staticType: String? = nil, initializing: String? = nil) {
        self.name = name
        self.location = location
        self.scope = scope
        self.staticType = staticType
        self.initializing = initializing
    }

    /// A compiled body's frame, reused (`CompiledBody.makeFrame`), says what this call is: each
    /// field is written only when it differs from the last call's (a recursion's calls differ
    /// in nothing but their call site).
    /// `staticType`: the call's own (a static method's type), else the caller's is inherited.
    @inline(__always)
    func prepare(name: String, location: SourceLocation, scope: Scope, staticType: String?, inheritedStaticType: String?,
                 initializing: String?) {
        if self.scope !== scope { self.scope = scope }
        if self.name != name { self.name = name }
        if self.location != location {
            // NB: a call site in the same file writes only its line and column (the file's
            // name written again is a retain and a release, at every call of a recursion whose
            // calls alternate between two sites).
            if self.location.file == location.file {
                self.location.line = location.line
                self.location.column = location.column
            } else {
                self.location = location
            }
        }
        if let staticType {
            if self.staticType != staticType { self.staticType = staticType }
        } else if let inheritedStaticType {
            if self.staticType != inheritedStaticType { self.staticType = inheritedStaticType }
        } else if self.staticType != nil {
            self.staticType = nil
        }
        if self.initializing != initializing { self.initializing = initializing }
    }

    /// What the frame held is dropped: its call ended, and it waits for the next call of its
    /// body (`CompiledBody.recycle`). Its name, place and result type stay, to be compared.
    @inline(__always)
    func clearForReuse() {
        if !temporaries.isEmpty { temporaries.removeAll(keepingCapacity: true) }
        if !heldTokens.isEmpty { heldTokens.removeAll(keepingCapacity: true) }
        if observedProperty != nil { observedProperty = nil }
    }
}

/// Evaluates the playground's program model: values, closures, a heap with exact lifetimes,
/// and limits on steps and recursion.
///
/// Synchronous and single-threaded; the graph drives it through `InterpreterHost`.
public final class Interpreter {
    public let heap = Heap()
    public let types = TypeRegistry()
    public let log = RunLog()
    /// Session variables (`let other = Counter()` at the prompt).
    public let globals = Scope(parent: nil, isGlobal: true)
    public weak var host: InterpreterHost?

    /// Statements and loop iterations one command may execute.
    public var stepBudget = 1_000_000
    /// The deepest call nesting one command may reach.
    public var recursionLimit = 200
    /// Checked with the step budget: lets a client interrupt a runaway command.
    public var isInterrupted: () -> Bool = { false }
    /// What is running, for the `created` record (`ContentView body`, `tap "Tap me"`).
    public var activity = CreationContext(holder: "session")
    /// What is being evaluated now, innermost last (see `ProvenanceStep`).
    public internal(set) var provenance: [ProvenanceStep] = []
    /// What the host is doing outside any step it marked (the action running): objects made
    /// there keep it as their first step.
    public var provenanceBase: ProvenanceStep?

    var steps = 0
    /// Set when work that cannot throw (describing a value, taking the tree) heard `interrupt`
    /// and stopped early: the next step, or the end of the command, throws `interrupted`.
    public internal(set) var interruptPending = false
    /// Units of such work since the last poll.
    var longWorkUnits = 0
    var frames: [Frame] = []
    var random = SplitMix64(seed: 0x5EED_0F_F1A7)
    var captureCache: [SourceLocation: [String]] = [:]
    /// Members the checker bound to a protocol extension's implementation, by the location of
    /// the member's name (`adopt(_:for:)`).
    var staticMembers: [SourceLocation: ResolvedMembers.StaticMember] = [:]
    /// The receivers of `map`/`flatMap` the checker typed as optionals (`ResolvedMembers`).
    var optionalReceivers: Set<SourceLocation> = []
    /// The `==`/`!=` the checker found comparing Sets (`ResolvedMembers`).
    var setComparisons: Set<SourceLocation> = []
    /// Integer operations the checker typed narrower than `Int`, with that type (`ResolvedMembers`).
    var narrowIntegerOperations: [SourceLocation: String] = [:]
    /// `ResolvedMembers.printedTypes`: `print`'s arguments whose type nests an optional.
    var printedTypes: [SourceLocation: TypeReference] = [:]
    /// `ResolvedMembers.implicitMemberTypes`: the type each implicit member is a member of.
    var implicitMemberTypes: [SourceLocation: TypeReference] = [:]
    /// What the closures and autoclosures of an expression share, by its location
    /// (`closureSource(of:)`): kept for the session, one per closure expression it ran.
    var closureSources: [SourceLocation: ClosureSource] = [:]
    var autoclosureSources: [SourceLocation: ClosureSource] = [:]
    /// Memberwise defaults of wrapped properties as autoclosures, one each (`defaultAutoclosure`).
    var defaultAutoclosures: [SourceLocation: Value] = [:]
    /// What user functions compiled to (`Interpreter+Compiled`), as of `compiledGeneration`.
    var compiledFunctions: [CompiledKey: CompiledBody?] = [:]
    /// Initializers' names and facts, forgotten with the compiled bodies (`initializerFacts`).
    var initializerFactsCache: [CompiledKey: InitializerFacts] = [:]
    /// Each class's initializers with Swift's inheritance, forgotten with the compiled bodies.
    var availableInitializersCache: [String: [AvailableInitializer]] = [:]
    /// How many times a construction's initializer was chosen (`chooseInitializer`): once per
    /// construction the general way, once per call site and generation in compiled code.
    var initializerChoicesMade = 0
    /// Above zero while a bundled module makes an object of its own through a private
    /// initializer (`init(_key:)`): the system's objects (the app's window), whose initializers
    /// no program called, are not listed in the reply.
    var quietInitializers = 0
    /// Objects being constructed: the classes of their chain (subclass first) whose stored
    /// properties have not taken their default values yet — each does as its designated
    /// initializer begins (`Interpreter+Classes`). Empty between constructions.
    var pendingDefaults: [ObjectID: (classes: [String], generics: [String: String])] = [:]
    var compiledClosures: [CompiledClosureKey: CompiledBody?] = [:]
    /// Leak checks put off to the end of the transaction (see `reportLeaks`).
    var leakChecks = LeakChecks()
    var compiledGeneration = -1
    /// Counts the times compiled bodies were forgotten (`forgetCompiledBodiesIfStale`); never undone.
    var compiledEpoch = 0
    /// Calls of user functions and methods that returned (`callReturned`): a general call asks
    /// whether one ran under it.
    var userCallsReturned = 0
    /// How many times a mutation found a container's storage shared and copy-on-write copied
    /// it (`changingStorage`): what the tests of mutation in place count.
    var storageCopies = 0
    /// How many times compiled code handed an expression or a statement to the general
    /// evaluator (`BodyCompiler.fallback`): what the tests of compiled coverage count.
    var generalRuns = 0
    /// Virtual time and the jobs due on it.
    var clock = VirtualClock()
    /// Tasks that have not finished, by id.
    var coroutines: [Int: Coroutine] = [:]
    var nextCoroutineID = 0
    /// What finished tasks gave that a handle can still read (`Task.value`), by task id.
    var taskOutcomes: [Int: TaskOutcome] = [:]
    /// The `async let`s of the blocks running now, innermost last: one still unread when its
    /// block ends is cancelled and awaited there (`Interpreter.finishAsyncLets`).
    var pendingAsyncLets: [PendingAsyncLet] = []
    /// Tasks parked in `task.value`, by the id of the task they wait for.
    var taskAwaiters: [Int: [Int]] = [:]
    /// The task a trap (or a limit) escaped from during the running command when the clock had
    /// woken it (not a cancellation), if one did: the session ends that task after rolling the
    /// command back (`terminateTask`).
    public var trappedTask: Int?
    /// The task running now (nil: the command itself).
    var currentCoroutine: Coroutine?
    /// Tasks holding a mapped native stack (`mappedTaskStacks`).
    var taskStacks = 0
    /// Tasks resumed by the running command (a failed one that ran any is replayed, not undone).
    var tasksRun = 0
    var isCollecting = false
    /// Above 0 while a `for` loop's sequence is evaluated (`evaluatingLoopSequence`).
    var keepingTemporaries = 0
    /// The receivers of the running method calls whose receiver may be a temporary, by the
    /// call's location (`evaluateCall`).
    var temporaryReceivers: [(location: SourceLocation, receiver: Value)] = []
    /// UUIDs made so far (each `UUID()` is the next in a fixed sequence).
    var uuidCount = 0
    /// Printed text not yet ended by a newline.
    var pendingOutput = ""
    /// The buffers of the `encode(to:)` calls running, innermost last (`JSONEncodingContainers`).
    var encodingBuffers: [EncodingBuffer] = []

    public init() {
        globals.counts = heap.counts
        let link = Unretained<Interpreter>()
        link.bind(self)
        self.link = link
        heap.counts.taskRoots = { id in link.target?.taskRoots(id) }
    }

    /// What refers back to the interpreter without owning it (see `Unretained`).
    private var link: Unretained<Interpreter>?

    deinit { link?.clear() }

    /// Standard-library types the interpreter provides (`Int`, `String`, `ObjectIdentifier`, …).
    public static var builtinTypeNames: Set<String> { Builtins.typeNames.union(FrameworkTypes.typeNames) }
    /// Free functions the interpreter provides (`print`, `min`, …).
    public static var builtinFunctionNames: Set<String> { Builtins.globalFunctions }
    /// Global constants the interpreter provides (`NSEC_PER_SEC`).
    public static var builtinValueNames: Set<String> { Builtins.globalConstantNames }

    /// Starts a new command: resets the step counter.
    public func beginCommand() {
        steps = 0
        interruptPending = false
        longWorkUnits = 0
    }

    // MARK: Loading

    /// Adds a program's declarations and runs its top-level statements and variables.
    public func load(_ program: Program) throws {
        // A file's declarations do not depend on their order (The Swift Programming Language,
        // "Extensions": an extension adds to a type declared anywhere): the types first, then the
        // extensions, so that `extension LoginView { class ViewModel … }` written above `struct
        // LoginView` adds to the type, not to a stand-in the type's declaration then replaced.
        for case .type(let decl) in program.declarations { types.register(decl) }
        for declaration in program.declarations {
            switch declaration {
            case .type: break
            case .extension(let decl): types.register(decl)
            case .function(let decl): types.register(decl)
            case .typealias(let decl): types.register(decl)
            case .variable(let decl) where decl.isComputed: types.registerComputedGlobal(decl)
            case .import, .variable, .statement: break
            }
        }
        // A top-level `defer` runs when the program's top-level code ends, after the statements
        // below it, last first (The Swift Programming Language, "Deferred Actions": "just before
        // code execution leaves the current scope"); here, when the input's code ends.
        var deferred: [(block: [Statement], location: SourceLocation)] = []
        for declaration in program.declarations {
            switch declaration {
            case .statement(let statement):
                if case .defer(let block) = statement.kind {
                    deferred.append((block, statement.location))
                    continue
                }
                try topLevel(at: statement.location) {
                    let frame = frames[frames.count - 1]  // safe: the frame `withFrame` just pushed
                    _ = try execute([statement], in: frame.scope, builder: nil)
                }
            case .variable(let property):
                try topLevel(at: property.location) {
                    try declareGlobal(property)
                }
                // A statement's safe point: what its initializer's calls and temporaries let go
                // is freed before the next statement runs (`let n = count()` frees `count`'s locals).
                if heap.needsCollection { try collectGarbage() }
            default: break
            }
        }
        for (block, location) in deferred.reversed() {
            try topLevel(at: location) {
                let frame = frames[frames.count - 1]  // safe: the frame `withFrame` just pushed
                _ = try execute(block, in: frame.scope, builder: nil)
            }
        }
        try collectGarbage(finishingLeakChecks: true)
    }

    private func declareGlobal(_ property: PropertyDecl) throws {
        if property.isComputed {
            // Read through its getter (`computedGlobal`); a setter is not run.
            if property.setter != nil {
                throw RuntimeError.notSupported("a computed top-level variable with a setter", at: property.location)
            }
            globals.remove(property.name)
            return
        }
        if property.isBoundByPattern {
            // `let (done, open) = …`: the first name's declaration binds them all, as a statement would.
            guard let binding = property.patternBinding else { return }
            let statement = VariableBinding(isLet: property.isLet, pattern: binding.pattern, type: binding.type,
                                            value: property.initializer, modifiers: property.modifiers)
            _ = try execute([Statement(.variable(statement), at: property.location)], in: globals, builder: nil)
            heap.needsCollection = true
            return
        }
        var value = Value.nil
        if let initializer = property.initializer {
            value = try evaluate(initializer, in: globals, expected: property.type)
        }
        let box = Box(value, isLet: property.isLet, isWeak: property.modifiers.contains(.weak))
        box.isOptional = property.type.map(\.isOptional)
            ?? (property.modifiers.contains(.weak) || (property.initializer.map { isOptional($0, in: globals) } ?? false))
        box.declaredType = property.type ?? property.initializer.flatMap { literalType(of: $0, in: globals) }
        globals.declare(property.name, box)
        heap.needsCollection = true
    }

    /// Removes a session variable (used by `reset`-like host commands).
    public func removeGlobal(_ name: String) {
        globals.remove(name)
        heap.needsCollection = true
    }

    // MARK: Entry points for the host

    /// Evaluates an expression typed by the user (`mount ContentView()`), in the global scope;
    /// `expected` is the type a declaration gives it (`.standard` in `var theme: Theme = .standard`).
    /// An error thrown and not caught there traps, as Swift's top-level code does
    /// (`Fatal error: Error raised at top level: …`), at the expression.
    public func evaluateTopLevel(_ expr: Expr, expected: TypeReference? = nil) throws -> Value {
        try topLevel(at: expr.location) {
            try evaluate(expr, in: globals, expected: expected)
        }
    }

    /// Runs top-level code in a frame of its own: an error it throws and does not catch traps
    /// there, as in Swift's top-level code (`Fatal error: Error raised at top level: …`).
    private func topLevel<T>(at location: SourceLocation, _ body: () throws -> T) throws -> T {
        do {
            return try withFrame(name: "top level", location: location, scope: globals, body)
        } catch let thrown as ThrownError {
            throw RuntimeError.trap("Fatal error: Error raised at top level: \(Describe.debug(thrown.value, self))", at: location)
        }
    }

    /// Calls a function value with positional arguments. With `viewBuilder`, a closure's body
    /// runs as a `@ViewBuilder`.
    public func call(_ function: Value, arguments: [Value], viewBuilder: Bool = false,
                     at location: SourceLocation = .builtin) throws -> Value {
        guard case .function(let callable) = function else {
            // SE-0249: a key path passed where a function goes (`lazy.map(\.name)`).
            if case .keyPath(let components) = function, arguments.count == 1 {
                return try apply(keyPath: components, to: arguments[0], at: location)
            }
            throw RuntimeError(.trap, "cannot call a value of type '\(Describe.typeName(of: function, heap: heap))'", at: location)
        }
        return try callPositional(callable, arguments: arguments, viewBuilder: viewBuilder, at: location)
    }

    /// Runs `body(content:)` of a `ViewModifier` value as a `@ViewBuilder` (as the protocol
    /// declares it), with `content` the view it modifies.
    public func evaluateModifierBody(of modifier: Value, content: Value, at location: SourceLocation = .builtin) throws -> Value {
        try evaluateBuilderMethod("body", of: modifier, argument: content, at: location) {
            "type '\($0)' does not conform to protocol 'ViewModifier'"
        }
    }

    /// Runs `makeBody(configuration:)` of a style of the program's own (`ToggleStyle`,
    /// `ButtonStyle`, `LabelStyle`) as a `@ViewBuilder`, as the protocols declare it.
    public func evaluateStyleBody(of style: Value, configuration: Value, at location: SourceLocation = .builtin) throws -> Value {
        try evaluateBuilderMethod("makeBody", of: style, argument: configuration, at: location) {
            "type '\($0)' has no makeBody(configuration:)"
        }
    }

    /// The one-parameter method `name` of a struct value, run as a `@ViewBuilder`.
    private func evaluateBuilderMethod(_ name: String, of receiver: Value, argument: Value, at location: SourceLocation,
                                       missing: (String) -> String) throws -> Value {
        guard case .structValue(let value) = receiver, let info = types.type(value.typeName),
              var method = info.methods[name]?.first(where: { $0.parameters.count == 1 }) else {
            throw RuntimeError(.trap, missing(Describe.typeName(of: receiver, heap: heap)), at: location)
        }
        if let builder = FrameworkLayer.builderAttribute, !method.hasAttribute(builder) {
            method.attributes.append(Attribute(name: builder, arguments: [], location: method.location))
        }
        let input = ArgumentInput.value(ArgumentValue(label: method.parameters[0].label, value: argument, location: location))
        return try callFunction(BoundFunction(declaration: method, ownerType: value.typeName, receiver: receiver), arguments: [input], at: location)
    }

    /// Runs the `body` of a user view value as a `@ViewBuilder`.
    public func evaluateBody(of view: Value, at location: SourceLocation = .builtin) throws -> Value {
        guard case .structValue(let value) = view, let info = types.type(value.typeName) else {
            throw RuntimeError(.trap, "not a view value", at: location)
        }
        guard let body = info.computedProperties["body"], let getter = body.getter else {
            throw RuntimeError(.trap, "type '\(value.typeName)' does not conform to protocol 'View'", at: info.declaration.nameLocation)
        }
        return try runGetter(getter, of: body, self: view, typeName: value.typeName, builder: true, name: "\(value.typeName).body")
    }

    /// Reads a member (property) of a value, as `value.name` would.
    public func member(_ name: String, of value: Value, at location: SourceLocation = .builtin) throws -> Value {
        try withFrame(name: "member", location: location, scope: globals) {
            try memberValue(of: value, name: name, at: location)
        }
    }

    /// Applies a key path (`\.id`, `\.self`) to a value.
    /// The index a key path's subscript component (`[0]`, `["ann"]`) holds.
    static func keyPathIndex(_ component: String) -> Value {
        let inner = component.dropFirst().dropLast()
        if inner.hasPrefix("\""), inner.hasSuffix("\""), inner.count >= 2 { return .string(String(inner.dropFirst().dropLast())) }
        return Int(inner).map(Value.int) ?? .string(String(inner))
    }

    public func apply(keyPath components: [String], to value: Value, at location: SourceLocation = .builtin) throws -> Value {
        var current = value
        for component in components where component != "self" {
            switch component {
            case "?":
                // `\.manager?.name`: nil as soon as an optional on the way is nil.
                if readWeak(current).isNil { return .nil }
            case "!":
                if readWeak(current).isNil {
                    throw RuntimeError.trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: location)
                }
            case _ where component.hasPrefix("["):
                // `\.sections[0]`, `\.scores["ann"]`: the subscript by that literal.
                current = try subscriptValue(readWeak(current), [Self.keyPathIndex(component)], labels: [nil], at: location)
            default:
                current = try member(component, of: current, at: location)
            }
        }
        return current
    }

    /// Builds a value of a user or host type from labelled argument values.
    public func construct(typeName: String, arguments: [ArgumentValue], at location: SourceLocation) throws -> Value {
        try withFrame(name: "\(typeName).init", location: location, scope: globals) {
            try constructType(typeName, arguments: arguments.map { .value($0) }, scope: globals, at: location)
        }
    }

    /// Whether two values are equal as SwiftUI compares view inputs: values by `==`,
    /// objects by identity, closures never equal.
    public func viewInputsEqual(_ lhs: Value, _ rhs: Value) -> Bool {
        Equality.inputsEqual(lhs, rhs)
    }

    /// `String(describing:)` of a value.
    public func describe(_ value: Value) -> String {
        Describe.description(of: value, interpreter: self)
    }

    /// Records a warning in the command's log.
    public func warn(_ message: String) {
        log.append(.warning(message))
    }

    // MARK: Frames and limits

    func withFrame<T>(name: String, location: SourceLocation, scope: Scope, staticType: String? = nil,
                      initializing: String? = nil, _ body: () throws -> T) throws -> T {
        try checkCallDepth(name: name, location: location)
        let frame = Frame(name: name, location: location, scope: scope, staticType: staticType ?? frames.last?.staticType,
                          initializing: initializing)
        frames.append(frame)
        defer {
            frames.removeLast()  // safe: the frame appended just above
            if Self.scopeHoldsReferences(scope) {
                heap.needsCollection = true
                rankReleases(of: scope)
            } else if !frame.temporaries.isEmpty {
                heap.needsCollection = true
            }
            // A statement that threw never released what it held.
            if !frame.heldTokens.isEmpty { releaseHeld(in: frame, from: 0) }
        }
        return try body()
    }

    /// The recursion limit and the native stack's room, before a frame for `name` is pushed.
    @inline(__always)
    func checkCallDepth(name: String, location: SourceLocation) throws {
        if frames.count < recursionLimit, NativeStack.hasRoom() { return }
        try callDepthExceeded(name: name, location: location)
    }

    /// The error of a call `checkCallDepth` refuses: the recursion limit's, else the native stack's.
    @inline(never)
    private func callDepthExceeded(name: String, location: SourceLocation) throws {
        if frames.count >= recursionLimit {
            // The calls, innermost first, a repeated call once with its count, then the
            // outermost calls (where the recursion was entered from).
            var chain: [(line: String, count: Int)] = []
            for frame in frames.reversed() {
                let place = frame.location.file == location.file ? "\(frame.location.line):\(frame.location.column)"
                                                                   : frame.location.description
                let line = "  in \(frame.name) at \(place)"
                if chain.last?.line == line { chain[chain.count - 1].count += 1 } else { chain.append((line, 1)) }
            }
            if chain.count > 8 { chain = Array(chain.prefix(4)) + [("  …", 1)] + Array(chain.suffix(3)) }
            let notes = chain.map { $0.count > 1 ? "\($0.line) (×\($0.count))" : $0.line }
            // An initializer that delegates to itself (`self.init(coder:)` inside
            // `init(coder:)`): name the initializer chain.
            if name.contains(".init("), frames.suffix(20).allSatisfy({ $0.name.contains(".init(") }) {
                throw RuntimeError(.recursionLimit,
                                   "initializer recursion: \(name) delegates to itself without end (\(recursionLimit) nested initializer calls)",
                                   at: location, notes: notes)
            }
            throw RuntimeError(.recursionLimit,
                               "recursion limit exceeded: \(recursionLimit) nested calls (infinite recursion?) calling \(name)",
                               at: location, notes: notes)
        }
        guard NativeStack.hasRoom() else {
            throw RuntimeError(.recursionLimit,
                               "calls nested too deeply for the playground's native stack (\(frames.count) calls deep) calling \(name)",
                               at: location)
        }
    }

    var currentFrame: Frame? { frames.last }

    /// Where the program called into a bundled module: the innermost running call made from
    /// the program's own source (a module's "not supported" names the program's line).
    public var programCallSite: SourceLocation? {
        frames.last { !$0.location.file.hasPrefix("<module ") }?.location
    }

    /// Pins a value in the running statement so a collection during the rest of the
    /// statement does not free it.
    @inline(__always)
    func pin(_ value: Value) {
        switch value {
        case .void, .nil, .int, .double, .bool, .range: return  // holds nothing: asked nothing
        default: pinHolding(value)
        }
    }

    @inline(never)
    private func pinHolding(_ value: Value) {
        guard References.mayHoldReferences(value), let frame = frames.last else { return }
        frame.temporaries.append(value)
    }

    /// The running statement ended: what it pinned from `mark` on is let go, in the order it
    /// was made (`Heap.releasedValues`).
    func releaseTemporaries(of frame: Frame, from mark: Int) {
        for value in frame.temporaries[mark...] { heap.rankRelease(of: value) }
        frame.temporaries.removeSubrange(mark...)
        heap.needsCollection = true
    }

    /// Keeps `value` alive until the running statement ends, as `pin` does, but counted rather
    /// than scanned: for values a builtin gathers one call of user code at a time (a `map` of
    /// n objects would otherwise make each of the n calls' safe points scan all gathered so far).
    func hold(_ value: Value) {
        // NB: the value first: a number is asked nothing more (the frame is not even retained).
        guard References.mayHoldReferences(value), let frame = frames.last else { return }
        frame.heldTokens.append(heap.counts.retain(value))
    }

    /// Releases what `frame` holds (`hold`) from position `start` on.
    func releaseHeld(in frame: Frame, from start: Int) {
        guard frame.heldTokens.count > start else { return }
        for token in frame.heldTokens[start...] { heap.counts.release(token) }
        frame.heldTokens.removeSubrange(start...)
        heap.needsCollection = true
    }

    /// One step of the command's budget; every 1,024th also polls for `interrupt`.
    @inline(__always)
    func step(at location: SourceLocation) throws {
        steps += 1
        if steps > stepBudget || interruptPending || steps & 0x3FF == 0 { try stepChecks(at: location) }
    }

    /// What `step` checks when its budget is spent, an interrupt is pending or a poll is due.
    @inline(never)
    private func stepChecks(at location: SourceLocation) throws {
        if steps > stepBudget {
            throw RuntimeError(.stepLimit,
                               "step limit exceeded: the command ran \(stepBudget) steps without finishing (an infinite loop?)",
                               at: location)
        }
        if interruptPending || (steps & 0x3FF == 0 && isInterrupted()) {
            throw RuntimeError(.interrupted, "interrupted", at: location)
        }
    }

    /// For work that cannot throw and may be long — an element described, a node of the tree
    /// taken: true once `interrupt` was heard (polled every 1,024 units), and the command then
    /// fails with `interrupted` at its next step or when it ends. The caller stops early; what
    /// it made is incomplete and never shown.
    public func longWorkShouldStop() -> Bool {
        if interruptPending { return true }
        longWorkUnits &+= 1
        if longWorkUnits & 0x3FF == 0, isInterrupted() { interruptPending = true }
        return interruptPending
    }

    /// Throws `interrupted` when work that cannot throw stopped early for an interrupt.
    public func throwIfInterruptPending(at location: SourceLocation? = nil) throws {
        if interruptPending { throw RuntimeError(.interrupted, "interrupted", at: location) }
    }

    /// `scope` ended: its variables are let go last declared first (`Heap.releasedValues`); not
    /// `self`, which an initializer hands to its caller and a method never owned.
    func rankReleases(of scope: Scope) {
        for (name, box) in scope.variables.entries.reversed() where !box.isWeak && name != "self" {
            heap.rankRelease(of: box.value)
        }
    }

    static func scopeHoldsReferences(_ scope: Scope) -> Bool {
        scope.variables.values.contains { References.mayHoldReferences($0.value) }
    }
}

/// A small deterministic generator for `Int.random(in:)`: the same script draws the same numbers.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Interpreter {
    /// Sets a property of a class instance as `object.name = value` would.
    public func setProperty(_ name: String, ofObject id: ObjectID, to value: Value, at location: SourceLocation) throws {
        guard let object = heap.objects[id] else {
            throw RuntimeError(.trap, "object was already deallocated", at: location)
        }
        try withFrame(name: "set \(name)", location: location, scope: globals) {
            try setProperty(name, of: object, to: value, at: location)
        }
    }

    /// An `@autoclosure` of `expr`, evaluated in the global scope when called.
    public func autoclosure(_ expr: Expr) -> Value {
        makeAutoclosure(expr, in: globals)
    }
}

extension Interpreter {
    /// `lhs == rhs` as user code would evaluate it (a user `==` when the type declares one).
    public func equal(_ lhs: Value, _ rhs: Value) throws -> Bool {
        try withFrame(name: "==", location: .builtin, scope: globals) {
            try valuesEqual(lhs, rhs, at: .builtin)
        }
    }
}

extension Interpreter {
    /// A duration value (`.milliseconds(500)`, `Duration`, seconds as a number) in nanoseconds.
    public static func nanoseconds(of value: Value) -> Int64? {
        Builtins.nanoseconds(of: value)
    }

    /// The objects `value` strongly references (through structs, collections, closures).
    public static func references(in value: Value) -> [ObjectID] {
        References.strongReferences(in: value)
    }

    /// Whether `value` may reference an object (false: holding or dropping it changes no count).
    public static func mayHoldReferences(_ value: Value) -> Bool {
        References.mayHoldReferences(value)
    }
}
