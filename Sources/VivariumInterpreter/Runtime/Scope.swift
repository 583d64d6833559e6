import VivariumSyntax

/// A variable: a mutable cell shared by the scope that declared it and the closures that capture it.
public final class Box {
    /// The value as stored: a write through `value` also tells the counts.
    private var storage: Value
    public var value: Value {
        get { storage }
        // A session variable, or one a counted holder's closure captures: recount its holders.
        set {
            willChange()
            storage = newValue
            watcher?.variableChanged(self)
        }
    }
    /// When it was made, and when it last saved itself for the undo log (`UndoLog`): a variable
    /// older than the running command saves what it holds before its first write in it.
    let birth = UndoLog.now
    private var saved = 0
    /// The reference counts that must hear about writes (nil: nobody counts through this box).
    var watcher: ReferenceCounts? {
        get { watcherLink?.target }
        set {
            if newValue !== watcher { willChange() }
            watcherLink = newValue?.link
        }
    }
    private var watcherLink: Unretained<ReferenceCounts>?
    public let isLet: Bool
    /// `weak var` / `[weak x]`: does not keep its object alive.
    public let isWeak: Bool
    /// Set once a `let` declared without a value has been assigned.
    public var isInitialized: Bool { willSet { willChange() } }
    /// The variable's static type is Optional (declared `T?`, or initialized from an
    /// optional expression): printing its value shows `Optional(…)`.
    public var isOptional = false { willSet { willChange() } }
    /// The type written in the declaration (`let xs: [Int?]`), when there is one: printing
    /// follows it, so optionals inside collections show `Optional(…)`.
    public var declaredType: TypeReference? { willSet { willChange() } }
    /// For `item` of a `{ $item in … }` closure: the binding it reads and writes through.
    public var projection: BuiltinValue? {
        get { projected?.binding }
        set {
            willChange()
            projected = newValue.map(Projection.init)
        }
    }
    /// Out of line: few variables have one, and every box carried the room for it (48 bytes).
    private var projected: Projection?
    /// For a `lazy var` local not read or written yet: what gives its first value (out of
    /// line, as rare).
    var lazyInitializer: LazyInitializer? { willSet { willChange() } }

    public init(_ value: Value, isLet: Bool = false, isWeak: Bool = false, isInitialized: Bool = true) {
        self.storage = value
        self.isLet = isLet
        self.isWeak = isWeak
        self.isInitialized = isInitialized
    }
}

extension Box {
    /// Changes the value in place — taken out while it changes, so that no second reference
    /// makes copy-on-write copy it — then tells the counts, as a write through `value` does.
    func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        willChange()
        var current = storage
        storage = .void
        defer {
            storage = current
            watcher?.variableChanged(self)
        }
        return try body(&current)
    }

    /// The write barrier: before the first write of a command to a variable older than it,
    /// the undo log gets what the variable holds now.
    @inline(__always)
    func willChange() {
        guard let log = UndoLog.active, log.shouldSave(birth: birth, saved: &saved) else { return }
        let (value, initialized, optional, declared, projected) = (storage, isInitialized, isOptional, declaredType, projection)
        let (watching, lazy) = (watcherLink, lazyInitializer)
        log.record { [self] in
            storage = value
            saved = 0
            restore(initialized, optional, declared, projected, lazy)
            watcherLink = watching
        }
    }

    private func restore(_ initialized: Bool, _ optional: Bool, _ declared: TypeReference?, _ projected: BuiltinValue?,
                         _ lazy: LazyInitializer?) {
        // NB: through the stored properties' observers, with no log active (a rollback runs none).
        isInitialized = initialized
        isOptional = optional
        declaredType = declared
        projection = projected
        lazyInitializer = lazy
    }

    /// Whether a write may change the value in place: a plain variable, not a binding's
    /// projection, a weak reference or a constant already set.
    var isPlainVariable: Bool { projection == nil && !isWeak && !(isLet && isInitialized) }
}

/// The initial value of a `lazy var` local, evaluated at its first read (`Interpreter.initializeLazy`).
final class LazyInitializer {
    let value: Expr
    let type: TypeReference?
    /// Where it was declared. Safe weak: the variable can be read only from there or from a
    /// closure, which keeps that scope.
    private(set) weak var scope: Scope?

    /// For an `async let`, the child task computing the value: the first read awaits it.
    let childTask: Int?

    init(value: Expr, type: TypeReference?, scope: Scope, childTask: Int? = nil) {
        self.value = value
        self.type = type
        self.scope = scope
        self.childTask = childTask
    }
}

/// A scope's variables by name, in declaration order. Most scopes hold a few (a call's
/// parameters, a body's `self`, which a row's button action keeps for the row's life): they
/// are a list searched in order, one allocation, where a dictionary and an order array were
/// two (about 220 bytes for one variable). A scope that grows past `indexedCount` (the
/// globals) gets a table by name too.
public struct ScopeVariables {
    private(set) var entries: [(name: String, box: Box)] = []
    private var indexByName: [String: Int]?
    static let indexedCount = 12

    public subscript(name: String) -> Box? {
        position(of: name).map { entries[$0].box }
    }

    /// The box of `name`, if here: the names compared where they lie (a search whose closure
    /// is given each entry copies it, retaining its name and its box).
    @inline(__always)
    func box(named name: String) -> Box? {
        if let indexByName { return indexByName[name].map { entries[$0].box } }
        return entries.withUnsafeBufferPointer { entries in
            var index = 0
            while index < entries.count {
                if entries[index].name == name { return entries[index].box }
                index += 1
            }
            return nil
        }
    }

    /// The boxes in declaration order.
    public var values: LazyMapSequence<[(name: String, box: Box)], Box> { entries.lazy.map(\.box) }
    /// The names in declaration order.
    public var names: LazyMapSequence<[(name: String, box: Box)], String> { entries.lazy.map(\.name) }
    public var isEmpty: Bool { entries.isEmpty }
    public var count: Int { entries.count }

    private func position(of name: String) -> Int? {
        if let indexByName { return indexByName[name] }
        return entries.withUnsafeBufferPointer { entries in
            var index = 0
            while index < entries.count {
                if entries[index].name == name { return index }
                index += 1
            }
            return nil
        }
    }

    /// Gives `name` the box; returns the one it had (its place in the order stays).
    mutating func updateValue(_ box: Box, forKey name: String) -> Box? {
        if let index = position(of: name) {
            let old = entries[index].box
            entries[index].box = box
            return old
        }
        entries.append((name, box))
        if indexByName != nil {
            indexByName?[name] = entries.count - 1
        } else if entries.count > Self.indexedCount {
            indexByName = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($0.element.name, $0.offset) })
        }
        return nil
    }

    mutating func removeValue(forKey name: String) -> Box? {
        guard let index = position(of: name) else { return nil }
        let old = entries.remove(at: index).box
        if indexByName != nil {
            indexByName = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($0.element.name, $0.offset) })
        }
        return old
    }

    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }
}

/// A variable's projection (`$item`), kept apart from the box.
final class Projection {
    let binding: BuiltinValue
    init(_ binding: BuiltinValue) { self.binding = binding }
}

/// A lexical scope: variables by name, and the enclosing scope.
public final class Scope {
    public private(set) var variables = ScopeVariables()
    /// Declaration order, so traces and descriptions are deterministic.
    public var order: LazyMapSequence<[(name: String, box: Box)], String> { variables.names }
    public let parent: Scope?
    /// The global scope (session variables) is a root of its own and never traced as a capture.
    public let isGlobal: Bool
    /// For the global scope: the counts its variables hold references in.
    var counts: ReferenceCounts? {
        get { countsLink?.target }
        set { countsLink = newValue?.link }
    }
    private var countsLink: Unretained<ReferenceCounts>?

    /// When it was made, and when it last saved its variables for the undo log: a scope older
    /// than the running command (the globals, a closure's captured scope) saves them before
    /// its first change in it.
    let birth = UndoLog.now
    private var saved = 0

    public init(parent: Scope?, isGlobal: Bool = false) {
        self.parent = parent
        self.isGlobal = isGlobal
    }

    @inline(__always)
    private func willChange() {
        guard let log = UndoLog.active, log.shouldSave(birth: birth, saved: &saved) else { return }
        let variables = self.variables
        log.record { [self] in self.variables = variables }
    }

    public func declare(_ name: String, _ box: Box) {
        willChange()
        // One look-up of the name: the box goes in, the one it replaces (if any) comes out.
        if let old = variables.updateValue(box, forKey: name) { counts?.removeVariable(old) }
        counts?.declareVariable(box)
    }

    /// Room for `count` variables (a call's parameters), so declaring them grows nothing.
    func reserveCapacity(_ count: Int) {
        willChange()
        variables.reserveCapacity(count)
    }

    public func remove(_ name: String) {
        willChange()
        if let old = variables.removeValue(forKey: name) { counts?.removeVariable(old) }
    }

    public func removeAll() {
        willChange()
        for box in variables.values { counts?.removeVariable(box) }
        variables = ScopeVariables()
    }

    /// The box for `name` in this scope or an enclosing one.
    /// NB: the chain is walked unretained (each scope holds its parent, and the first is held
    /// by the caller), and each scope's names compared in place (`ScopeVariables.box(named:)`).
    public func lookup(_ name: String) -> Box? {
        lookup(name, stoppingAtGlobals: false)
    }

    /// Like `lookup`, but stops before the global scope (what a closure really captures).
    func lookupCapture(_ name: String) -> Box? {
        lookup(name, stoppingAtGlobals: true)
    }

    @inline(__always)
    private func lookup(_ name: String, stoppingAtGlobals: Bool) -> Box? {
        var current = Unmanaged.passUnretained(self)
        while true {
            let step: (found: Box?, parent: Unmanaged<Scope>?, stop: Bool) = current._withUnsafeGuaranteedRef { scope in
                if stoppingAtGlobals, scope.isGlobal { return (nil, nil, true) }
                if let box = scope.variables.box(named: name) { return (box, nil, true) }
                guard let parent = scope.parent else { return (nil, nil, true) }
                return (nil, Unmanaged.passUnretained(parent), false)
            }
            if step.stop { return step.found }
            // Safe: `step.parent` is held by the scope before it in the chain.
            current = step.parent.unsafelyUnwrapped
        }
    }
}
