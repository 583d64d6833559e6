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
        let body = lowerClosure(closure)
        return [.function(FunctionDecl(
            name: "\(Preview.functionPrefix) \(at.line):\(at.column)", parameters: [], returnType: .opaque("View"),
            body: body.body,
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
}
