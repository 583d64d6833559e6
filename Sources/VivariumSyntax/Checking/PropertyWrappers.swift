/// The property wrappers the playground knows, shared by the checker (memberwise
/// initializer synthesis, autoclosure forwarding, mutability) and the runtime.
public enum PropertyWrapperKind: String, Hashable, Sendable, CaseIterable {
    case state = "State"
    case stateObject = "StateObject"
    case observedObject = "ObservedObject"
    case published = "Published"
    case binding = "Binding"
    case environmentObject = "EnvironmentObject"
    case environment = "Environment"
    case bindable = "Bindable"
    case focusState = "FocusState"
    case appStorage = "AppStorage"
    case sceneStorage = "SceneStorage"
    case gestureState = "GestureState"
    case namespace = "Namespace"
    case applicationDelegateAdaptor = "UIApplicationDelegateAdaptor"
}

public struct PropertyWrapperInfo: Hashable, Sendable {
    /// How a property with this wrapper appears in a struct's synthesized memberwise initializer.
    public enum Memberwise: Hashable, Sendable {
        /// The parameter is named after the property and typed like `init(wrappedValue:)`'s
        /// parameter (`@State var x: Int` → `x: Int`).
        case wrappedValue
        /// The wrapper has no `init(wrappedValue:)`: the parameter is the backing storage
        /// (`@Binding var b: Int` → `b: Binding<Int>`).
        case storage
        /// The wrapper is initialized without arguments (`init()`) or from its attribute
        /// arguments; the property never appears in the memberwise initializer and never
        /// needs an initial value.
        case excluded
    }

    public var kind: PropertyWrapperKind
    public var name: String { kind.rawValue }
    public var memberwise: Memberwise
    /// `init(wrappedValue:)` takes an `@autoclosure` (StateObject): the value is evaluated
    /// lazily, and forwarding an `@autoclosure` parameter needs `()`.
    public var wrappedValueIsAutoclosure: Bool

    public init(kind: PropertyWrapperKind, memberwise: Memberwise, wrappedValueIsAutoclosure: Bool = false) {
        self.kind = kind
        self.memberwise = memberwise
        self.wrappedValueIsAutoclosure = wrappedValueIsAutoclosure
    }

    /// The wrapper named `name` (without `@`; `SwiftUI.State` is accepted), or `nil` for a
    /// wrapper the playground does not know.
    public static func info(_ name: String) -> PropertyWrapperInfo? {
        let bare = name.hasPrefix("SwiftUI.") ? String(name.dropFirst("SwiftUI.".count)) : name
        guard let kind = PropertyWrapperKind(rawValue: bare) else { return nil }
        switch kind {
        case .state, .observedObject, .published, .bindable, .appStorage, .sceneStorage, .gestureState:
            return PropertyWrapperInfo(kind: kind, memberwise: .wrappedValue)
        case .stateObject:
            return PropertyWrapperInfo(kind: kind, memberwise: .wrappedValue, wrappedValueIsAutoclosure: true)
        case .binding:
            return PropertyWrapperInfo(kind: kind, memberwise: .storage)
        case .environmentObject, .environment, .focusState, .namespace, .applicationDelegateAdaptor:
            return PropertyWrapperInfo(kind: kind, memberwise: .excluded)
        }
    }
}
