import VivariumInterpreter
import VivariumSyntax

/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` in an `App`: SwiftUI
/// makes one delegate of that class when the app launches and sends it the launch messages
/// (Apple, "UIApplicationDelegateAdaptor": "SwiftUI creates an instance of the delegate
/// class and calls its methods"; "UIApplicationDelegate": `application(_:willFinishLaunchingWithOptions:)`,
/// then `application(_:didFinishLaunchingWithOptions:)`). The App struct is re-made later
/// without a new delegate: the storage keeps the one made first. (An `ObservableObject`
/// delegate is not also put in the environment, as SwiftUI does: an `@EnvironmentObject` of it
/// is missing here.)
extension ViewGraph {
    static let launchMessages = ["willFinishLaunchingWithOptions", "didFinishLaunchingWithOptions"]

    func installApplicationDelegate(_ wrapper: BuiltinValue, property: PropertyDecl, on node: Node) throws -> BuiltinValue {
        if wrapper.tag != 0 { return wrapper }
        if let slot = node.storage[property.name] {
            return BuiltinValue(kind: "UIApplicationDelegateAdaptor", tag: slot.id)
        }
        guard case .type(let typeName)? = wrapper["type"] else {
            throw RuntimeError(.notSupported, "not supported in the playground: @UIApplicationDelegateAdaptor without a delegate class", at: property.location)
        }
        let saved = interpreter.activity
        interpreter.activity = CreationContext(holder: "\(node.path).\(property.name)", note: WrapperNote.applicationDelegate)
        defer { interpreter.activity = saved }
        let link = cause(.installed(path: node.path, property: property.name, wrapper: "UIApplicationDelegateAdaptor"))
        let delegate = try within(link) { try interpreter.construct(typeName: typeName, arguments: [], at: property.location) }
        let slot = makeSlot("UIApplicationDelegateAdaptor", property.name, node, delegate)
        let application = try interpreter.member("shared", of: .type("UIApplication"), at: property.location)
        for message in Self.launchMessages where interpreter.declaresMethod("application", labels: [nil, message], in: typeName, isStatic: false) {
            _ = try within(link) {
                try interpreter.callUserMethod("application", on: delegate, arguments: [
                    ArgumentValue(label: nil, value: application, location: property.location),
                    ArgumentValue(label: message, value: .nil, location: property.location),
                ], at: property.location)
            }
        }
        return BuiltinValue(kind: "UIApplicationDelegateAdaptor", tag: slot.id)
    }
}
