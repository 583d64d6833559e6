/// `import UIKit`: the classes seed 004 initializes, with the initializer sets the SDK
/// declares (as Swift imports them from Objective-C):
///
/// - `UILabel` (a `UIView` with `text`, `textAlignment`, `numberOfLines`), `NSTextAlignment`.
/// - `UIView`: designated `init(frame:)`, `required init?(coder:)`; `init()` is NSObject's
///   `-init`, which the importer presents as a *convenience* initializer of a class that
///   marks its own designated initializers (so a subclass's `init()` needs no `override`).
/// - `UIScreen.main`: the profile's screen (`bounds`, `scale`), for layout code that reads it.
/// - `UIViewController`: designated `init(nibName:bundle:)`, `required init?(coder:)`,
///   convenience `init()`; `view` is loaded on first access (`loadView`, then `viewDidLoad`).
/// - `Bundle.main.loadNibNamed(_:owner:options:)` and
///   `UIStoryboard.instantiateViewController(withIdentifier:)` create their objects with
///   `init(coder:)`, as nib unarchiving does. Vivarium has no nib or storyboard files: the
///   nib name, and the storyboard identifier, name the class to instantiate (a judgement
///   call: a nib named after its view class, and a scene whose storyboard ID is its class
///   name, are the usual Xcode conventions).
extension BundledModule {
    static let uiKit = BundledModule(
        name: "UIKit", dependencies: ["FoundationJSON", "FoundationFiles"],
        // `loadNibNamed`: `Bundle.main.loadNibNamed(…)` without a UIKit name (SwiftUI re-exports UIKit).
        autoloadNames: ["UIView", "UIViewController", "UIViewRepresentable", "UIViewControllerRepresentable", "loadNibNamed",
                        "UIHostingController", "CGRect", "CGSize", "CGPoint", "NSCoder", "UIStoryboard", "UILabel",
                        "NSTextAlignment", "UIApplication", "UIApplicationDelegate", "UIApplicationDelegateAdaptor",
                        "UIControl", "UITextField", "UITextFieldDelegate", "UITextView", "UITextViewDelegate",
                        "UIActivityIndicatorView", "UIImage", "UINavigationController", "UINavigationControllerDelegate",
                        "UIImagePickerController", "UIImagePickerControllerDelegate", "UIScreen", "UIResponder",
                        "UISceneSession", "UISceneConfiguration", "UIScene", "UIWindowScene", "UIWindow", "UISceneDelegate",
                        "UIWindowSceneDelegate", "CGAffineTransform", "ProjectionTransform", "UIEdgeInsets",
                        "NSLayoutConstraint", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLayoutDimension",
                        "UILayoutGuide", "UILayoutPriority"],
        source: #"""
struct CGPoint: Equatable {
    var x: Double = 0
    var y: Double = 0
    static let zero = CGPoint()
}

struct CGSize: Equatable {
    var width: Double = 0
    var height: Double = 0
    static let zero = CGSize()
}

struct CGRect: Equatable {
    var origin: CGPoint
    var size: CGSize
    init() {
        self.origin = CGPoint()
        self.size = CGSize()
    }
    init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }
    init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = CGPoint(x: x, y: y)
        self.size = CGSize(width: width, height: height)
    }
    static let zero = CGRect()
    var width: Double { size.width }
    var height: Double { size.height }
}

class NSObject {
    init() {}
}

class NSCoder: NSObject {
}

extension Bundle {
    // `Bundle` itself is Foundation's (the FoundationFiles module): UIKit adds nib loading.
    func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]?) -> [Any]? {
        let object = __uikitInstantiate(name, NSCoder())
        return [object]
    }
}

class UIResponder: NSObject {
    // The keyboard's notifications and their user-info keys. The playground shows no keyboard,
    // so UIKit posts none of them here; observers are registered all the same.
    static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

class UIView: UIResponder {
    var frame: CGRect
    // What a view draws with (drawing is not modelled: the values are kept).
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var isHidden = false
    var alpha = 1.0
    var translatesAutoresizingMaskIntoConstraints = true
    var subviews: [UIView] = []
    weak var superview: UIView?; var constraints: [NSLayoutConstraint] = []; lazy var safeAreaLayoutGuide: UILayoutGuide = UILayoutGuide(owningView: self); lazy var layoutMarginsGuide: UILayoutGuide = UILayoutGuide(owningView: self)  // Auto Layout: the extension at the end
    init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    required init?(coder: NSCoder) {
        self.frame = CGRect()
        super.init()
    }
    convenience override init() {
        self.init(frame: CGRect())
    }
    func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    func removeFromSuperview() {
        if let parent = superview {
            parent.subviews.removeAll { $0 === self }
            superview = nil
        }
    }
}

class UIViewController: UIResponder {
    var nibName: String?
    var nibBundle: Bundle?
    var viewIfLoaded: UIView?
    var title: String?; var presentedViewController: UIViewController?; weak var presentingViewController: UIViewController?  // presenting: the UIKitControls module
    init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }
    required init?(coder: NSCoder) {
        super.init()
    }
    convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }
    var view: UIView! {
        get {
            if viewIfLoaded == nil {
                loadView()
                viewDidLoad()
            }
            return viewIfLoaded
        }
        set { viewIfLoaded = newValue }
    }
    var isViewLoaded: Bool { viewIfLoaded != nil }
    func loadViewIfNeeded() {
        if viewIfLoaded == nil {
            loadView()
            viewDidLoad()
        }
    }
    func loadView() {
        if let name = nibName {
            viewIfLoaded = UIView(coder: NSCoder())
        } else {
            viewIfLoaded = UIView(frame: CGRect())
        }
    }
    func viewDidLoad() {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidAppear(_ animated: Bool) {}
    func viewWillDisappear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
    func viewWillLayoutSubviews() {}
    func viewDidLayoutSubviews() {}
}

class UIHostingController<Content>: UIViewController {
    var rootView: Content
    init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// SwiftUI's bridges (SwiftUI on iOS re-exports UIKit); the view graph drives their
// lifecycle (VivariumGraph/ViewGraph+Representable.swift).
protocol UIViewRepresentable: View {
}

protocol UIViewControllerRepresentable: View {
}

class UIStoryboard: NSObject {
    var name: String
    init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }
    func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        return __uikitInstantiate(identifier, NSCoder()) as! UIViewController
    }
}

extension CGRect {
    var minX: Double { origin.x }
    var midX: Double { origin.x + size.width / 2 }
    var maxX: Double { origin.x + size.width }
    var minY: Double { origin.y }
    var midY: Double { origin.y + size.height / 2 }
    var maxY: Double { origin.y + size.height }

    // CoreGraphics' geometry (Apple, "CGRect"): a rectangle inset past its middle, or an
    // intersection of rectangles that do not meet, is the null rectangle.
    static let null = CGRect(x: Double.infinity, y: Double.infinity, width: 0, height: 0)
    var isNull: Bool { origin.x == Double.infinity || origin.y == Double.infinity }
    var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
    func insetBy(dx: Double, dy: Double) -> CGRect {
        let inset = CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
        return inset.size.width < 0 || inset.size.height < 0 ? CGRect.null : inset
    }
    func offsetBy(dx: Double, dy: Double) -> CGRect {
        CGRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}


// iOS's raw values.
enum NSTextAlignment: Int {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

// A label's text and layout properties (drawing is not modelled).
class UILabel: UIView {
    var text: String?
    // Its font (a `UIFont`, kept; `UIFont` is the UIKitServices module's) and text color.
    var font: Any?
    var textColor: UIColor?
    var textAlignment: NSTextAlignment = .natural
    var numberOfLines = 1
    var isEnabled = true
    var adjustsFontSizeToFitWidth = false
}

// Text input controls and a spinner, for representables that wrap them: their properties are
// kept, their delegates are stored weakly as UIKit's are; no typing or drawing is modelled, so
// UIKit never calls the delegate methods here.
class UIControl: UIView {
    var isEnabled = true
    var isSelected = false
    // Its target–action pairs and `UIAction`s (the UIKitControls module's `addTarget(_:action:for:)`,
    // `addAction(_:for:)` and `sendActions(for:)`), in the order added.
    var _targetActions: [AnyObject] = []
}

protocol UITextFieldDelegate {
}

protocol UITextViewDelegate {
}

enum UIKeyboardType {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
}

enum UITextBorderStyle {
    case none, line, bezel, roundedRect
}

// `UITextInputTraits`: how the keyboard behaves for a text field or view. There is no keyboard,
// so they are kept and read back, nothing more.
enum UITextAutocapitalizationType {
    case none, words, sentences, allCharacters
}

enum UITextAutocorrectionType {
    case `default`, no, yes
}

enum UIReturnKeyType {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

struct UITextContentType: Hashable {
    let rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let name = UITextContentType(rawValue: "name")
    static let username = UITextContentType(rawValue: "username")
    static let password = UITextContentType(rawValue: "password")
    static let newPassword = UITextContentType(rawValue: "new-password")
    static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    static let emailAddress = UITextContentType(rawValue: "email")
    static let telephoneNumber = UITextContentType(rawValue: "tel")
    static let URL = UITextContentType(rawValue: "url")
}

class UITextField: UIControl {
    var text: String? = ""
    var font: Any?
    var textColor: UIColor?
    var placeholder: String?
    weak var delegate: UITextFieldDelegate?
    var borderStyle: UITextBorderStyle = .none
    var keyboardType: UIKeyboardType = .default
    var isSecureTextEntry = false
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var autocorrectionType: UITextAutocorrectionType = .default
    var returnKeyType: UIReturnKeyType = .default
    var textContentType: UITextContentType! = nil
    var clearButtonMode: ViewMode = .never
    var textAlignment: NSTextAlignment = .natural
    var isFirstResponder = false

    enum ViewMode {
        case never, whileEditing, unlessEditing, always
    }

    @discardableResult
    func becomeFirstResponder() -> Bool {
        isFirstResponder = true
        return true
    }

    @discardableResult
    func resignFirstResponder() -> Bool {
        isFirstResponder = false
        return true
    }
}

class UITextView: UIView {
    var text: String! = ""
    var font: Any?
    var textColor: UIColor?
    weak var delegate: UITextViewDelegate?
    var keyboardType: UIKeyboardType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var autocorrectionType: UITextAutocorrectionType = .default
    var returnKeyType: UIReturnKeyType = .default
    var isEditable = true
    var isScrollEnabled = true
    var textAlignment: NSTextAlignment = .natural
}

class UIActivityIndicatorView: UIView {
    enum Style {
        case medium, large
    }
    var style: UIActivityIndicatorView.Style = .medium
    // UIKit declares it `null_resettable` (imported `UIColor!`): nil means the style's color.
    var color: UIColor!
    var isAnimating = false
    var hidesWhenStopped = true

    convenience init(style: UIActivityIndicatorView.Style) {
        self.init(frame: CGRect())
        self.style = style
    }

    func startAnimating() {
        isAnimating = true
    }

    func stopAnimating() {
        isAnimating = false
    }
}

// The app object: what an app delegate's launch messages come with (SwiftUI sends them to an
// `@UIApplicationDelegateAdaptor`'s delegate: VivariumGraph/ViewGraph+AppDelegate.swift).
@_vivariumInternal("UIApplication")
class UIApplication: UIResponder {
    enum LaunchOptionsKey {
        case url, sourceApplication, remoteNotification, shortcutItem, userActivityType
    }
    enum State {
        case active, inactive, background
    }
    static let shared = UIApplication()
    var _scenes: [UIScene] = []
    var applicationState: UIApplication.State = .active
    var applicationIconBadgeNumber = 0
    var isIdleTimerDisabled = false

    // The app's lifecycle notifications (UIKit posts the first four as the scene changes phase:
    // `phase background`, `phase active`; the others only when the program posts them), and the
    // URL string that opens the app's page in Settings.
    static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    static let openSettingsURLString = "app-settings:"

    /// `sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`,
    /// the keyboard-dismissal idiom: sent to the first responder. The playground shows no
    /// keyboard and keeps no UIKit first responder, so no object handles it (false), and
    /// `@FocusState` is left as it is.
    @discardableResult
    func sendAction(_ action: String, to target: Any?, from sender: Any?, for event: Any?) -> Bool {
        false
    }

    /// `UIApplication.shared.windows` (deprecated in iOS 15, still answered): the windows of its
    /// window scenes, else the one window a SwiftUI app's scene shows its views in.
    var windows: [UIWindow] {
        for scene in _scenes {
            if let windowScene = scene as? UIWindowScene, !windowScene.windows.isEmpty {
                return windowScene.windows
            }
        }
        return [UIWindow._app]
    }

    /// `UIApplication.shared.keyWindow` (deprecated in iOS 13): the first of `windows`.
    var keyWindow: UIWindow? { windows.first }

    struct OpenExternalURLOptionsKey: Hashable {
        let rawValue: String
        static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// `UIApplication.shared.open(url)`: "Attempts to asynchronously open the resource at the
    /// specified URL" (Apple, "open(_:options:completionHandler:)"). The playground opens no app:
    /// it records the URL, as SwiftUI's `openURL` action does, and the completion handler is
    /// told it opened, on the main queue. `canOpenURL(_:)` is true (the device has the apps).
    func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        __Vivarium.openURL(url)
        if let completion {
            DispatchQueue.main.async { completion(true) }
        }
    }

    func canOpenURL(_ url: URL) -> Bool {
        true
    }
}

protocol UIApplicationDelegate {
}

// Scenes: an app delegate's `application(_:configurationForConnecting:options:)` names the
// scene delegate class UIKit makes for the app's window scene, and UIKit sends that delegate
// the scene's life cycle (VivariumGraph/ViewGraph+AppDelegate.swift; the `phase` command).
@_vivariumInternal("UISceneSession")
class UISceneSession: NSObject {
    struct Role: Equatable {
        let rawValue: String
        static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    let role: UISceneSession.Role = .windowApplication
    let persistentIdentifier = "5C2B0A52-6E6A-4F5D-9C0E-3B1D7A1E2F40"
    var userInfo: [String: Any]? = nil
}

@_vivariumInternal("UISceneConfiguration")
class UISceneConfiguration: NSObject {
    let name: String?
    let role: UISceneSession.Role
    var delegateClass: Any? = nil
    var sceneClass: Any? = nil

    init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}

@_vivariumInternal("UIScene")
class UIScene: UIResponder {
    @_vivariumInternal("UIScene.ConnectionOptions")
    class ConnectionOptions: NSObject {
        let urlContexts: [Any] = []
        let shortcutItem: Any? = nil
        let userActivities: [Any] = []
    }
    enum ActivationState {
        case unattached, foregroundActive, foregroundInactive, background
    }
    static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")

    let session = UISceneSession()
    let _options = UIScene.ConnectionOptions()
    /// The scene keeps its delegate (UIKit's `UIScene.delegate` is strong).
    var delegate: AnyObject? = nil
    var activationState: UIScene.ActivationState = .unattached
    var title: String = ""
}

@_vivariumInternal("UIWindowScene")
class UIWindowScene: UIScene {
    var windows: [UIWindow] = []
    var screen: UIScreen { UIScreen.main }
    var keyWindow: UIWindow? { windows.first }
    /// The window scene a SwiftUI app's views are shown in: active, with the app's one window.
    static let _app: UIWindowScene = {
        let scene = UIWindowScene()
        scene.windows = [UIWindow._app]
        scene.activationState = .foregroundActive
        UIWindow._app.windowScene = scene
        return scene
    }()
}

@_vivariumInternal("UIWindow")
class UIWindow: UIView {
    var rootViewController: UIViewController? = nil
    var isKeyWindow = false
    weak var windowScene: UIWindowScene?
    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
    func makeKeyAndVisible() { isKeyWindow = true }
    /// The window a SwiftUI app's scene shows its views in: the profile's screen, key.
    static let _app = UIWindow(_key: true)
    private init(_key: Bool) {
        super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        isKeyWindow = _key
    }
}

extension UIView {
    /// A window's are the profile's device's (iPhone 15 in portrait: the status bar and the
    /// home indicator); a view's own, none (views are not laid out here).
    var safeAreaInsets: UIEdgeInsets {
        self is UIWindow ? UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) : UIEdgeInsets()
    }
}

/// UIKit's edge insets, in points.
struct UIEdgeInsets: Equatable {
    var top: Double = 0
    var left: Double = 0
    var bottom: Double = 0
    var right: Double = 0
    static let zero = UIEdgeInsets()
}

protocol UISceneDelegate {
}

protocol UIWindowSceneDelegate: UISceneDelegate {
}

extension UIApplication {
    /// The scenes UIKit connected: the app delegate's window scene once it connected one, else
    /// the one a SwiftUI app's views are shown in (`connectedScenes.first as? UIWindowScene`,
    /// how SwiftUI code finds its window and root view controller).
    var connectedScenes: [UIScene] { _scenes.isEmpty ? [UIWindowScene._app] : _scenes }
}

// The screen: the profile's device (VivariumGraph's Device.iPhone15), 393 × 852 pt at 3×,
// 1179 × 2556 pixels. `UIScreen.main` is deprecated from iOS 16 but still answers, and older
// layout code sizes views from `UIScreen.main.bounds.width`.
@_vivariumInternal("UIScreen")
class UIScreen: NSObject {
    static let main = UIScreen()
    let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    let nativeBounds = CGRect(x: 0, y: 0, width: 1179, height: 2556)
    let scale: Double = 3
    let nativeScale: Double = 3
    var brightness: Double = 0.5
}

// Images and the photo picker, for representables that wrap it: an image is its name (no
// pixels are modelled); the picker is a view controller whose delegate UIKit would call when
// the user picks — no command picks, so the delegate methods do not run here.
class UIImage: NSObject {
    let _name: String
    var size: CGSize = CGSize()

    init?(named name: String) {
        _name = name
        super.init()
    }

    init?(systemName name: String) {
        _name = name
        super.init()
    }

    init?(data: Data) {
        _name = "data"
        super.init()
    }

    /// Nil when no file is at `path` (Apple: "nil if the method could not initialize the image
    /// from the specified file"); the app's files here are the FileManager's.
    init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        _name = path
        super.init()
    }

    override init() {
        _name = ""
        super.init()
    }

    func pngData() -> Data? { Data(_name) }
    func jpegData(compressionQuality: Double) -> Data? { Data(_name) }
}

class UINavigationController: UIViewController {
}

protocol UINavigationControllerDelegate {
}

protocol UIImagePickerControllerDelegate {
}

class UIImagePickerController: UINavigationController {
    enum SourceType {
        case photoLibrary, camera, savedPhotosAlbum
    }

    enum InfoKey {
        case originalImage, editedImage, cropRect, mediaType, imageURL, mediaURL
    }

    var sourceType: UIImagePickerController.SourceType = .photoLibrary
    var allowsEditing = false
    weak var delegate: AnyObject?

    static func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
        sourceType != .camera
    }
}

// The keyboard's notifications (posted by UIKit; here only when the program posts them).
extension UIResponder {
    static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
}

/// Core Graphics' affine transform (a, b, c, d, tx, ty), as a `GeometryEffect`'s
/// `effectValue(size:)` builds one; nothing draws it here.
struct CGAffineTransform {
    var a: Double = 1
    var b: Double = 0
    var c: Double = 0
    var d: Double = 1
    var tx: Double = 0
    var ty: Double = 0

    static let identity = CGAffineTransform()

    init() {}

    init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    init(translationX x: Double, y: Double) {
        self.tx = x
        self.ty = y
    }

    init(scaleX x: Double, y: Double) {
        self.a = x
        self.d = y
    }

    init(rotationAngle angle: Double) {
        self.a = cos(angle)
        self.b = sin(angle)
        self.c = -sin(angle)
        self.d = cos(angle)
    }

    var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    func translatedBy(x: Double, y: Double) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    func scaledBy(x: Double, y: Double) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    func rotated(by angle: Double) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

/// SwiftUI's `ProjectionTransform`, what a `GeometryEffect` returns.
struct ProjectionTransform {
    var m11: Double = 1
    var m12: Double = 0
    var m21: Double = 0
    var m22: Double = 1
    var m31: Double = 0
    var m32: Double = 0

    static let identity = ProjectionTransform()

    init() {}

    init(_ transform: CGAffineTransform) {
        m11 = transform.a
        m12 = transform.b
        m21 = transform.c
        m22 = transform.d
        m31 = transform.tx
        m32 = transform.ty
    }

    var isAffine: Bool { true }
    var isIdentity: Bool { m11 == 1 && m12 == 0 && m21 == 0 && m22 == 1 && m31 == 0 && m32 == 0 }
}

// CoreGraphics' geometry types are `Equatable` (declared above), and its Swift overlay makes
// them `CustomDebugStringConvertible` and not `CustomStringConvertible`, so `print(point)` and
// `"\(size)"` fall back to these: `(1.0, 2.5)`, `(3.0, 4.0)`, `(1.0, 2.0, 3.0, 4.0)`.
extension CGPoint: CustomDebugStringConvertible {
    var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: CustomDebugStringConvertible {
    var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: CustomDebugStringConvertible {
    var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

// Foundation's `NSObject` is `Hashable`, by identity unless a subclass overrides `isEqual(_:)`
// and `hash` (which the playground does not model): `ForEach(images, id: \.self)` over
// `UIImage`s, a `Set` of coordinators. (Declared last, so the module's line numbers that
// replies cite stay put.)
extension NSObject: Hashable {
    static func == (lhs: NSObject, rhs: NSObject) -> Bool {
        lhs === rhs
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

struct UILayoutPriority: Equatable {
    let rawValue: Float
    init(_ rawValue: Float) { self.rawValue = rawValue }
    init(rawValue: Float) { self.rawValue = rawValue }
    static let required = UILayoutPriority(1000)
    static let defaultHigh = UILayoutPriority(750)
    static let defaultLow = UILayoutPriority(250)
    static let fittingSizeLevel = UILayoutPriority(50)
}

class NSLayoutConstraint: NSObject {
    enum Axis {
        case horizontal, vertical
    }
    enum Attribute {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline, notAnAttribute
    }
    enum Relation {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }
    weak var firstItem: UIView?
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    weak var secondItem: UIView?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    var constant: CGFloat
    var priority: UILayoutPriority = .required
    var identifier: String?
    private var active = false
    init(item view1: UIView, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
         toItem view2: UIView?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.firstItem = view1
        self.firstAttribute = attr1
        self.relation = relation
        self.secondItem = view2
        self.secondAttribute = attr2
        self.multiplier = multiplier
        self.constant = c
        super.init()
    }
    /// Active: held by the closest common ancestor of its items (the first item alone without
    /// a second), as UIKit installs it.
    var isActive: Bool {
        get { active }
        set {
            guard newValue != active, let first = firstItem else { return }
            var holder: UIView? = first
            if let second = secondItem {
                var candidate: UIView? = first
                holder = nil
                while let view = candidate, holder == nil {
                    var other: UIView? = second
                    while let inner = other {
                        if inner === view { holder = view; break }
                        other = inner.superview
                    }
                    candidate = view.superview
                }
            }
            if newValue { holder?.addConstraint(self) } else { holder?.removeConstraint(self) }
            active = newValue
        }
    }
    static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }
    static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

struct NSLayoutXAxisAnchor {
    weak var item: UIView?
    let attribute: NSLayoutConstraint.Attribute
    private func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutXAxisAnchor, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item!, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute, multiplier: 1, constant: c)
    }
    func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { make(.equal, anchor, 0) }
    func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, c) }
    func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, 0) }
    func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, c) }
    func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, 0) }
    func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, c) }
}

struct NSLayoutYAxisAnchor {
    weak var item: UIView?
    let attribute: NSLayoutConstraint.Attribute
    private func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutYAxisAnchor, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item!, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute, multiplier: 1, constant: c)
    }
    func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { make(.equal, anchor, 0) }
    func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, c) }
    func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, 0) }
    func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, c) }
    func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, 0) }
    func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, c) }
}

struct NSLayoutDimension {
    weak var item: UIView?
    let attribute: NSLayoutConstraint.Attribute
    private func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutDimension?, _ m: CGFloat, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item!, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: m, constant: c)
    }
    func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, c) }
    func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, 1, c) }
    func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, 1, c) }
    func constraint(equalTo anchor: NSLayoutDimension) -> NSLayoutConstraint { make(.equal, anchor, 1, 0) }
    func constraint(equalTo anchor: NSLayoutDimension, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, 1, c) }
    func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, m, 0) }
    func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { make(.equal, anchor, m, c) }
}

/// `safeAreaLayoutGuide`, `layoutMarginsGuide`: its anchors constrain its owning view.
class UILayoutGuide: NSObject {
    weak var owningView: UIView?
    init(owningView: UIView?) {
        self.owningView = owningView
        super.init()
    }
    override init() {
        super.init()
    }
    var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: owningView, attribute: .leading) }
    var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: owningView, attribute: .trailing) }
    var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: owningView, attribute: .centerX) }
    var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: owningView, attribute: .top) }
    var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: owningView, attribute: .bottom) }
    var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: owningView, attribute: .centerY) }
    var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: owningView, attribute: .width) }
    var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: owningView, attribute: .height) }
}


// Auto Layout: the constraints a view holds (an active constraint is held by the closest common
// ancestor of its items), its anchors and layout guides; nothing is solved, no frame changes.
extension UIView {
    var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    func addConstraint(_ constraint: NSLayoutConstraint) {
        if !constraints.contains(where: { $0 === constraint }) { constraints.append(constraint) }
    }
    func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }
    func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
    }
    func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
    func setNeedsLayout() {}
    func layoutIfNeeded() {}
}

"""#)
}
