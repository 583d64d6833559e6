/// A user type with the members of its body and of every extension in scope.
final class TypeInfo {
    let decl: TypeDecl
    let file: String
    /// Members of the type body, then of extensions, in program order.
    var members: [MemberDecl]
    /// Members declared in the type body only (initializers there suppress the memberwise init).
    let bodyMembers: [MemberDecl]
    /// Inherited names of the declaration and its extensions, without module prefix or generics.
    var inherited: [String]
    /// Enclosing type names, outermost first.
    let outer: [String]

    init(decl: TypeDecl, file: String, outer: [String]) {
        self.decl = decl
        self.file = file
        self.members = decl.members
        self.bodyMembers = decl.members
        self.inherited = decl.inheritedTypes.map { TypeInfo.bareName($0.name) }
        self.outer = outer
    }

    var name: String { decl.name }
    var kind: TypeKind { decl.kind }
    var isValueType: Bool { kind == .struct || kind == .enum }

    static func bareName(_ written: String) -> String {
        var name = written
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        return name.filter { $0 != " " }
    }

    var properties: [PropertyDecl] {
        members.compactMap { if case .property(let p) = $0 { return p } else { return nil } }
    }

    func property(_ name: String) -> PropertyDecl? {
        properties.first { $0.name == name }
    }

    func methods(_ name: String) -> [FunctionDecl] {
        members.compactMap { if case .function(let f) = $0, f.name == name { return f } else { return nil } }
    }

    /// Stored instance properties of the type body, in order.
    var storedProperties: [PropertyDecl] {
        bodyMembers.compactMap {
            if case .property(let p) = $0, !p.isComputed, !p.isStatic { return p } else { return nil }
        }
    }

    var bodyInitializers: [InitializerDecl] {
        bodyMembers.compactMap { if case .initializer(let i) = $0 { return i } else { return nil } }
    }

    var allInitializers: [InitializerDecl] {
        members.compactMap { if case .initializer(let i) = $0 { return i } else { return nil } }
    }
}

/// Declaration-level symbols of the session: the current program and the previous ones.
struct SymbolTable {
    var types: [String: TypeInfo] = [:]
    var functions: [String: [FunctionDecl]] = [:]
    var variables: [String: PropertyDecl] = [:]
    var typealiases: Set<String> = []
    /// What each typealias stands for (`typealias Reducer<S, A> = (inout S, A) -> Void`).
    var typealiasTypes: [String: TypeReference] = [:]
    /// Members added by extensions of types the user did not declare (`extension View { … }`).
    var foreignExtensionMembers: [String: [MemberDecl]] = [:]
    /// Names used by any extension of a non-user type: bare names inside them are unchecked.
    var foreignExtensionInherited: [String: [String]] = [:]
    /// Names of the user types' methods that throw or are async: a method call by any other
    /// name needs no `try` or `await`, so its receiver's type is not worked out again.
    private(set) var effectfulMethodNames: Set<String> = []

    /// The table of `programs` and then `last` (without an array of them all made first: a
    /// session checks each input against every earlier one).
    init(programs: [Program], then last: Program? = nil) {
        var extensions: [(ExtensionDecl, String)] = []
        for index in 0..<(programs.count + (last == nil ? 0 : 1)) {
            // Safe: past the programs' indices only when `last` is given.
            let program = index < programs.count ? programs[index] : last!
            for declaration in program.declarations {
                switch declaration {
                case .type(let type): register(type, file: program.file, outer: [], program: index)
                case .extension(let ext): extensions.append((ext, program.file))
                case .function(let function): register(function, program: index)
                case .variable(let variable): variables[variable.name] = variables[variable.name] ?? variable
                case .typealias(let alias):
                    typealiases.insert(alias.name)
                    typealiasTypes[alias.name] = alias.type
                case .import, .statement: break
                }
            }
        }
        for (ext, _) in extensions {
            let name = TypeInfo.bareName(ext.extendedType)
            if let info = types[name] {
                info.members += ext.members
                info.inherited += ext.inheritedTypes.map { TypeInfo.bareName($0.name) }
                for member in ext.members { registerNested(member, outer: info.outer + [info.name], file: info.file, program: -1) }
            } else {
                foreignExtensionMembers[name, default: []] += ext.members
                foreignExtensionInherited[name, default: []] += ext.inheritedTypes.map { TypeInfo.bareName($0.name) }
            }
        }
        for info in types.values {
            for case .function(let function) in info.members where function.isThrowing || function.isAsync {
                effectfulMethodNames.insert(function.name)
            }
        }
    }

    /// The table of `programs` and then `last` made from the table of `programs` alone, when
    /// `last` declares no type, extension or type alias (a statement, a function, a variable):
    /// its functions and variables come after theirs, as `init(programs:then:)` adds them, and
    /// nothing of the types (their members, extensions, nesting) changes. Nil otherwise.
    func adding(_ last: Program) -> SymbolTable? {
        var table = self
        for declaration in last.declarations {
            switch declaration {
            case .type, .extension, .typealias: return nil
            case .function(let function): table.register(function, program: .max)
            case .variable(let variable): table.variables[variable.name] = table.variables[variable.name] ?? variable
            case .import, .statement: break
            }
        }
        return table
    }

    /// A type's first declaration in one program stands (a second is a redeclaration, reported
    /// as swiftc does); a later input's declaration replaces an earlier input's, as the
    /// session replaces the type (`replaced class Node`): its initializers and members are
    /// the ones calls are checked against.
    private mutating func register(_ type: TypeDecl, file: String, outer: [String], program: Int) {
        if types[type.name] == nil || (typePrograms[type.name] ?? program) < program {
            types[type.name] = TypeInfo(decl: type, file: file, outer: outer)
            typePrograms[type.name] = program
        }
        for member in type.members { registerNested(member, outer: outer + [type.name], file: file, program: program) }
    }

    /// The input each type's declaration in `types` comes from.
    private var typePrograms: [String: Int] = [:]

    /// A later input's function replaces an earlier input's with the same name, labels and types
    /// (as the session replaces it: `replaced func helper`); within one input both stand (a
    /// redeclaration, reported as swiftc does).
    private mutating func register(_ function: FunctionDecl, program: Int) {
        if let existing = functions[function.name] {
            let key = function.redeclarationKey
            functions[function.name] = existing.filter { earlier in
                (functionPrograms[earlier.location] ?? program) >= program || earlier.redeclarationKey != key
            }
        }
        functions[function.name, default: []].append(function)
        functionPrograms[function.location] = program
    }

    /// The input each function in `functions` comes from.
    private var functionPrograms: [SourceLocation: Int] = [:]

    private mutating func registerNested(_ member: MemberDecl, outer: [String], file: String, program: Int) {
        switch member {
        case .type(let nested): register(nested, file: file, outer: outer, program: program)
        case .typealias(let alias): typealiases.insert(alias.name)
        default: break
        }
    }
}

/// The symbol table of the programs a session accepted, kept between its inputs: made when an
/// input that declares no type is first checked against them, and forgotten (`invalidate`) by the
/// session whenever those programs change. The checker never writes to a table it made.
public final class SymbolCache {
    var table: SymbolTable?

    public init() {}

    public func invalidate() { table = nil }

    /// The table of `previous` and then `program`; `previous` must be the programs this cache
    /// has held since its last `invalidate`.
    func table(of previous: [Program], then program: Program) -> SymbolTable {
        if let earlier = table ?? (SymbolTable.adds(program) ? SymbolTable(programs: previous) : nil) {
            table = earlier
            if let combined = earlier.adding(program) { return combined }
        }
        return SymbolTable(programs: previous, then: program)
    }
}

extension SymbolTable {
    /// Whether `adding(program)` can make the table (nothing of the types changes).
    static func adds(_ program: Program) -> Bool {
        !program.declarations.contains {
            switch $0 {
            case .type, .extension, .typealias: true
            default: false
            }
        }
    }
}
