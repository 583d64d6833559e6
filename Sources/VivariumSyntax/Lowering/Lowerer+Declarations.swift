import SwiftSyntax

extension Lowerer {
    /// Lowers a `struct`, `class`, `enum` or `protocol`; `nil` (and no diagnostic) for any
    /// other declaration.
    func lowerTypeDecl(_ decl: DeclSyntax) -> TypeDecl? {
        let kind: TypeKind
        let name: TokenSyntax
        let generics: GenericParameterClauseSyntax?
        let inheritance: InheritanceClauseSyntax?
        let attributes: AttributeListSyntax
        let memberBlock: MemberBlockSyntax
        switch decl.as(DeclSyntaxEnum.self) {
        case .structDecl(let node):
            (kind, name, generics, inheritance, attributes, memberBlock) =
                (.struct, node.name, node.genericParameterClause, node.inheritanceClause, node.attributes, node.memberBlock)
        case .classDecl(let node):
            (kind, name, generics, inheritance, attributes, memberBlock) =
                (.class, node.name, node.genericParameterClause, node.inheritanceClause, node.attributes, node.memberBlock)
        case .enumDecl(let node):
            (kind, name, generics, inheritance, attributes, memberBlock) =
                (.enum, node.name, node.genericParameterClause, node.inheritanceClause, node.attributes, node.memberBlock)
        case .actorDecl(let node):
            // An actor is a reference type whose methods run one at a time. The playground runs
            // every task on one thread, switching only at an `await`, which is where Swift's
            // actors are reentrant too, so it runs as a class does.
            (kind, name, generics, inheritance, attributes, memberBlock) =
                (.actor, node.name, node.genericParameterClause, node.inheritanceClause, node.attributes, node.memberBlock)
        case .protocolDecl(let node):
            (kind, name, generics, inheritance, attributes, memberBlock) =
                (.protocol, node.name, nil, node.inheritanceClause, node.attributes, node.memberBlock)
        default:
            return nil
        }
        // NB: generic `where` clauses and constraints on generic parameters carry no run-time
        // meaning in the playground, so they are accepted and dropped.
        let simpleName = name.identifierText
        let entry = enclosingEntry(declaring: simpleName)
        let declaredName = entry.declaredName
        enclosingTypes.append(entry)
        enclosingKinds.append(kind)
        defer { enclosingTypes.removeLast(); enclosingKinds.removeLast() }
        var members = lowerMembers(memberBlock)
        if SynthesizedCodingKeys.isSynthesized(for: decl) {
            members.append(.type(synthesizedCodingKeys(for: members, at: location(of: name))))
        }
        return applyingModelMacro(TypeDecl(
            kind: kind, name: declaredName,
            genericParameters: generics?.parameters.map(\.name.identifierText) ?? [],
            inheritedTypes: lowerInheritance(inheritance),
            attributes: lowerAttributes(attributes),
            members: members,
            location: location(of: decl), nameLocation: location(of: name)))
    }

    func lowerExtension(_ node: ExtensionDeclSyntax) -> ExtensionDecl {
        let extended = Self.extendedTypeName(node.extendedType)
        enclosingTypes.append(enclosingEntry(extending: extended))
        defer { enclosingTypes.removeLast() }
        var members = lowerMembers(node.memberBlock)
        let requirements = selfConformances(node.genericWhereClause)
        let generic = genericRequirements(node.extendedType, node.genericWhereClause)
        if !requirements.isEmpty || !generic.isEmpty {
            members = members.map { member in
                guard case .function(var function) = member else { return member }
                function.selfRequirements = requirements
                function.genericRequirements = generic
                return .function(function)
            }
        }
        return ExtensionDecl(
            extendedType: extended,
            inheritedTypes: lowerInheritance(node.inheritanceClause),
            members: members,
            location: location(of: node),
            selfType: sameTypeAsSelf(node.genericWhereClause))
    }

    /// `<T: Greeter & Sendable>` and `where T: Greeter`: T's protocols, Greeter and Sendable.
    private func genericConstraints(_ parameters: GenericParameterClauseSyntax?, _ clause: GenericWhereClauseSyntax?) -> [String: [String]] {
        func protocols(_ type: TypeSyntax) -> [String] {
            type.trimmedDescription.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        var constraints: [String: [String]] = [:]
        for parameter in parameters?.parameters ?? [] {
            if let inherited = parameter.inheritedType { constraints[parameter.name.identifierText, default: []] += protocols(inherited) }
        }
        for requirement in clause?.requirements ?? [] {
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self) else { continue }
            constraints[conformance.leftType.trimmedDescription, default: []] += protocols(conformance.rightType)
        }
        return constraints
    }

    /// `extension Array where Element == Int`, `extension [Int]`, `extension Array<Int>`:
    /// Element == Int; `where Element: Numeric`: Element: Numeric (a requirement on `Self` is
    /// `selfConformances`'). The standard library's generic parameters are named as written.
    private func genericRequirements(_ extended: TypeSyntax, _ clause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
        var requirements: [GenericRequirement] = []
        if let array = extended.as(ArrayTypeSyntax.self) {
            requirements.append(GenericRequirement(subject: "Element", type: array.element.trimmedDescription, isSameType: true))
        } else if let identifier = extended.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments,
                  ["Array", "Set", "ArraySlice"].contains(identifier.name.text), arguments.count == 1 {
            requirements.append(GenericRequirement(subject: "Element", type: arguments.first!.argument.trimmedDescription, isSameType: true))
        }
        for requirement in clause?.requirements ?? [] {
            if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self) {
                let subject = conformance.leftType.trimmedDescription
                guard subject != "Self" else { continue }
                for name in conformance.rightType.trimmedDescription.split(separator: "&") {
                    requirements.append(GenericRequirement(subject: subject, type: name.trimmingCharacters(in: .whitespaces), isSameType: false))
                }
            } else if let sameType = requirement.requirement.as(SameTypeRequirementSyntax.self) {
                let subject = sameType.leftType.trimmedDescription
                guard subject != "Self" else { continue }
                requirements.append(GenericRequirement(subject: subject, type: sameType.rightType.trimmedDescription, isSameType: true))
            }
        }
        return requirements
    }

    /// `where Self: Identifiable & Hashable`: Identifiable, Hashable.
    private func selfConformances(_ clause: GenericWhereClauseSyntax?) -> [String] {
        var protocols: [String] = []
        for requirement in clause?.requirements ?? [] {
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                  conformance.leftType.trimmedDescription == "Self" else { continue }
            protocols += conformance.rightType.trimmedDescription.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return protocols
    }

    /// The type an extension extends, by name: `extension Array<String>` (SE-0361, a bound
    /// generic type) and `extension [String]` extend `Array`, as `extension Array where
    /// Element == String` does; `[K: V]` is `Dictionary`, `T?` `Optional`.
    static func extendedTypeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause != nil {
            return identifier.name.text
        }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(OptionalTypeSyntax.self) { return "Optional" }
        return type.trimmedDescription
    }

    /// `where Self == X`: X.
    private func sameTypeAsSelf(_ clause: GenericWhereClauseSyntax?) -> String? {
        for requirement in clause?.requirements ?? [] {
            guard let sameType = requirement.requirement.as(SameTypeRequirementSyntax.self) else { continue }
            let sides = [sameType.leftType.trimmedDescription, sameType.rightType.trimmedDescription]
            if sides[0] == "Self" { return sides[1] }
            if sides[1] == "Self" { return sides[0] }
        }
        return nil
    }

    func lowerTypealias(_ node: TypeAliasDeclSyntax) -> TypealiasDecl {
        TypealiasDecl(name: node.name.identifierText, type: lowerType(node.initializer.value), location: location(of: node))
    }

    private func lowerInheritance(_ clause: InheritanceClauseSyntax?) -> [InheritedType] {
        clause?.inheritedTypes.flatMap { inherited -> [InheritedType] in
            // `@unchecked Sendable`, `@preconcurrency P`: the conformance is to the type itself.
            let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
            let name = type.trimmedDescription
            // SwiftUI's `AnimatableModifier` (iOS 13, deprecated since 17) is declared
            // `protocol AnimatableModifier: Animatable, ViewModifier`: a conformance to both.
            if name == "AnimatableModifier" || name == "SwiftUI.AnimatableModifier" {
                return ["Animatable", "ViewModifier"].map { InheritedType(name: $0, location: location(of: type)) }
            }
            // `struct SortToolbar: ToolbarContent`: toolbar content is modelled as views (its
            // `some ToolbarContent` body is `some View`, see `toolbarContentNames`).
            if let view = Self.toolbarContentNames[name] {
                return [InheritedType(name: view, location: location(of: type))]
            }
            return [InheritedType(name: name, location: location(of: type))]
        } ?? []
    }

    private func lowerMembers(_ block: MemberBlockSyntax) -> [MemberDecl] {
        block.members.flatMap { lowerMember($0.decl) }
    }

    /// Lowers one member of a type or extension body.
    func lowerMember(_ decl: DeclSyntax) -> [MemberDecl] {
        switch decl.as(DeclSyntaxEnum.self) {
        case .variableDecl(let node):
            return lowerProperties(node).map { .property($0) }
        case .functionDecl(let node):
            return lowerFunction(node).map { [.function($0)] } ?? []
        case .initializerDecl(let node):
            return [.initializer(lowerInitializer(node))]
        case .deinitializerDecl(let node):
            return [.deinitializer(DeinitializerDecl(body: node.body.map(lowerBlock) ?? [], location: location(of: node)))]
        case .enumCaseDecl(let node):
            return node.elements.map { .enumCase(lowerEnumCase($0)) }
        case .typeAliasDecl(let node):
            return [.typealias(lowerTypealias(node))]
        case .subscriptDecl(let node):
            return lowerSubscript(node)
        case .associatedTypeDecl where enclosingKinds.last == .protocol:
            // `associatedtype Item: Identifiable`: each conforming type's own members say what
            // `Item` is; like a generic constraint it has no run-time meaning here.
            return []
        case .ifConfigDecl(let node):
            guard case .decls(let members)? = activeElements(of: node) else { return [] }
            return members.flatMap { lowerMember($0.decl) }
        default:
            if let type = lowerTypeDecl(decl) { return [.type(type)] }
            notSupported(Self.constructName(of: decl), decl)
            return []
        }
    }

    private func lowerEnumCase(_ element: EnumCaseElementSyntax) -> EnumCaseDecl {
        let labels: [String?] = element.parameterClause?.parameters.map { parameter in
            guard let first = parameter.firstName, first.tokenKind != .wildcard else { return nil }
            return first.text
        } ?? []
        var decl = EnumCaseDecl(
            name: element.name.identifierText, associatedValues: labels,
            rawValue: element.rawValue.map { lowerExpr($0.value) }, location: location(of: element))
        decl.associatedTypes = element.parameterClause?.parameters.map { lowerType($0.type) } ?? []
        return decl
    }

    // MARK: Functions

    /// Binary operators a type may implement as `static func` (`Equatable`, `Comparable`,
    /// arithmetic): the interpreter calls them for operands of that type.
    static let userOperators: Set<String> = ["==", "<", ">", "<=", ">=", "+", "-", "*", "/", "&+", "&-", "&*"]
    static let userOperatorList = "'==', '<', '>', '<=', '>=', '+', '-', '*', '/', '&+', '&-', '&*'"
    /// Compound assignments a type may implement as `static func` with an `inout` left side.
    static let userCompoundOperators: Set<String> = ["+=", "-=", "*=", "/="]
    /// Prefix operators a type may implement as `static prefix func`.
    static let userPrefixOperators: Set<String> = ["-", "+", "!"]

    /// The name a type's `static prefix func -` is kept under (apart from its binary `-`).
    static func prefixOperatorName(_ op: String) -> String { "prefix" + op }
    /// The name a program's `postfix func %` is kept under.
    static func postfixOperatorName(_ op: String) -> String { "postfix" + op }


    /// Lowers a function; `nil` (with a diagnostic) for an operator function.
    func lowerFunction(_ node: FunctionDeclSyntax) -> FunctionDecl? {
        var name = node.name.identifierText
        let isOperatorName = switch node.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: true
        default: false
        }
        switch node.name.tokenKind {
        case .binaryOperator where node.modifiers.contains(where: { $0.name.text == "prefix" })
                && Self.userPrefixOperators.contains(node.name.text) && !enclosingTypes.isEmpty:
            // `static prefix func - (v: Vector) -> Vector`: called when `-` is applied to the type.
            name = Self.prefixOperatorName(node.name.text)
        case _ where isOperatorName && node.modifiers.contains(where: { $0.name.text == "prefix" })
                && declaredPrefixOperators.contains(node.name.text):
            // `prefix func √(value: Double) -> Double` of the file's `prefix operator √` (global or
            // a type's `static`): called when `√` is applied.
            name = Self.prefixOperatorName(node.name.text)
        case _ where isOperatorName && node.modifiers.contains(where: { $0.name.text == "postfix" })
                && declaredPostfixOperators.contains(node.name.text):
            name = Self.postfixOperatorName(node.name.text)
        case _ where isOperatorName && node.modifiers.contains(where: { $0.name.text == "prefix" || $0.name.text == "postfix" })
                && !Frontend.isStandardPrefixOrPostfixOperator(node.name.text):
            // swiftc's wording for an operator function no operator declaration names.
            report(Diagnostic(.error, "operator implementation without matching operator declaration", at: location(of: node.name)))
            return nil
        case .binaryOperator where node.modifiers.contains(where: { $0.name.text == "postfix" }):
            notSupported("postfix operator functions", node)
            return nil
        case .binaryOperator where node.modifiers.contains(where: { $0.name.text == "prefix" }):
            notSupported("prefix operator functions other than a type's '-', '+' and '!'", node)
            return nil
        case .binaryOperator where Self.userCompoundOperators.contains(node.name.text) && !enclosingTypes.isEmpty:
            break // `static func += (lhs: inout Vector, rhs: Vector)`: called by `a += b` on the type.
        case .binaryOperator where node.name.text == "~=":
            break // `func ~= (pattern: Even, value: Int) -> Bool`: called by a `case` whose pattern is of its type.
        case .binaryOperator where Self.userOperators.contains(node.name.text):
            break // `static func ==` / `<` / `+` of a type: called when the operator is applied to it.
        case .binaryOperator where node.name.text == "??" && enclosingTypes.isEmpty:
            break // `func ?? <T>(lhs: Binding<T?>, rhs: T) -> Binding<T>`: called when its left operand is of its type.
        case .binaryOperator where !Frontend.isStandardInfixOperator(node.name.text):
            // `func ** (base: Int, power: Int)` of an `infix operator **` the file declares.
            guard declaredInfixOperators.contains(node.name.text) else {
                report(Diagnostic(.error, "operator implementation without matching operator declaration", at: location(of: node.name)))
                return nil
            }
        case .binaryOperator, .prefixOperator, .postfixOperator:
            notSupported("operator functions other than \(Self.userOperatorList) and the program's own infix operators", node)
            return nil
        default:
            break
        }
        let signature = node.signature
        var function = FunctionDecl(
            name: name,
            parameters: lowerParameters(signature.parameterClause),
            returnType: signature.returnClause.map { lowerType($0.type) },
            body: node.body.map(lowerBlock) ?? [],
            modifiers: lowerModifiers(node.modifiers),
            attributes: lowerAttributes(node.attributes),
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: signature.effectSpecifiers?.throwsClause != nil,
            location: location(of: node),
            genericParameters: node.genericParameterClause?.parameters.map { $0.name.identifierText } ?? [])
        function.nameLocation = location(of: node.name)
        function.genericConstraints = genericConstraints(node.genericParameterClause, node.genericWhereClause)
        return function
    }

    func lowerInitializer(_ node: InitializerDeclSyntax) -> InitializerDecl {
        var initializer = InitializerDecl(
            parameters: lowerParameters(node.signature.parameterClause),
            body: node.body.map(lowerBlock) ?? [],
            modifiers: lowerModifiers(node.modifiers),
            isFailable: node.optionalMark != nil,
            isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
            location: location(of: node))
        initializer.genericParameters = node.genericParameterClause?.parameters.map(\.name.identifierText) ?? []
        return initializer
    }

    /// Parameters of a function or initializer: `_` as the label gives `nil`; a single name
    /// is both label and name (`init(x: Int)`).
    func lowerParameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { parameter in
            let first = parameter.firstName
            let label: String? = first.tokenKind == .wildcard ? nil : first.identifierText
            let name = parameter.secondName?.identifierText ?? first.identifierText
            var attributes = lowerAttributes(parameter.attributes)
            var isInout = false, isAutoclosure = false, isEscaping = false
            var type = parameter.type
            if let attributed = type.as(AttributedTypeSyntax.self) {
                for specifier in attributed.specifiers {
                    if case .simpleTypeSpecifier(let simple) = specifier, simple.specifier.tokenKind == .keyword(.inout) {
                        isInout = true
                    }
                }
                for attribute in lowerAttributes(attributed.attributes) {
                    switch attribute.name {
                    case "autoclosure": isAutoclosure = true
                    case "escaping": isEscaping = true
                    default: attributes.append(attribute)
                    }
                }
                type = attributed.baseType
            }
            return Parameter(
                label: label, name: name, type: lowerType(type),
                defaultValue: parameter.defaultValue.map { lowerExpr($0.value) },
                isInout: isInout, isAutoclosure: isAutoclosure, isEscaping: isEscaping,
                isVariadic: parameter.ellipsis != nil, attributes: attributes,
                location: location(of: parameter))
        }
    }

    // MARK: Attributes and modifiers

    /// Modules whose attributes a file may qualify (`@SwiftUI.State`, `@Observation.Observable`).
    static let attributeModules = ["SwiftUI", "SwiftData", "Observation", "Combine", "Swift"]

    func lowerAttributes(_ list: AttributeListSyntax) -> [Attribute] {
        list.flatMap { element -> [Attribute] in
            switch element {
            case .attribute(let attribute):
                var arguments: [Argument] = []
                if case .argumentList(let list) = attribute.arguments {
                    arguments = lowerArguments(list)
                }
                var name = attribute.attributeName.trimmedDescription
                // `@SwiftUI.Environment(\.modelContext)`: the wrapper spelled with its module (a
                // file that imports SwiftData, which has an `Environment` of its own, writes it so).
                for module in Self.attributeModules where name.hasPrefix(module + ".") {
                    name = String(name.dropFirst(module.count + 1))
                }
                return [Attribute(name: name == "ToolbarContentBuilder" ? "ViewBuilder" : name, arguments: arguments,
                                  location: location(of: attribute))]
            case .ifConfigDecl(let node):
                guard case .attributes(let active)? = activeElements(of: node) else { return [] }
                return lowerAttributes(active)
            }
        }
    }

    /// Keeps modifiers that change meaning; access modifiers and the like are dropped.
    func lowerModifiers(_ list: DeclModifierListSyntax) -> Modifiers {
        var modifiers: Modifiers = []
        for modifier in list {
            let isSetterOnly = modifier.detail?.detail.text == "set"
            switch modifier.name.text {
            case "static": modifiers.insert(.static)
            case "class": modifiers.insert(.class)
            case "mutating": modifiers.insert(.mutating)
            case "nonmutating": modifiers.insert(.nonmutating)
            case "override": modifiers.insert(.override)
            case "convenience": modifiers.insert(.convenience)
            case "required": modifiers.insert(.required)
            case "weak": modifiers.insert(.weak)
            case "unowned": modifiers.insert(.unowned)
            case "lazy": modifiers.insert(.lazy)
            case "final": modifiers.insert(.final)
            case "async": modifiers.insert(.async)
            case "private" where isSetterOnly, "fileprivate" where isSetterOnly: modifiers.insert(.privateSetter)
            case "private": modifiers.insert(.private)
            default: break  // public, internal, fileprivate, open, nonisolated, indirect, …
            }
        }
        return modifiers
    }
}
