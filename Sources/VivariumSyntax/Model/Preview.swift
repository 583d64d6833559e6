/// The previews a program declares: `#Preview("Name") { … }` macros and
/// `struct X_Previews: PreviewProvider` types. `previews` lists them; `mount preview` mounts one.
public struct Preview: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// `#Preview`, lowered to a `@ViewBuilder` function of this (reserved) name.
        case macro(function: String)
        /// A `PreviewProvider` type: its `@ViewBuilder static var previews`.
        case provider(typeName: String)
    }

    /// The name written in `#Preview("Name")`, or the provider's type name; nil for `#Preview { … }`.
    public var name: String?
    public var source: Source
    public var location: SourceLocation

    /// Names of `#Preview` functions start with this (no Swift identifier can).
    static let functionPrefix = "#Preview"

    /// Whether `function` is the lowered body of a `#Preview`.
    public static func isPreviewFunction(_ function: FunctionDecl) -> Bool {
        function.name.hasPrefix(functionPrefix)
    }

    /// The previews of `program`, in source order.
    public static func all(in program: Program) -> [Preview] {
        var found: [Preview] = []
        for declaration in program.declarations {
            switch declaration {
            case .function(let function) where isPreviewFunction(function):
                let name = function.attributes.first { $0.name == "Preview" }?.arguments.first.flatMap { argument in
                    if case .string(let text) = argument.value.kind { return text } else { return nil }
                }
                found.append(Preview(name: name, source: .macro(function: function.name), location: function.location))
            case .type(let type):
                providers(in: type, qualifier: nil, into: &found)
            case .extension(let declaration):
                for case .type(let nested) in declaration.members {
                    providers(in: nested, qualifier: declaration.extendedType, into: &found)
                }
            default:
                break
            }
        }
        return found
    }

    /// `type` when it is a `PreviewProvider`, and the providers nested in it, named with the
    /// types they are nested in (`ContentView.ContentView_Previews`): Xcode "statically discovers
    /// preview providers in your project" (Apple, "PreviewProvider"), a nested one as well.
    private static func providers(in type: TypeDecl, qualifier: String?, into found: inout [Preview]) {
        let name = qualifier.map { "\($0).\(type.name)" } ?? type.name
        if type.inheritedTypes.contains(where: { $0.name.hasSuffix("PreviewProvider") }) {
            found.append(Preview(name: name, source: .provider(typeName: name), location: type.location))
        }
        for case .type(let nested) in type.members {
            providers(in: nested, qualifier: name, into: &found)
        }
    }

    /// The expression that builds the preview's content.
    public var contentExpression: Expr {
        switch source {
        case .macro(let function):
            return Expr(.call(callee: Expr(.identifier(function), at: location), arguments: []), at: location)
        case .provider(let typeName):
            // `Outer.Inner.previews` for a provider nested in `Outer`.
            let names = typeName.split(separator: ".").map(String.init)
            let type = names.dropFirst().reduce(Expr(.identifier(names[0]), at: location)) { base, name in
                Expr(.member(base: base, name: name), at: location)
            }
            return Expr(.member(base: type, name: "previews"), at: location)
        }
    }
}
