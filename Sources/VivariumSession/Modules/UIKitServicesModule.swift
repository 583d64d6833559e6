/// UIKit services SwiftUI apps call from buttons and initializers, in Vivarium's Swift subset:
///
/// - Haptics: `UIImpactFeedbackGenerator(style:)`, `UINotificationFeedbackGenerator`,
///   `UISelectionFeedbackGenerator` (Apple, "UIFeedbackGenerator"). The playground has no
///   Taptic Engine: `prepare()` and the `…Occurred` methods do nothing, as on a device that
///   has no haptics.
/// - `UIPasteboard.general`: the system pasteboard's `string`, `strings`, `url` (what a copy
///   button writes is read back).
/// - `UIDevice.current`: the profile's iPhone (`userInterfaceIdiom` `.phone`, portrait).
/// - `UITextChecker`: no system dictionary here, so checking a word is "not supported" (`NSRange`,
///   `NSMakeRange`, `NSNotFound`).
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
                        "UISegmentedControl", "UIControlState", "UIFont", "UITextChecker", "NSRange", "NSMakeRange", "NSNotFound", "UIAccessibility"],
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

    func impactOccurred() { __Vivarium.inert("UIImpactFeedbackGenerator.impactOccurred") }
    func impactOccurred(intensity: Double) { __Vivarium.inert("UIImpactFeedbackGenerator.impactOccurred") }
}

class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    enum FeedbackType {
        case success, warning, error
    }

    func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        __Vivarium.inert("UINotificationFeedbackGenerator.notificationOccurred")
    }
}

class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    func selectionChanged() { __Vivarium.inert("UISelectionFeedbackGenerator.selectionChanged") }
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

/// UIKit's accessibility state and announcements: no assistive technology runs here, so every
/// setting reads off (false) and a posted announcement is spoken to no one (inert).
/// (`UIAccessibility.Notification` is named `UIAccessibilityNotification` here: the playground
/// keeps nested types by their last name, and Foundation's `Notification` has it.)
struct UIAccessibilityNotification: Equatable {
    let rawValue: String
    static let announcement = UIAccessibilityNotification(rawValue: "announcement")
    static let screenChanged = UIAccessibilityNotification(rawValue: "screenChanged")
    static let layoutChanged = UIAccessibilityNotification(rawValue: "layoutChanged")
    static let pageScrolled = UIAccessibilityNotification(rawValue: "pageScrolled")
}

enum UIAccessibility {
    static var isVoiceOverRunning: Bool { false }
    static var isSwitchControlRunning: Bool { false }
    static var isReduceMotionEnabled: Bool { false }
    static var isReduceTransparencyEnabled: Bool { false }
    static var isBoldTextEnabled: Bool { false }
    static var isGrayscaleEnabled: Bool { false }
    static var isInvertColorsEnabled: Bool { false }
    static var isDarkerSystemColorsEnabled: Bool { false }
    static var shouldDifferentiateWithoutColor: Bool { false }
    static var isClosedCaptioningEnabled: Bool { false }
    static var prefersCrossFadeTransitions: Bool { false }
    static var isVideoAutoplayEnabled: Bool { true }

    static let voiceOverStatusDidChangeNotification = Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    static func post(notification: UIAccessibilityNotification, argument: Any?) { __Vivarium.inert("UIAccessibility.post") }
}

/// Foundation's `NSRange` (UTF-16 offsets) and `NSNotFound` (`Int.max`); printed `{7, 8}`.
struct NSRange: Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    var location: Int
    var length: Int

    init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }

    /// `NSRange(text.startIndex..., in: text)`, `NSRange(range, in: text)`: the UTF-16 offsets
    /// of a range of the string's indices (Foundation, `NSRange.init(_:in:)`).
    init<R>(_ range: R, in string: String) {
        let offsets: [Int] = __Vivarium.utf16Range(range, string)
        location = offsets[0]
        length = offsets[1]
    }

    var upperBound: Int { location + length }
    var lowerBound: Int { location }
    var description: String { "{\(location), \(length)}" }
    var debugDescription: String { location == NSNotFound ? "{NSNotFound, \(length)}" : description }
}

let NSNotFound = Int.max

/// Foundation's `NSMakeRange(_:_:)`: the range at `loc` of `len` UTF-16 units.
func NSMakeRange(_ loc: Int, _ len: Int) -> NSRange {
    NSRange(location: loc, length: len)
}

/// `UITextChecker`: the playground has no system dictionary, so it cannot tell a misspelled word
/// from a real one: `rangeOfMisspelledWord` answers only for a range with no letters in it
/// (`NSNotFound`, nothing to check) and is "not supported" for any word, as are `guesses` and
/// `completions` (an answer here would be a guess of ours, not iOS's).
@_vivariumInternal("UITextChecker")
class UITextChecker: NSObject {
    static var availableLanguages: [String] { ["en_US"] }

    func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
                               language: String) -> NSRange {
        // The characters the range covers (its UTF-16 offsets).
        var checked = ""
        var offset = 0
        for character in stringToCheck {
            if offset >= range.location && offset < range.location + range.length {
                checked += String(character)
            }
            offset += String(character).utf16.count
        }
        if checked.contains(where: { $0.isLetter }) {
            __Vivarium.notSupported("UITextChecker's spelling check of \"\(checked)\" (there is no system dictionary here)")
        }
        return NSRange(location: NSNotFound, length: 0)
    }

    func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        __Vivarium.notSupported("UITextChecker's guesses (there is no system dictionary here)")
        return nil
    }

    func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        __Vivarium.notSupported("UITextChecker's completions (there is no system dictionary here)")
        return nil
    }

    static func learnWord(_ word: String) {}
    func ignoreWord(_ wordToIgnore: String) {}
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
    // Dynamic Type's text styles and the system font's weights (Apple, "UIFont.TextStyle",
    // "UIFont.Weight"), so `.body` and `.bold` find their type.
    enum TextStyle {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }
    enum Weight {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    let _description: String
    /// The font's size in points; a text style's is its size at the default (Large) Dynamic
    /// Type setting (Apple, Human Interface Guidelines, "Typography": Large Title 34 … Caption 2 11).
    let pointSize: Double
    static func systemFont(ofSize size: Double) -> UIFont { UIFont(_description: "system \(size)", pointSize: size) }
    static func systemFont(ofSize size: Double, weight: UIFont.Weight) -> UIFont { UIFont(_description: "system \(size) \(weight)", pointSize: size) }
    static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(_description: "bold system \(size)", pointSize: size) }
    static func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let size: Double
        switch style {
        case .largeTitle: size = 34
        case .title1: size = 28
        case .title2: size = 22
        case .title3: size = 20
        case .subheadline: size = 15
        case .callout: size = 16
        case .footnote: size = 13
        case .caption1: size = 12
        case .caption2: size = 11
        case .headline, .body: size = 17
        }
        return UIFont(_description: "\(style)", pointSize: size)
    }
    init(_description: String, pointSize: Double = 17) {
        self._description = _description
        self.pointSize = pointSize
    }
    init?(name: String, size: Double) {
        self._description = "\(name) \(size)"
        self.pointSize = size
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
    var isHidden = false
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
