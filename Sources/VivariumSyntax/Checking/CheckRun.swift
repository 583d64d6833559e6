/// One run of the checker over one program.
final class CheckRun {
    let environment: CheckerEnvironment
    let program: Program
    /// The earlier inputs, whose declarations the program may name.
    let previous: [Program]
    let symbols: SymbolTable
    let tokens: SourceTokens?

    /// Declaration-level diagnostics (each error followed by its notes), reported first.
    var declarationGroups: [[Diagnostic]] = []
    /// Diagnostics from bodies and initial values.
    var bodyGroups: [[Diagnostic]] = []
    /// Counts errors reported in bodies, to stop diagnosing a call whose arguments failed.
    var bodyErrorCount = 0
    /// Diagnostics of the compiler's SIL passes (definite initialization, infinite
    /// recursion): swiftc reports them only when type checking found no error.
    var lateGroups: [[Diagnostic]] = []

    /// Local scopes, innermost last.
    var scopes: [[String: Local]] = []
    /// Names declared later in each open block: a use before the declaration is another
    /// error (`use of local variable before its declaration`), not reported here.
    var pendingNames: [Set<String>] = []
    /// The top-level variable whose initial value is being checked, and whether it names
    /// itself there (`let progress = progress > 1 ? 1 : progress`: a circular reference).
    var initializingGlobal: (name: String, namesItself: Bool)?
    /// Polled per declaration, member, statement and expression: `interrupt` stops a long check.
    let stop: PhaseStop
    /// Collects the declarations of other inputs the program names, when asked.
    let uses: NameUses?
    /// Collects what the checker resolved for the interpreter, when asked.
    let resolution: ResolvedMembers?

    init(environment: CheckerEnvironment, program: Program, previous: [Program], symbols cache: SymbolCache? = nil,
         tokens: SourceTokens?, stop: PhaseStop = .never(), uses: NameUses? = nil, resolution: ResolvedMembers? = nil) {
        self.environment = environment
        self.stop = stop
        self.uses = uses
        self.resolution = resolution
        self.program = program
        self.previous = previous
        self.symbols = cache?.table(of: previous, then: program) ?? SymbolTable(programs: previous, then: program)
        self.tokens = tokens
    }

    func run() -> [Diagnostic] {
        // NB: building the symbol table (in init) cannot stop; it is linear in the declarations.
        if stop.pollNow() { return [] }
        // A missing module is fatal in swiftc: nothing else of the file is reported.
        let missing = missingModules()
        if !missing.isEmpty { return missing }
        checkDeclarations()
        if stop.pollNow() { return [] }
        checkBodies()
        // Body errors stay in checking order (source order, except that a result-builder
        // statement reports its unresolved names first); declaration errors come first.
        let byLocation: ([Diagnostic], [Diagnostic]) -> Bool = { $0[0] < $1[0] }
        let checked = (stableSorted(declarationGroups, by: byLocation) + bodyGroups).flatMap { $0 }
        if checked.contains(where: { $0.severity == .error }) { return checked }
        return checked + stableSorted(lateGroups, by: byLocation).flatMap { $0 }
    }

    private func stableSorted(_ groups: [[Diagnostic]], by less: ([Diagnostic], [Diagnostic]) -> Bool) -> [[Diagnostic]] {
        groups.enumerated().sorted { a, b in
            if less(a.element, b.element) { return true }
            if less(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }

    // MARK: Reporting

    func report(_ message: String, at location: SourceLocation, notes: [(String, SourceLocation?)] = []) {
        var group = [Diagnostic.error(message, at: location)]
        for (note, at) in notes { if let at { group.append(Diagnostic(.note, note, at: at)) } }
        bodyGroups.append(group)
        bodyErrorCount += 1
    }

    func reportDeclaration(_ message: String, at location: SourceLocation, notes: [(String, SourceLocation?)] = []) {
        var group = [Diagnostic.error(message, at: location)]
        for (note, at) in notes { if let at { group.append(Diagnostic(.note, note, at: at)) } }
        declarationGroups.append(group)
    }

    // MARK: Locations

    func shifted(_ location: SourceLocation, by columns: Int) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line, column: location.column + columns)
    }

    /// The `let`/`var` keyword of a declaration whose name (or statement) is at `location`.
    func letKeyword(before location: SourceLocation) -> SourceLocation? {
        tokens?.keyword(["let", "var"], before: location)
    }
}

/// The session-level declarations a checked program names: the user types (by name, or as the
/// type of a value whose members it uses), top-level functions and variables. What a later input
/// may not use once the declaration no longer checks (`Session`'s stale declarations).
public final class NameUses {
    public private(set) var names: Set<String> = []

    public init() {}

    func insert(_ name: String) { names.insert(name) }
}

/// A name bound in a local scope.
struct Local {
    enum Kind {
        /// `let`/`var` statement; `keyword` is where `let` is written, `initialized` whether
        /// it has an initial value.
        case variable(isLet: Bool, keyword: SourceLocation?, initialized: Bool)
        case parameter(Parameter)
        /// Closure parameters and `if let` bindings: immutable, no declaration note.
        case immutableBinding
        /// Other pattern bindings (`for`, `case`): mutability unknown.
        case binding
    }
    var kind: Kind
    var type: TypeReference?
    /// Where the name is written (for redeclaration notes), when known.
    var nameLocation: SourceLocation? = nil
    /// Initialized from a key-path literal (`let path = \Item.name`): a `KeyPath` value.
    var holdsKeyPath = false
}

/// Where a body is being checked.
struct Context {
    /// The user type whose members are in scope through implicit `self`.
    var typeName: String?
    /// Bare names cannot be judged here (an extension of a type the user did not declare).
    var isOpen = false
    var isStatic = false
    var isInitializer = false
    var selfMode: SelfMode = .none
    var genericNames: Set<String> = []
    /// The protocols the enclosing function's generic parameters are constrained to (`T: Greeter`).
    var genericConstraints: [String: [String]] = [:]
    var closureDepth = 0
    /// The declared result type of the function, getter or typed closure being checked
    /// (`return` values' context); `returnsFromClosure` for a closure's.
    var returnType: TypeReference?
    var returnsFromClosure = false
    /// Inside a function, initializer or closure body (a function declared here is local).
    var inBody = false
    /// Inside the operand of a `try` (it covers every call to its right, not closure bodies).
    var coveredByTry = false
    /// Inside the operand of an `await`.
    var coveredByAwait = false
    /// Directly in the body of an `async` function (not in a closure inside it).
    var isAsyncFunction = false
    /// A thrown error is handled here: a throwing function or initializer, a `do` with `catch`.
    var errorsHandled = false
    /// Inside a closure that captures `[weak self]`: `self` is an optional there until a
    /// `guard let self` (or `if let self`) binds it.
    var capturesSelfWeakly = false
    /// Checking an argument of a framework call (not `print`'s): its overloads, which the
    /// checker lists only in part, decide how swiftc words some mismatches (`Concatenation`).
    var inFrameworkArgument = false
    /// In a body that cannot await: a synchronous function, or a SwiftUI action closure
    /// (`Button`'s action, `onAppear`, …) that SwiftUI declares synchronous.
    var isSynchronousBody = false
    /// The closure about to be checked is one of those synchronous action closures.
    var synchronousClosure = false
    /// That closure's parameter is optional (`onAppear(perform:)`): swiftc words the mismatch
    /// of an async closure as a conversion (`CheckRun+SynchronousActions`).
    var synchronousClosureIsOptional = false
    /// Directly in such a closure taking no parameters: what makes it async or throwing.
    var actionEffects: ActionClosureEffects?
    /// The closure about to be checked escapes (a timer's block, a dispatch queue's work, a
    /// `sink`): in a class, its references to members must say `self` (`ImplicitSelf`).
    var escapingClosure = false
    /// Inside such a closure of a class's code without a capture list: where its `{` is.
    var implicitSelfClosure: SourceLocation?
    /// Checking the initial value of a stored instance property (not `lazy`): it runs before
    /// `self` exists, so the type's instance members cannot be named there.
    var inPropertyInitializer = false

    enum SelfMode {
        case none
        case mutable
        /// A non-mutating struct method or getter; `note` is the "mark … 'mutating'" note.
        case immutable(note: (String, SourceLocation)?)
        case unknown
    }
}
