/// UIKit services SwiftUI apps call from buttons and initializers, in Vivarium's Swift subset:
///
/// - Haptics: `UIImpactFeedbackGenerator(style:)`, `UINotificationFeedbackGenerator`,
///   `UISelectionFeedbackGenerator` (Apple, "UIFeedbackGenerator"). The playground has no
///   Taptic Engine: `prepare()` and the `…Occurred` methods do nothing, as on a device that
///   has no haptics.
/// - `UIPasteboard.general`: the system pasteboard's `string`, `strings`, `url` (what a copy
///   button writes is read back).
/// - `UIDevice.current`: the profile's iPhone (`userInterfaceIdiom` `.phone`, portrait).
/// - Appearance proxies: `UINavigationBar.appearance()`, `UITabBar.appearance()`,
///   `UITableView.appearance()`, `UISegmentedControl.appearance()` and the
///   `UINavigationBarAppearance`/`UITabBarAppearance` configurations. UIKit applies them to the
///   bars it creates later; the playground draws no UIKit bars, so the values are kept (and
///   read back) and change nothing in the tree.
extension BundledModule {
    static let uiKitServices = BundledModule(
        name: "UIKitServices", dependencies: ["UIKit"],
        autoloadNames: ["UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
                        "UISelectionFeedbackGenerator", "UIPasteboard", "UIDevice", "UIUserInterfaceIdiom",
                        "UIDeviceOrientation", "NSAttributedString", "NSAttributedStringKey", "UINavigationBar",
                        "UINavigationBarAppearance", "UITabBar", "UITabBarAppearance", "UITableView",
                        "UISegmentedControl", "UIControlState", "UIFont"],
        source: #"""
class UIFeedbackGenerator: NSObject {
    func prepare() {}
}

class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    enum FeedbackStyle {
        case light, medium, heavy, soft, rigid
    }
    let style: UIImpactFeedbackGenerator.FeedbackStyle

    init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    override init() {
        self.style = .medium
        super.init()
    }

    func impactOccurred() {}
    func impactOccurred(intensity: Double) {}
}

class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    enum FeedbackType {
        case success, warning, error
    }

    func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {}
}

class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    func selectionChanged() {}
}

@_vivariumInternal("UIPasteboard")
class UIPasteboard: NSObject {
    static let general = UIPasteboard()
    var string: String?
    var strings: [String]?
    var url: URL?
    var image: UIImage?
    var hasStrings: Bool { string != nil }
    var hasURLs: Bool { url != nil }
}

enum UIUserInterfaceIdiom {
    case unspecified, phone, pad, tv, carPlay, mac, vision
}

enum UIDeviceOrientation {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

@_vivariumInternal("UIDevice")
class UIDevice: NSObject {
    static let current = UIDevice()
    static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    let name = "iPhone"
    let model = "iPhone"
    let systemName = "iOS"
    let userInterfaceIdiom: UIUserInterfaceIdiom = .phone
    let orientation: UIDeviceOrientation = .portrait
    var isBatteryMonitoringEnabled = false
}

struct NSAttributedStringKey: Hashable {
    let rawValue: String
    static let font = NSAttributedStringKey(rawValue: "NSFont")
    static let foregroundColor = NSAttributedStringKey(rawValue: "NSColor")
    static let backgroundColor = NSAttributedStringKey(rawValue: "NSBackgroundColor")
    static let kern = NSAttributedStringKey(rawValue: "NSKern")
    static let underlineStyle = NSAttributedStringKey(rawValue: "NSUnderline")
}

enum NSAttributedString {
    typealias Key = NSAttributedStringKey
}

struct UIFont {
    let _description: String
    static func systemFont(ofSize size: Double) -> UIFont { UIFont(_description: "system \(size)") }
    static func systemFont(ofSize size: Double, weight: Any) -> UIFont { UIFont(_description: "system \(size)") }
    static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(_description: "bold system \(size)") }
    static func preferredFont(forTextStyle style: Any) -> UIFont { UIFont(_description: "\(style)") }
    init(_description: String) {
        self._description = _description
    }
    init?(name: String, size: Double) {
        self._description = "\(name) \(size)"
    }
}

class UIBarAppearance: NSObject {
    var backgroundColor: UIColor?
    var shadowColor: UIColor?
    func configureWithOpaqueBackground() {}
    func configureWithTransparentBackground() {}
    func configureWithDefaultBackground() {}
}

class UINavigationBarAppearance: UIBarAppearance {
    var titleTextAttributes: [NSAttributedStringKey: Any] = [:]
    var largeTitleTextAttributes: [NSAttributedStringKey: Any] = [:]
}

class UITabBarAppearance: UIBarAppearance {
}

@_vivariumInternal("UINavigationBar")
class UINavigationBar: NSObject {
    static let _proxy = UINavigationBar()
    static func appearance() -> UINavigationBar { _proxy }
    var titleTextAttributes: [NSAttributedStringKey: Any]?
    var largeTitleTextAttributes: [NSAttributedStringKey: Any]?
    var tintColor: UIColor?
    var barTintColor: UIColor?
    var backgroundColor: UIColor?
    var isTranslucent = true
    var prefersLargeTitles = false
    // The proxy holds no configuration until the program sets one (a fresh one when read).
    var _standardAppearance: UINavigationBarAppearance?
    var standardAppearance: UINavigationBarAppearance {
        get { _standardAppearance ?? UINavigationBarAppearance() }
        set { _standardAppearance = newValue }
    }
    var scrollEdgeAppearance: UINavigationBarAppearance?
    var compactAppearance: UINavigationBarAppearance?
}

@_vivariumInternal("UITabBar")
class UITabBar: NSObject {
    static let _proxy = UITabBar()
    static func appearance() -> UITabBar { _proxy }
    var tintColor: UIColor?
    var barTintColor: UIColor?
    var backgroundColor: UIColor?
    var unselectedItemTintColor: UIColor?
    var isTranslucent = true
    var _standardAppearance: UITabBarAppearance?
    var standardAppearance: UITabBarAppearance {
        get { _standardAppearance ?? UITabBarAppearance() }
        set { _standardAppearance = newValue }
    }
    var scrollEdgeAppearance: UITabBarAppearance?
}

@_vivariumInternal("UITableView")
class UITableView: NSObject {
    static let _proxy = UITableView()
    static func appearance() -> UITableView { _proxy }
    var backgroundColor: UIColor?
    var separatorStyle: Any?
    var separatorColor: UIColor?
}

enum UIControlState {
    case normal, highlighted, disabled, selected, focused
}

@_vivariumInternal("UISegmentedControl")
class UISegmentedControl: NSObject {
    typealias State = UIControlState
    static let _proxy = UISegmentedControl()
    static func appearance() -> UISegmentedControl { _proxy }
    var selectedSegmentTintColor: UIColor?
    var backgroundColor: UIColor?
    var _titleTextAttributes: [UIControlState: [NSAttributedStringKey: Any]] = [:]

    func setTitleTextAttributes(_ attributes: [NSAttributedStringKey: Any]?, for state: UIControlState) {
        _titleTextAttributes[state] = attributes
    }

    func titleTextAttributes(for state: UIControlState) -> [NSAttributedStringKey: Any]? {
        _titleTextAttributes[state]
    }
}
"""#)
}
