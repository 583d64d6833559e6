import VivariumInterpreter
import VivariumSyntax

/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` in an `App`: SwiftUI
/// makes one delegate of that class when the app launches and sends it the launch messages
/// (Apple, "UIApplicationDelegateAdaptor": "SwiftUI creates an instance of the delegate
/// class and calls its methods"; "UIApplicationDelegate": `application(_:willFinishLaunchingWithOptions:)`,
/// then `application(_:didFinishLaunchingWithOptions:)`). The App struct is re-made later
/// without a new delegate: the storage keeps the one made first. An `ObservableObject`
/// delegate is also in the environment, as SwiftUI puts it there (`@EnvironmentObject`:
/// `ViewGraph.applicationDelegate(a:)`).
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
        try connectScene(delegate: delegate, typeName: typeName, application: application, link: link, at: property.location)
        return BuiltinValue(kind: "UIApplicationDelegateAdaptor", tag: slot.id)
    }

    /// The app's window scene connects after launch: when the app delegate answers
    /// `application(_:configurationForConnecting:options:)` with a configuration whose
    /// `delegateClass` is set, UIKit makes that scene delegate, keeps it in the scene (which
    /// `UIApplication.shared.connectedScenes` holds), and sends it `scene(_:willConnectTo:options:)`,
    /// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)` (Apple, "UISceneDelegate",
    /// "Managing your app's life cycle"). Later phases reach it through `sceneMessages(from:to:)`.
    private func connectScene(delegate: Value, typeName: String, application: Value, link: Int,
                              at location: SourceLocation) throws {
        guard interpreter.declaresMethod("application", labels: [nil, "configurationForConnecting", "options"], in: typeName,
                                         isStatic: false) else { return }
        // NB: each value is stored where it is kept (the app's scenes, the scene's delegate) as
        // soon as it is made, before more code runs: a safe point frees what nothing holds.
        let scene = try interpreter.construct(typeName: "UIWindowScene", arguments: [], at: location)
        guard case .object(let sceneID) = scene, case .object(let applicationID) = application else { return }
        try interpreter.setProperty("_scenes", ofObject: applicationID, to: .array([scene]), at: location)
        let configuration = try within(link) {
            try interpreter.callUserMethod("application", on: delegate, arguments: [
                ArgumentValue(label: nil, value: application, location: location),
                ArgumentValue(label: "configurationForConnecting", value: try interpreter.member("session", of: scene), location: location),
                ArgumentValue(label: "options", value: try interpreter.member("_options", of: scene), location: location),
            ], at: location)
        }
        guard case .type(let delegateType) = try interpreter.member("delegateClass", of: configuration) else { return }
        let sceneDelegate = try within(link) { try interpreter.construct(typeName: delegateType, arguments: [], at: location) }
        try interpreter.setProperty("delegate", ofObject: sceneID, to: sceneDelegate, at: location)
        if interpreter.declaresMethod("scene", labels: [nil, "willConnectTo", "options"], in: delegateType, isStatic: false) {
            _ = try within(link) {
                try interpreter.callUserMethod("scene", on: sceneDelegate, arguments: [
                    ArgumentValue(label: nil, value: scene, location: location),
                    ArgumentValue(label: "willConnectTo", value: try interpreter.member("session", of: scene), location: location),
                    ArgumentValue(label: "options", value: try interpreter.member("_options", of: scene), location: location),
                ], at: location)
            }
        }
        for message in ["sceneWillEnterForeground", "sceneDidBecomeActive"] {
            try sendSceneMessage(message, at: location)
        }
    }

    /// The scene delegate's method for a phase change, as UIKit sends it.
    static func sceneMessage(from previous: ScenePhase, to next: ScenePhase) -> String? {
        switch (previous, next) {
        case (.active, .inactive): return "sceneWillResignActive"
        case (.inactive, .background): return "sceneDidEnterBackground"
        case (.background, .inactive): return "sceneWillEnterForeground"
        case (.inactive, .active): return "sceneDidBecomeActive"
        default: return nil
        }
    }

    /// Sends `message` (`sceneDidBecomeActive(_:)`…) to each connected scene's delegate that
    /// implements it, and sets the scene's `activationState`.
    func sendSceneMessage(_ message: String, at location: SourceLocation = .builtin) throws {
        guard interpreter.types.type("UIApplication") != nil,
              case .array(let scenes) = try interpreter.member("connectedScenes", of: try interpreter.member("shared", of: .type("UIApplication"))) else { return }
        let state: String = switch message {
        case "sceneDidBecomeActive": "foregroundActive"
        case "sceneDidEnterBackground": "background"
        default: "foregroundInactive"
        }
        for scene in scenes {
            if case .object(let id) = scene {
                // NB: the module's nested enum is registered by its last name, as nested types are.
                let typeName = interpreter.types.type("ActivationState")?.name ?? "UIScene.ActivationState"
                let value = Value.enumValue(EnumValue(typeName: typeName, caseName: state))
                try interpreter.setProperty("activationState", ofObject: id, to: value, at: location)
            }
            let delegate = try interpreter.member("delegate", of: scene)
            guard case .object = delegate else { continue }
            let typeName = Describe.typeName(of: delegate, heap: interpreter.heap)
            guard interpreter.declaresMethod(message, labels: [nil], in: typeName, isStatic: false) else { continue }
            _ = try interpreter.callUserMethod(message, on: delegate, arguments: [ArgumentValue(label: nil, value: scene, location: location)],
                                               at: location)
        }
    }
}
