/// Members swiftc rejects whatever the member's name: a protocol metatype's (`Shape.circle`),
/// a function value's (`greet.count`), the empty tuple's (`print().count`). Each is reported at
/// load, in swiftc's words, so the interpreter never meets it when the line runs.
extension CheckRun {
    /// SwiftUI's and Swift's protocols that code names as a type: `View.name`, `Shape.circle`,
    /// `ButtonStyle.plain`. A protocol's metatype has no members of its own — a static member
    /// of an extension (`extension Shape where Self == Circle { static var circle }`) is reached
    /// as an implicit member where the protocol is expected (`.clipShape(.circle)`), through a
    /// conforming type, or through `Self`.
    static let frameworkProtocols: Set<String> = [
        "View", "Shape", "InsettableShape", "ShapeStyle", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle",
        "ToggleStyle", "LabelStyle", "ListStyle", "PickerStyle", "TextFieldStyle", "ProgressViewStyle",
        "DatePickerStyle", "MenuStyle", "GroupBoxStyle", "GaugeStyle", "TabViewStyle", "ControlGroupStyle",
        "DisclosureGroupStyle", "LabeledContentStyle", "FormStyle", "NavigationSplitViewStyle", "IndexViewStyle",
        "Layout", "Animatable", "DynamicProperty", "EnvironmentKey", "PreferenceKey", "PreviewProvider",
        "ObservableObject", "Identifiable", "Equatable", "Hashable", "Comparable", "CustomStringConvertible",
        "Sequence", "Collection", "Error",
    ]

    /// `Shape.name`: a member of a framework protocol's metatype, reported as swiftc reports it
    /// (its wording and columns on a stand-in protocol with a constrained static member): a
    /// static member some extension declares — the framework's own (`Shape.circle`, through
    /// the conforming types an implicit member finds) or the user's — at the protocol's name,
    /// any other name at the member. True when it was.
    func reportProtocolMetatypeMember(_ base: Expr, _ name: String, at location: SourceLocation, _ context: Context) -> Bool {
        guard case .identifier(let protocolName) = base.kind, Self.frameworkProtocols.contains(protocolName),
              case .other = resolve(protocolName, context), name != "self", name != "Type", name != "Protocol",
              name.first?.isUppercase == false else { return false }
        let extensionStatics = program.declarations.contains { declaration in
            guard case .extension(let decl) = declaration, decl.extendedType == protocolName else { return false }
            return decl.members.contains { member in
                if case .function(let function) = member { return function.isStatic && function.name == name }
                if case .property(let property) = member { return property.isStatic && property.name == name }
                return false
            }
        }
        if extensionStatics || FrameworkTypes.implicitMemberOwner(name, contextual: protocolName) != nil {
            // swiftc points at the metatype here, at the member's name below.
            report("static member '\(name)' cannot be used on protocol metatype '(any \(protocolName)).Type'", at: base.location)
        } else {
            report("type 'any \(protocolName)' has no member '\(name)'", at: location)
        }
        return true
    }

    /// `greet.count`: a member of a top-level function named as a value. A function value has
    /// no members: swiftc names its type as declared (`value of type '(String) -> String' has no
    /// member 'count'`), says an overloaded name's member cannot be resolved, and cannot infer a
    /// generic function's parameter first (swiftc 6.3.1 on the same declarations). True when it
    /// reported.
    func reportFunctionMember(_ base: Expr, _ name: String, at location: SourceLocation, _ context: Context) -> Bool {
        if reportLibraryFunctionMember(base, name, at: location, context) { return true }
        guard case .identifier(let functionName) = base.kind, name != "self", case .userFunction = resolve(functionName, context),
              let declarations = symbols.functions[functionName], !declarations.isEmpty else { return false }
        guard declarations.count == 1, let function = declarations.first else {
            report("reference to member '\(name)' cannot be resolved without a contextual type", at: location)
            return true
        }
        if let generic = function.genericParameters.first {
            report("generic parameter '\(generic)' could not be inferred", at: base.location)
        }
        report("value of type '\(Self.declaredFunctionType(function))' has no member '\(name)'", at: location)
        return true
    }

    /// `print().count`, `save().id`: a member of what a function that returns nothing returned.
    /// swiftc spells the empty tuple as the function declared it (`()` when it declares no
    /// result, as `print` does; `Void` when it says so). True when it reported.
    func reportVoidMember(_ base: Expr, _ baseType: TypeReference?, _ name: String, at location: SourceLocation,
                          _ context: Context) -> Bool {
        var spelling: String?
        switch baseType {
        case .tuple(let elements, _)? where elements.isEmpty: spelling = "()"
        case .named("Void", generics: [])?: spelling = "Void"
        default: break
        }
        if case .call(let callee, _) = base.kind, case .identifier(let function) = callee.kind {
            switch resolve(function, context) {
            case .userFunction:
                let declarations = symbols.functions[function] ?? []
                if declarations.count == 1, let declared = declarations.first, declared.genericParameters.isEmpty {
                    switch declared.returnType {
                    case nil: spelling = "()"
                    case .tuple(let elements, _)? where elements.isEmpty: spelling = "()"
                    case .named("Void", generics: [])?: spelling = "Void"
                    default: spelling = nil
                    }
                }
            case .other where function == "print" || function == "debugPrint":
                spelling = "()"
            default: break
            }
        }
        guard let spelling, name != "self" else { return false }
        report("value of tuple type '\(spelling)' has no member '\(name)'", at: location)
        return true
    }

    /// `log.lines`: a member of a standard-library or C library function named as a value, as
    /// swiftc reports it on Apple's SDK: the math functions are overloaded there (`Double`,
    /// `Float`, `CGFloat`), so the member cannot be resolved; `min` and `max` are generic and
    /// overloaded; `print` is one function (checked on stand-ins with the same overloads); `type`
    /// is `type(of:)`, generic over its argument and result.
    private func reportLibraryFunctionMember(_ base: Expr, _ name: String, at location: SourceLocation,
                                             _ context: Context) -> Bool {
        guard case .identifier(let function) = base.kind, name != "self", case .other = resolve(function, context),
              environment.functionNames.contains(function) else { return false }
        if Self.overloadedMathFunctions.contains(function) {
            report("reference to member '\(name)' cannot be resolved without a contextual type", at: location)
        } else if function == "min" || function == "max" {
            report("generic parameter 'T' could not be inferred", at: base.location)
            report("reference to member '\(name)' cannot be resolved without a contextual type", at: location)
        } else if function == "print" || function == "debugPrint" {
            report("value of type '(Any..., String, String) -> ()' has no member '\(name)'", at: location)
        } else if function == "type" {
            // `type(of:)` named without its argument (`type .or`).
            report("value of type '(_) -> _.Type' has no member '\(name)'", at: location)
        } else {
            return false
        }
        return true
    }

    static let overloadedMathFunctions: Set<String> = [
        "log", "log2", "log10", "log1p", "exp", "exp2", "expm1", "sqrt", "cbrt", "sin", "cos", "tan", "asin", "acos",
        "atan", "atan2", "sinh", "cosh", "tanh", "floor", "ceil", "round", "trunc", "pow", "fabs", "hypot", "fmod",
    ]

    /// A function's type as swiftc prints it: its parameters' types as declared (`inout`,
    /// `@escaping`, `...`), `async`, `throws`, and its result (`()` when it declares none).
    static func declaredFunctionType(_ function: FunctionDecl) -> String {
        let parameters = function.parameters.map { parameter in
            var text = parameter.isInout ? "inout " : ""
            if parameter.isAutoclosure { text += "@autoclosure " }
            if parameter.isEscaping { text += "@escaping " }
            return text + compilerSpelling(parameter.type) + (parameter.isVariadic ? "..." : "")
        }
        var text = "(\(parameters.joined(separator: ", ")))"
        if function.isAsync { text += " async" }
        if function.isThrowing { text += " throws" }
        return text + " -> " + (function.returnType.map(compilerSpelling) ?? "()")
    }

    /// How swiftc spells a type in a diagnostic: as `TypeReference` does, but a dictionary's
    /// colon spaced (`[String : Int]`).
    static func compilerSpelling(_ type: TypeReference) -> String {
        switch type {
        case .dictionary(let key, let value): return "[\(compilerSpelling(key)) : \(compilerSpelling(value))]"
        case .array(let element): return "[\(compilerSpelling(element))]"
        case .optional(let wrapped): return wrapped.isFunction ? "(\(compilerSpelling(wrapped)))?" : "\(compilerSpelling(wrapped))?"
        case .tuple(let elements, let labels):
            let parts = elements.enumerated().map { index, element in
                (index < labels.count ? labels[index] : nil).map { "\($0): \(compilerSpelling(element))" } ?? compilerSpelling(element)
            }
            return "(\(parts.joined(separator: ", ")))"
        case .function(let parameters, let result, let isAsync, let isThrowing):
            var text = "(\(parameters.map(compilerSpelling).joined(separator: ", ")))"
            if isAsync { text += " async" }
            if isThrowing { text += " throws" }
            return text + " -> " + compilerSpelling(result)
        default: return type.description
        }
    }
}
