import SwiftSyntax

/// Whole files as people write them: previews and the app's entry point.
extension Lowerer {
    /// `#Preview("Name") { body }` (also `#Preview(traits: …) { }` and `body:`): a top-level
    /// `@ViewBuilder` function with a reserved name, so its body is checked like any view
    /// builder and `mount preview` can call it. The macro's body is a `@ViewBuilder` closure.
    func lowerPreviewMacro(arguments: LabeledExprListSyntax, trailingClosure: ClosureExprSyntax?,
                           _ node: some SyntaxProtocol) -> [Declaration] {
        let at = location(of: node)
        var closure = trailingClosure
        var nameArgument: [Argument] = []
        for argument in arguments {
            switch argument.label?.text {
            case nil:
                if let literal = argument.expression.as(StringLiteralExprSyntax.self) {
                    nameArgument = [Argument(label: nil, value: Expr(lowerString(literal), at: location(of: literal)),
                                             location: location(of: argument))]
                }
            case "body":
                closure = argument.expression.as(ClosureExprSyntax.self) ?? closure
            default:
                break  // `traits:`, `as:`: previews canvas options, no run-time meaning here.
            }
        }
        guard let closure else {
            notSupported("'#Preview' without a closure", node)
            return []
        }
        var declarations: [Declaration] = []
        var body: [Statement]
        var title: String?
        if case .string(let text)? = nameArgument.first?.value.kind { title = text }
        if let content = previewableContent(closure, title: title, at: at) {
            declarations.append(.type(content))
            body = [Statement(.expression(Expr(.call(callee: Expr(.identifier(content.name), at: at), arguments: []), at: at)), at: at)]
        } else {
            body = lowerClosure(closure).body
        }
        return declarations + [.function(FunctionDecl(
            // NB: unique per file and position: two inputs typed at the prompt both start at 1:1.
            name: "\(Preview.functionPrefix) \(at.file):\(at.line):\(at.column)", parameters: [], returnType: .opaque("View"),
            body: body,
            attributes: [Attribute(name: "ViewBuilder", location: at),
                         Attribute(name: "Preview", arguments: nameArgument, location: at)],
            location: at))]
    }

    /// SwiftUI declares `PreviewProvider.previews` `@ViewBuilder` and `App.body` a
    /// `@SceneBuilder`: a conforming type's implementation is a result builder without the
    /// attribute written. (A `WindowGroup` scene is modelled as a transparent container.)
    func addingImplicitBuilders(to type: TypeDecl) -> TypeDecl {
        let inherited = Set(type.inheritedTypes.map { TypeInfo.bareName($0.name) })
        let builderProperty: String
        if inherited.contains("PreviewProvider") {
            builderProperty = "previews"
        } else if inherited.contains("App") {
            builderProperty = "body"
        } else {
            return type
        }
        var type = type
        type.members = type.members.map { member in
            guard case .property(var property) = member, property.name == builderProperty, property.isComputed,
                  !property.hasAttribute("ViewBuilder") else { return member }
            property.attributes.append(Attribute(name: "ViewBuilder", location: property.location))
            return .property(property)
        }
        return type
    }

    /// The generated view of a `@Previewable` preview: `#Preview("With state")` →
    /// `WithStatePreview`; an unnamed one is `Preview_FILE_LINE`.
    static func previewContentName(title: String?, at: SourceLocation) -> String {
        let words = (title ?? "").split { !($0.isLetter || $0.isNumber) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = joined.first, first.isLetter { return joined + "Preview" }
        return "Preview_\(identifierPart(of: at.file))_\(at.line)"
    }

    /// A file name as part of an identifier: `Views/ContentView.swift` → `ContentView`,
    /// `<input-3>` → `input3`.
    static func identifierPart(of file: String) -> String {
        var name = file.split(separator: "/").last.map(String.init) ?? file
        if name.hasSuffix(".swift") { name = String(name.dropLast(".swift".count)) }
        let kept = name.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return kept.isEmpty ? "file" : kept
    }

    /// `@Previewable @State var count = 0` at the top of a `#Preview` body: the macro moves
    /// such variables into a view it generates, whose body is the rest of the preview (so the
    /// state lives on a node). That view is named by `previewContentName`; nil without `@Previewable`.
    private func previewableContent(_ closure: ClosureExprSyntax, title: String?, at: SourceLocation) -> TypeDecl? {
        var properties: [MemberDecl] = []
        var rest: [Statement] = []
        for item in closure.statements {
            if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                inPreviewBody = true
                properties += lowerProperties(variable).map { .property($0) }
                inPreviewBody = false
            } else {
                rest += lowerStatements(item)
            }
        }
        guard !properties.isEmpty else { return nil }
        var body = PropertyDecl(name: "body", isLet: false, type: .opaque("View"), initializer: nil, getter: rest,
                                location: at, nameLocation: at)
        body.attributes = [Attribute(name: "ViewBuilder", location: at)]
        return TypeDecl(kind: .struct, name: Self.previewContentName(title: title, at: at), inheritedTypes: [InheritedType(name: "View", location: at)],
                        attributes: [], members: properties + [.property(body)], location: at, nameLocation: at)
    }
}
