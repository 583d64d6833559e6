/// SwiftUI's generic requirements on the values a view passes, checked where the value's type is
/// evident (a property or local of a user type, an array of one): swiftc refuses the call, so
/// the program is refused at load, not when the body first runs. Apple declares them:
/// - `ForEach(data)` and `List(data)` without `id:`, `where Data.Element : Identifiable` ("Either
///   the collection's elements must conform to Identifiable or you need to provide an id
///   parameter to the ForEach initializer");
/// - `onChange(of:initial:_:)` `where V : Equatable`, `task(id:priority:_:)` `where T : Equatable`;
/// - `environmentObject(_:)` `where T : ObservableObject`, `environment(_:)` `where T :
///   AnyObject, T : Observable`;
/// - `NavigationLink`'s `Destination : View`: a type's name where a view is wanted
///   (`destination: Detail`) is "type 'Detail.Type' cannot conform to 'View'".
/// Wording: swiftc 6.3.1 with stand-ins of these declarations (a constrained extension's
/// initializer is "referencing initializer … on 'ForEach'"); the column is the callee's name.
/// A value whose type is not evident is left to the graph, which checks it when the call runs.
extension CheckRun {
    func checkFrameworkRequirements(callee: Expr, arguments: [Argument], _ context: Context) {
        checkBindingArguments(callee: callee, arguments: arguments, context)
        checkTextArguments(callee: callee, arguments: arguments, context)
        checkKeyPathValueArgument(callee: callee, arguments: arguments, context)
        switch callee.kind {
        case .identifier("Text"):
            // `Text(count)`: of Text's one-argument initializers, a number or a Bool fits only the
            // generic `init<S: StringProtocol>(_ content: S)` (Apple, "Text"); `Text(user.nickname)`
            // with a `String?` must unwrap it.
            guard isSDKName("Text"), arguments.count == 1, arguments[0].label == nil else { return }
            let argumentType = evidentType(of: arguments[0].value, context)
            if reportOptionalValue(arguments[0].value, argumentType, wanted: ["String"]) { return }
            guard case .named(let typeName, generics: [])? = argumentType,
                  ["Int", "Double", "Float", "CGFloat", "Bool"].contains(typeName) else { return }
            report("initializer 'init(_:)' requires that '\(typeName)' conform to 'StringProtocol'", at: callee.location)
        case .identifier(let name) where name == "ForEach" || name == "List":
            guard isSDKName(name), let data = arguments.first, data.label == nil,
                  let collection = evidentType(of: data.value, context), let element = Self.elementName(of: collection) else { return }
            if name == "ForEach", let id = arguments.first(where: { $0.label == "id" }) {
                // `ForEach(items, id: \.self)`: the elements are their own ids, so they must be
                // Hashable (`struct ForEach<Data, ID, Content> where ID : Hashable`).
                guard case .keyPath(nil, let components) = id.value.kind, components == ["self"],
                      let info = symbols.types[element], info.kind == .struct || info.kind == .class,
                      !conforms(info, to: "Hashable") else { return }
                report("generic struct 'ForEach' requires that '\(element)' conform to 'Hashable'", at: callee.location)
                return
            }
            // String, Int, … are no more Identifiable than the program's own types without it.
            let isUnidentifiableStandardType = symbols.types[element] == nil && Self.unidentifiableStandardTypes.contains(element)
                && symbols.foreignExtensionInherited[element] == nil
            guard !arguments.contains(where: { $0.label == "id" }),
                  arguments.dropFirst().allSatisfy({ $0.isTrailingClosure || $0.label == "content" || $0.label == "rowContent" }),
                  isUnidentifiableStandardType
                    || symbols.types[element].map({ $0.kind != .protocol && !conforms($0, to: "Identifiable") }) == true else { return }
            // ForEach's requirement is its extension's (`extension ForEach where … Data.Element :
            // Identifiable`): "referencing initializer … on 'ForEach'"; List's is the initializer's
            // own (List has no `Data` parameter: `init<Data, RowContent>(_:rowContent:) where …`).
            let message = name == "List" ? "initializer 'init(_:rowContent:)'" : "referencing initializer 'init(_:content:)' on 'ForEach'"
            report("\(message) requires that '\(element)' conform to 'Identifiable'", at: callee.location)
        case .identifier("NavigationLink") where arguments.contains(where: { $0.label == "value" }):
            // `NavigationLink(value: book) { … }`: `init<P>(value: P?, label:) where P : Hashable`
            // (Apple, "NavigationLink"), a value-presenting link.
            guard isSDKName("NavigationLink"), arguments.first?.label == "value", arguments.count == 2,
                  arguments[1].isTrailingClosure || arguments[1].label == "label",
                  let typeName = unhashableUserType(arguments[0].value, context) else { return }
            report("initializer 'init(value:label:)' requires that '\(typeName)' conform to 'Hashable'", at: callee.location)
        case .identifier("NavigationLink"):
            // `NavigationLink("Go", destination: Detail)`: the type, not a view of it
            // (`struct NavigationLink<Label, Destination> where Destination : View`).
            guard isSDKName("NavigationLink"), let destination = arguments.first(where: { $0.label == "destination" }),
                  case .identifier(let typeName) = destination.value.kind, case .userType = resolve(typeName, context) else { return }
            report("type '\(typeName).Type' cannot conform to 'View'", at: callee.location,
                   notes: [("only concrete types such as structs, enums and classes can conform to protocols", callee.location)])
        case .member(let base, "navigationDestination"):
            // `.navigationDestination(for: Book.self) { … }`: `func navigationDestination<D, C>(for
            // data: D.Type, destination:) where D : Hashable, C : View` (Apple).
            guard isViewExpression(base, context), let data = arguments.first(where: { $0.label == "for" }),
                  case .member(let typeExpression, "self") = data.value.kind, case .identifier(let typeName) = typeExpression.kind,
                  case .userType = resolve(typeName, context), let info = symbols.types[typeName], !isHashable(info) else { return }
            report("instance method 'navigationDestination(for:destination:)' requires that '\(typeName)' conform to 'Hashable'",
                   at: callee.location)
        case .member(let base, let name):
            guard let (label, method) = Self.requirementMethods[name], isViewExpression(base, context),
                  let argument = arguments.first(where: { $0.label == label }),
                  case .named(let typeName, generics: [])? = evidentType(of: argument.value, context),
                  let info = symbols.types[typeName] else { return }
            let requirement: String
            switch name {
            case "onChange", "task":
                guard info.kind == .struct || info.kind == .class,
                      !["Equatable", "Hashable", "Comparable"].contains(where: { conforms(info, to: $0) }) else { return }
                requirement = "Equatable"
            case "environmentObject":
                guard info.kind == .class, !conforms(info, to: "ObservableObject") else { return }
                requirement = "ObservableObject"
            default:
                guard info.kind == .class, !conforms(info, to: "Observable") else { return }
                requirement = "Observable"
            }
            report("instance method '\(method)' requires that '\(typeName)' conform to '\(requirement)'",
                   at: callee.location)  // the method's name, where swiftc points
        default:
            return
        }
    }

    /// The name of the program's struct or class that `value` evidently is, when it does not
    /// conform to `Hashable`.
    private func unhashableUserType(_ value: Expr, _ context: Context) -> String? {
        guard case .named(let typeName, generics: [])? = evidentType(of: value, context), let info = symbols.types[typeName],
              !isHashable(info) else { return nil }
        return typeName
    }

    /// Whether the program's type is (or may be) `Hashable`: only a struct, or a class of its own
    /// (no superclass: an `NSObject` subclass is Hashable; not a `@Model`, whose `PersistentModel`
    /// is), that does not conform is judged not to be.
    private func isHashable(_ info: TypeInfo) -> Bool {
        switch info.kind {
        case .struct: return conforms(info, to: "Hashable")
        case .class:
            if info.decl.hasAttribute("Model") || info.inherited.contains(where: { symbols.types[$0]?.kind == .class || $0.hasPrefix("NS") || $0.hasPrefix("UI") }) { return true }
            return conforms(info, to: "Hashable")
        default: return true
        }
    }

    /// Standard types that do not conform to `Identifiable` (unless the program extends them to).
    private static let unidentifiableStandardTypes: Set<String> = ["String", "Int", "Double", "Bool", "Character", "Float"]

    /// The argument each modifier constrains (nil: the unlabeled first) and its name in swiftc's words.
    private static let requirementMethods: [String: (label: String?, method: String)] = [
        "onChange": ("of", "onChange(of:initial:_:)"),
        "task": ("id", "task(id:priority:_:)"),
        "environmentObject": (nil, "environmentObject"),
        "environment": (nil, "environment"),
    ]
}
