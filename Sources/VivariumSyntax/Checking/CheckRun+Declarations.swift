extension CheckRun {
    /// Type names that SDK protocols declare as associated types or typealiases and that a
    /// conforming type may use unqualified.
    static let protocolTypeNames: Set<String> = [
        "Body", "Context", "Coordinator", "UIViewType", "UIViewControllerType", "ID", "RawValue", "AllCases",
        "ObjectWillChangePublisher", "Output", "Failure",
    ]

    static let alwaysKnownTypes: Set<String> = ["Self", "Any", "AnyObject", "Void", "Never"]
    static let operatorFunctionNames: Set<String> = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "!", "~"]

    enum NameStatus { case known, unsupported, unknown }

    func typeNameStatus(_ name: String, _ context: Context) -> NameStatus {
        if Self.alwaysKnownTypes.contains(name) || context.genericNames.contains(name) { return .known }
        if symbols.types[name] != nil || symbols.typealiases.contains(name) { return .known }
        if environment.typeNames.contains(name) { return .known }
        if let typeName = context.typeName, let info = symbols.types[typeName] {
            if info.decl.genericParameters.contains(name) { return .known }
            for outer in info.outer {
                guard let outerInfo = symbols.types[outer] else { continue }
                if outerInfo.decl.genericParameters.contains(name) { return .known }
                // A nested type sees its enclosing types' member types, those an SDK protocol
                // gives them among them: `Subviews` in a `struct FlowResult` nested in a `Layout`.
                if isOpen(outerInfo) { return .known }
            }
            if Self.protocolTypeNames.contains(name) || isOpen(info) { return .known }
        }
        if context.isOpen { return .known }
        if AppleNames.isType(name) { return .unsupported }
        return .unknown
    }

    /// Reports unknown type names in `type`, located by searching the tokens from `searchFrom`.
    /// `inExpression`: the type is written as an expression (`[Item]()`, `[String: Item]()`),
    /// where swiftc reads an unknown name as a value: `cannot find 'Item' in scope`.
    func checkType(_ type: TypeReference?, from searchFrom: SourceLocation?, _ context: Context,
                   fallback: SourceLocation? = nil, declarationLevel: Bool, inExpression: Bool = false) {
        guard let type else { return }
        var seen: Set<String> = []
        var names: [String] = []
        collectNames(type, into: &names)
        var searchStart = searchFrom
        for name in names where !seen.contains(name) {
            seen.insert(name)
            let status = typeNameStatus(name, context)
            if status == .known { continue }
            var location: SourceLocation?
            if let tokens, let start = searchStart {
                location = tokens.token(name, from: start)
                if let found = location { searchStart = found }
            } else if names.count == 1 {
                location = fallback
            }
            guard let location else { continue }
            let message = status == .unsupported ? AppleNames.unsupported(name)
                : inExpression ? "cannot find '\(name)' in scope" : "cannot find type '\(name)' in scope"
            if declarationLevel { reportDeclaration(message, at: location) } else { report(message, at: location) }
        }
    }

    /// `Task` written bare where no type of the program is named so: Swift's own
    /// `Task<Success, Failure>`, whose arguments nothing supplies. A to-do app's model named
    /// `Task` lives in another file of the app; pasted alone, swiftc refuses its uses (its words
    /// checked with swiftc 6.3.1): `[Task]()` cannot infer `Success`; a parameter, a result or a
    /// stored property without a value needs the arguments.
    func checkBareTask(_ type: TypeReference?, from searchFrom: SourceLocation?, _ context: Context, inExpression: Bool) {
        guard let type, Self.namesBare("Task", in: type), symbols.types["Task"] == nil, !symbols.typealiases.contains("Task"),
              !context.genericNames.contains("Task"), let tokens, let start = searchFrom,
              let location = tokens.token("Task", from: start) else { return }
        if inExpression {
            report("generic parameter 'Success' could not be inferred", at: location)
        } else {
            reportDeclaration("reference to generic type 'Task' requires arguments in <...>", at: location)
        }
    }

    private static func namesBare(_ name: String, in type: TypeReference) -> Bool {
        switch type {
        case .named(let named, let generics): return (named == name && generics.isEmpty) || generics.contains { namesBare(name, in: $0) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped): return namesBare(name, in: wrapped)
        case .dictionary(let key, let value): return namesBare(name, in: key) || namesBare(name, in: value)
        default: return false
        }
    }

    private func collectNames(_ type: TypeReference, into names: inout [String]) {
        switch type {
        case .named(let name, let generics):
            names.append(name)
            for generic in generics { collectNames(generic, into: &names) }
        case .member(let base, _): collectNames(base, into: &names)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .metatype(let wrapped),
             .inoutParameter(let wrapped):
            collectNames(wrapped, into: &names)
        case .dictionary(let key, let value):
            collectNames(key, into: &names)
            collectNames(value, into: &names)
        case .tuple(let elements, _): for element in elements { collectNames(element, into: &names) }
        case .function(let parameters, let result, _, _):
            for parameter in parameters { collectNames(parameter, into: &names) }
            collectNames(result, into: &names)
        case .opaque(let text), .existential(let text):
            for part in text.split(separator: "&") {
                let name = TypeInfo.bareName(String(part))
                if !name.isEmpty, name.first?.isLetter == true { names.append(name) }
            }
        }
    }

    // MARK: Declaration-level checks

    func checkDeclarations() {
        checkRedeclarations(topLevelEntries())
        let topContext = Context()
        for declaration in program.declarations {
            if stop.shouldStop() { return }
            switch declaration {
            case .type(let type):
                checkTypeDeclaration(type, outerGenerics: [])
            case .extension(let ext):
                let name = TypeInfo.bareName(ext.extendedType)
                var context = Context()
                if symbols.types[name] != nil { context.typeName = name } else { context.isOpen = true }
                checkMemberSignatures(ext.members, context)
                checkInitializerFlow(ext.members, typeName: name)
            case .function(let function):
                checkFunctionSignature(function, topContext)
            case .variable(let variable):
                checkTopLevelWrapper(variable)
                checkType(variable.type, from: variable.nameLocation, topContext,
                          fallback: shifted(variable.nameLocation, by: variable.name.count + 2), declarationLevel: true)
            case .typealias, .import, .statement:
                break
            }
        }
    }

    private func checkTypeDeclaration(_ type: TypeDecl, outerGenerics: Set<String>) {
        var context = Context()
        context.typeName = type.name
        context.genericNames = outerGenerics.union(type.genericParameters)
        for inherited in type.inheritedTypes {
            let name = TypeInfo.bareName(inherited.name)
            var outer = Context()
            outer.genericNames = outerGenerics
            switch typeNameStatus(name, outer) {
            case .known: break
            case .unsupported: reportDeclaration(AppleNames.unsupported(name), at: inherited.location)
            case .unknown: reportDeclaration("cannot find type '\(name)' in scope", at: inherited.location)
            }
        }
        checkRedeclarations(memberEntries(type.members))
        checkViewConformance(type)
        checkClassOnlyDeclarations(type)
        checkOverrides(type)
        checkClassInitializers(type)
        checkRequiredInitializers(type)
        checkInitializerFlow(type.members, typeName: type.name)
        checkMemberSignatures(type.members, context)
        for case .type(let nested) in type.members {
            checkTypeDeclaration(nested, outerGenerics: context.genericNames)
        }
    }

    private func checkMemberSignatures(_ members: [MemberDecl], _ context: Context) {
        for member in members {
            if stop.shouldStop() { return }
            switch member {
            case .property(let property):
                checkWrapperAttribute(property, context)
                checkWrapperOnLet(property)
                checkWrapperConformance(property)
                checkType(property.type, from: property.nameLocation, context,
                          fallback: shifted(property.nameLocation, by: property.name.count + 2), declarationLevel: true)
                if property.initializer == nil { checkBareTask(property.type, from: property.nameLocation, context, inExpression: false) }
            case .function(let function):
                checkFunctionSignature(function, context)
            case .initializer(let initializer):
                guard let tokens, let found = tokens.initializerKeyword(declaredAt: initializer.location) else { continue }
                var inner = context
                inner.genericNames.formUnion(found.generics)
                for parameter in initializer.parameters {
                    checkType(parameter.type, from: parameter.location, inner, declarationLevel: true)
                    checkBareTask(parameter.type, from: parameter.location, inner, inExpression: false)
                }
            default:
                break
            }
        }
    }

    /// Parameter and result types; only with the source (generic parameters of a function
    /// are not in the model, so without the tokens a `T` could be one).
    private func checkFunctionSignature(_ function: FunctionDecl, _ context: Context) {
        checkParameterWrappers(function.parameters)
        guard let tokens, let found = tokens.functionName(declaredAt: function.location) else { return }
        var inner = context
        inner.genericNames.formUnion(found.generics)
        for parameter in function.parameters {
            checkType(parameter.type, from: parameter.location, inner, declarationLevel: true)
            checkBareTask(parameter.type, from: parameter.location, inner, inExpression: false)
        }
        if let result = function.returnType, let arrow = tokens.first("->", from: found.name) {
            checkType(result, from: arrow, inner, declarationLevel: true)
            checkBareTask(result, from: arrow, inner, inExpression: false)
        }
    }

    // MARK: Redeclaration

    struct DeclEntry {
        var displayName: String
        /// Names that collide: a property `z` and a function `z()` share the key `z()`.
        var keys: [String]
        var location: SourceLocation
    }

    private func topLevelEntries() -> [DeclEntry] {
        var entries: [DeclEntry] = []
        for declaration in program.declarations {
            switch declaration {
            case .type(let type):
                entries.append(DeclEntry(displayName: type.name, keys: ["type " + type.name], location: type.nameLocation))
            case .function(let function):
                if let entry = functionEntry(function, prefix: "") { entries.append(entry) }
            case .variable(let variable):
                entries.append(DeclEntry(displayName: variable.name, keys: ["var " + variable.name, variable.name + "()"],
                                         location: variable.nameLocation))
            default: break
            }
        }
        return entries
    }

    private func memberEntries(_ members: [MemberDecl]) -> [DeclEntry] {
        var entries: [DeclEntry] = []
        for member in members {
            switch member {
            case .property(let property):
                let prefix = property.isStatic ? "static " : ""
                entries.append(DeclEntry(displayName: property.name,
                                         keys: [prefix + "var " + property.name, prefix + property.name + "()"],
                                         location: property.nameLocation))
            case .function(let function):
                if let entry = functionEntry(function, prefix: function.isStatic ? "static " : "") { entries.append(entry) }
            case .initializer(let initializer):
                guard let tokens, let found = tokens.initializerKeyword(declaredAt: initializer.location) else { continue }
                let name = "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
                let types = initializer.parameters.map { $0.type.description + ($0.isInout ? " inout" : "") }
                entries.append(DeclEntry(displayName: name,
                                         keys: [name + types.joined(separator: ",") + (initializer.isFailable ? "?" : "")],
                                         location: found.keyword))
            case .type(let type):
                entries.append(DeclEntry(displayName: type.name, keys: ["type " + type.name], location: type.nameLocation))
            default: break
            }
        }
        return entries
    }

    /// Functions collide when their names, labels, parameter types and result type are the same.
    private func functionEntry(_ function: FunctionDecl, prefix: String) -> DeclEntry? {
        guard let tokens, let found = tokens.functionName(declaredAt: function.location), found.generics.isEmpty
        else { return nil }
        let name = function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        let types = function.parameters.map { $0.type.description + ($0.isInout ? " inout" : "") }
        var keys = [prefix + name + types.joined(separator: ",") + " -> " + (function.returnType?.description ?? "Void")]
        if function.parameters.isEmpty { keys.append(prefix + name) }
        return DeclEntry(displayName: name, keys: keys, location: found.name)
    }

    private func checkRedeclarations(_ entries: [DeclEntry]) {
        var firstByKey: [String: DeclEntry] = [:]
        for entry in entries {
            if let previous = entry.keys.lazy.compactMap({ firstByKey[$0] }).first {
                reportDeclaration("invalid redeclaration of '\(entry.displayName)'", at: entry.location,
                                  notes: [("'\(previous.displayName)' previously declared here", previous.location)])
                continue
            }
            for key in entry.keys where firstByKey[key] == nil { firstByKey[key] = entry }
        }
    }

    // MARK: Conformance and initializers

    /// A struct declaring `: View` without `body`. The compiler's second note
    /// (`protocol requires nested type 'Body'`) points into the SwiftUI module interface,
    /// not at user source, so it is omitted.
    private func checkViewConformance(_ type: TypeDecl) {
        guard type.kind == .struct, type.inheritedTypes.contains(where: { TypeInfo.bareName($0.name) == "View" }),
              let info = symbols.types[type.name], info.decl == type else { return }
        let hasBody = info.members.contains {
            switch $0 {
            case .property(let p): return p.name == "body"
            case .function(let f): return f.name == "body"
            case .typealias(let a): return a.name == "Body"
            case .type(let t): return t.name == "Body"
            default: return false
            }
        }
        if hasBody { return }
        reportDeclaration("type '\(type.name)' does not conform to protocol 'View'", at: type.nameLocation,
                          notes: [("add stubs for conformance", type.nameLocation)])
    }

    /// A root class (no superclass) with a stored property lacking an initial value and no
    /// initializer: `class 'H' has no initializers`.
    private func checkClassInitializers(_ type: TypeDecl) {
        guard type.kind == .class, !type.hasAttribute("Observable"),
              let info = symbols.types[type.name], info.decl == type,
              info.allInitializers.isEmpty else { return }
        if let first = type.inheritedTypes.first, symbols.types[TypeInfo.bareName(first.name)]?.kind != .protocol,
           AppleNames.protocolMembers[TypeInfo.bareName(first.name)] == nil {
            return  // a superclass (user or SDK): inherited initializers are not modelled here
        }
        guard let property = info.storedProperties.first(where: { !hasInitialValue($0) }) else { return }
        reportDeclaration("class '\(type.name)' has no initializers", at: type.nameLocation,
                          notes: [("stored property '\(property.name)' without initial value prevents synthesized initializers",
                                   property.nameLocation)])
    }

    /// Whether a stored property is initialized without an initializer's help.
    func hasInitialValue(_ property: PropertyDecl) -> Bool {
        if property.initializer != nil { return true }
        if !property.isLet, property.type?.isOptional == true, property.wrapper == nil { return true }
        if let wrapper = property.wrapper {
            if !wrapper.arguments.isEmpty { return true }
            // `@State var selection: Item?`: State's `init() where Value: ExpressibleByNilLiteral`;
            // `@Published var user: User?`: an optional `var` whose wrapper has
            // `init(wrappedValue:)` is default-initialized with `nil`, as the compiler does.
            if ["State", "Published"].contains(wrapper.name), property.type?.isOptional == true { return true }
            if let info = PropertyWrapperInfo.info(wrapper.name) { return info.memberwise == .excluded }
            return true  // an unknown wrapper may have init()
        }
        return false
    }
}
