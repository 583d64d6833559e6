import SwiftSyntax

extension Lowerer {
    /// Attribute names that are never a property wrapper, even though they are written on a
    /// property.
    static let nonWrapperAttributes: Set<String> = [
        "ObservationIgnored", "MainActor", "ViewBuilder", "objc", "available", "discardableResult",
        "preconcurrency", "nonobjc", "IBOutlet", "IBAction", "NSManaged", "inlinable",
        "usableFromInline", "Sendable", "Previewable",
    ]

    /// One `PropertyDecl` per binding: `var a = 1, b = 2` gives two.
    /// `topLevel`: a top-level variable (`let (done, open) = …` destructures there).
    func lowerProperties(_ node: VariableDeclSyntax, topLevel: Bool = false) -> [PropertyDecl] {
        let attributes = lowerAttributes(node.attributes)
        if !inPreviewBody, let previewable = attributes.first(where: { $0.name == "Previewable" }) {
            // Apple, "Previewable()": "It is an error to use @Previewable outside of a #Preview
            // body closure."
            report(.error("'@Previewable' can only be used on a variable at the root of a #Preview body closure", at: previewable.location))
        }
        let wrapper = attributes.first { attribute in
            attribute.name.first?.isUppercase == true && !Self.nonWrapperAttributes.contains(attribute.name)
                && !Self.modelPropertyAttributes.contains(attribute.name)
        }
        let modifiers = lowerModifiers(node.modifiers)
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let bindings = Array(node.bindings)
        var properties: [PropertyDecl] = []
        for (index, binding) in bindings.enumerated() {
            if topLevel, wrapper == nil, binding.pattern.is(TuplePatternSyntax.self), let initializer = binding.initializer {
                properties += patternBoundVariables(binding, initializer, isLet: isLet, modifiers: modifiers,
                                                    type: annotatedType(of: index, in: bindings))
                continue
            }
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                notSupported("destructuring patterns in property declarations", binding.pattern)
                continue
            }
            var property = PropertyDecl(
                name: identifier.identifier.identifierText, isLet: isLet, modifiers: modifiers,
                attributes: attributes, wrapper: wrapper,
                type: annotatedType(of: index, in: bindings),
                initializer: binding.initializer.map { lowerExpr($0.value) },
                location: location(of: index == 0 ? Syntax(node) : Syntax(binding)),
                nameLocation: location(of: identifier.identifier))
            if let block = binding.accessorBlock {
                lowerAccessors(block, into: &property)
            }
            properties.append(property)
        }
        return properties
    }

    /// `let (done, open) = (a, b)` at top level: a variable per name the tuple pattern binds, the
    /// first holding the initial value and the pattern (evaluated once, then destructured).
    private func patternBoundVariables(_ binding: PatternBindingSyntax, _ initializer: InitializerClauseSyntax, isLet: Bool,
                                       modifiers: Modifiers, type: TypeReference?) -> [PropertyDecl] {
        let names = binding.pattern.tokens(viewMode: .sourceAccurate).filter {
            if case .identifier = $0.tokenKind { true } else { false }
        }
        var properties: [PropertyDecl] = []
        for (index, name) in names.enumerated() {
            var property = PropertyDecl(name: name.identifierText, isLet: isLet, modifiers: modifiers, type: nil,
                                        initializer: index == 0 ? lowerExpr(initializer.value) : nil,
                                        location: location(of: binding), nameLocation: location(of: name))
            property.isBoundByPattern = true
            if index == 0 { property.patternBinding = PatternBinding(pattern: lowerPattern(binding.pattern, binds: true), type: type) }
            properties.append(property)
        }
        return properties
    }

    /// In `var a, b: Int` the annotation on `b` also types `a`.
    func annotatedType(of index: Int, in bindings: [PatternBindingSyntax]) -> TypeReference? {
        for binding in bindings[index...] {
            if let annotation = binding.typeAnnotation { return lowerType(annotation.type) }
            if binding.initializer != nil || binding.accessorBlock != nil { return nil }
        }
        return nil
    }

    private func lowerAccessors(_ block: AccessorBlockSyntax, into property: inout PropertyDecl) {
        switch block.accessors {
        case .getter(let items):
            property.getter = lowerStatements(items)
        case .accessors(let accessors):
            for accessor in accessors {
                let body = accessor.body.map(lowerBlock)
                let parameter = accessor.parameters?.name.identifierText
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get):
                    // NB: a protocol requirement `{ get }` has no body; it lowers to an empty getter.
                    property.getter = body ?? []
                case .keyword(.set):
                    property.setter = Accessor(parameterName: parameter ?? "newValue", body: body ?? [],
                                               isNonmutating: accessor.modifier?.name.tokenKind == .keyword(.nonmutating))
                case .keyword(.willSet):
                    property.willSet = Accessor(parameterName: parameter ?? "newValue", body: body ?? [])
                case .keyword(.didSet):
                    property.didSet = Accessor(parameterName: parameter ?? "oldValue", body: body ?? [])
                default:
                    notSupported("'\(accessor.accessorSpecifier.text)' accessors", accessor)
                }
            }
        }
    }
}
