/// A behaviour profile: which SwiftUI release the graph behaves like.
///
/// The differences modelled: Observation exists from iOS 17; in iOS 17.0–17.1 the `@State`
/// storage of presented content (a sheet, a full-screen cover) was not released on dismiss
/// (fixed in 17.2); `TabView` builds every tab eagerly through iOS 17 and lazily, on first
/// selection, from iOS 18; from iOS 27 (Xcode 27's `@State` macro) a `@State` property's
/// initial value is evaluated once per view lifetime instead of on every view init.
///
/// Every profile runs on an iPhone 15-class screen, 393 × 852 pt (`device`): it sizes the
/// viewport of `List` and of lazy stacks and grids in a `ScrollView`, and what a
/// `GeometryReader` sees (the screen inside its safe area, 393 × 759 pt). From iOS 16, `List {
/// ForEach }` calls every row's `View.init` when the list is evaluated, though it builds (runs
/// the body of) only the rows in the viewport (reported since iOS 16, worse on iOS 18; e.g.
/// github.com/babbage/List-Reload).
public struct Profile: Equatable, Sendable, CustomStringConvertible {
    public let name: String
    public let major: Int
    public let minor: Int

    public static let all: [Profile] = [
        Profile(name: "ios14", major: 14, minor: 0), Profile(name: "ios15", major: 15, minor: 0),
        Profile(name: "ios16", major: 16, minor: 0), Profile(name: "ios17.0", major: 17, minor: 0),
        Profile(name: "ios17.2", major: 17, minor: 2), Profile(name: "ios18", major: 18, minor: 0),
        Profile(name: "ios26", major: 26, minor: 0), Profile(name: "ios27", major: 27, minor: 0),
    ]

    /// The newest release (DESIGN: the default is the newest).
    public static let `default` = all[all.count - 1]

    public static func named(_ name: String) -> Profile? { all.first { $0.name == name } }

    public var description: String { name }

    /// `@Observable`, `@Bindable`, `@Environment(Type.self)`.
    public var hasObservation: Bool { major >= 17 }
    /// iOS 17.0–17.1: presented content's `@State` storage outlives its dismissal.
    public var leaksPresentedState: Bool { major == 17 && minor < 2 }
    /// iOS 18+: a tab is built when first selected.
    public var buildsTabsLazily: Bool { major >= 18 }
    /// iOS 27+: a `@State` initializer runs once per view lifetime.
    public var evaluatesStateInitializerOnce: Bool { major >= 27 }
    /// The screen the viewport of scroll containers spans.
    public var device: Device { .iPhone15 }
    /// iOS 16+: `List { ForEach }` initializes every row's view value, building only the visible ones.
    public var listInitializesEveryRow: Bool { major >= 16 }
}
