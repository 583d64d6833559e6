/// An attribute written on a declaration or a parameter: `@State`, `@Published`,
/// `@ViewBuilder`, `@MainActor`, `@Observable`, `@autoclosure`, `@escaping`.
public struct Attribute: Hashable, Sendable {
    /// The name without `@`, e.g. `StateObject`.
    public var name: String
    /// Arguments written in parentheses, e.g. `@Environment(\.dismiss)`.
    public var arguments: [Argument]
    public var location: SourceLocation

    public init(name: String, arguments: [Argument] = [], location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }
}

/// Declaration modifiers that change meaning (access modifiers are accepted and dropped).
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let `static` = Modifiers(rawValue: 1 << 0)
    public static let `class` = Modifiers(rawValue: 1 << 1)
    public static let mutating = Modifiers(rawValue: 1 << 2)
    public static let nonmutating = Modifiers(rawValue: 1 << 3)
    public static let `override` = Modifiers(rawValue: 1 << 4)
    public static let convenience = Modifiers(rawValue: 1 << 5)
    public static let required = Modifiers(rawValue: 1 << 6)
    public static let weak = Modifiers(rawValue: 1 << 7)
    public static let unowned = Modifiers(rawValue: 1 << 8)
    public static let lazy = Modifiers(rawValue: 1 << 9)
    public static let final = Modifiers(rawValue: 1 << 10)
    /// `private(set)` / `fileprivate(set)`: recorded for `inspect`, not enforced.
    public static let privateSetter = Modifiers(rawValue: 1 << 11)
    public static let `private` = Modifiers(rawValue: 1 << 12)
    /// `@Bindable var model = model` in a body: a local whose `$model` projects bindings.
    public static let bindable = Modifiers(rawValue: 1 << 13)
    /// `async let x = work()`: a child task; its errors are thrown where `x` is awaited.
    public static let async = Modifiers(rawValue: 1 << 14)
}
