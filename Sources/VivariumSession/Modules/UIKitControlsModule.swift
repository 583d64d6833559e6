/// The UIKit views and controllers SwiftUI code wraps in `UIViewRepresentable` and
/// `UIViewControllerRepresentable`, in Vivarium's Swift subset, with the initializers and
/// properties the SDK declares:
///
/// - `UIActivityViewController(activityItems:applicationActivities:)` (the share sheet),
///   `UIActivity.ActivityType`, `excludedActivityTypes`, `completionWithItemsHandler`.
/// - `UIVisualEffectView(effect:)` with `UIBlurEffect(style:)` and `UIVibrancyEffect`.
/// - `UIImageView(image:)` and `UIView.ContentMode`.
/// - Controls: `UIButton(type:)` (`setTitle(_:for:)`), `UISwitch`, `UISlider`, `UIStepper`,
///   `UISegmentedControl` is the UIKitServices module's; `UIRefreshControl`. A control keeps its
///   targets weakly and its `UIAction`s (`addTarget(_:action:for:)`, `addAction(_:for:)`), and
///   `sendActions(for:)` calls those registered for the event, as UIKit does. The playground
///   draws no UIKit view and takes no touch on one: the actions run when the program sends them.
/// - `UIProgressView`, `UIStackView(arrangedSubviews:)`, `UIScrollView` (`contentOffset`,
///   `delegate`), `UISearchBar` (`text`, `delegate`).
/// - `UIAlertController(title:message:preferredStyle:)` with `UIAlertAction(title:style:handler:)`
///   and `addTextField(configurationHandler:)`; a view controller's `present(_:animated:completion:)`
///   sets `presentedViewController` and runs the completion, `dismiss(animated:completion:)`
///   clears it (no UIKit window is shown).
///
/// Delegates are stored weakly, as UIKit's are; no typing, scrolling or drawing is modelled,
/// so UIKit calls no delegate method here.
extension BundledModule {
    static let uiKitControls = BundledModule(
        name: "UIKitControls", dependencies: ["UIKit", "UIKitServices", "SwiftOptionSet"],
        autoloadNames: ["UIActivityViewController", "UIActivity", "UIVisualEffectView", "UIVisualEffect", "UIBlurEffect",
                        "UIVibrancyEffect", "UIImageView", "UIButton", "UISwitch", "UISlider", "UIStepper", "UIRefreshControl",
                        "UIAction", "UIProgressView", "UIStackView", "UIScrollView", "UIScrollViewDelegate", "UISearchBar",
                        "UISearchBarDelegate", "UIAlertController", "UIAlertAction"],
        source: #"""
class UIActivity: NSObject {
    struct ActivityType: Hashable {
        let rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
        init(rawValue: String) { self.rawValue = rawValue }
        static let airDrop = UIActivity.ActivityType("com.apple.UIKit.activity.AirDrop")
        static let copyToPasteboard = UIActivity.ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        static let mail = UIActivity.ActivityType("com.apple.UIKit.activity.Mail")
        static let message = UIActivity.ActivityType("com.apple.UIKit.activity.Message")
        static let print = UIActivity.ActivityType("com.apple.UIKit.activity.Print")
        static let saveToCameraRoll = UIActivity.ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        static let assignToContact = UIActivity.ActivityType("com.apple.UIKit.activity.AssignToContact")
        static let addToReadingList = UIActivity.ActivityType("com.apple.UIKit.activity.AddToReadingList")
        static let postToFacebook = UIActivity.ActivityType("com.apple.UIKit.activity.PostToFacebook")
        static let postToTwitter = UIActivity.ActivityType("com.apple.UIKit.activity.PostToTwitter")
        static let openInIBooks = UIActivity.ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        static let markupAsPDF = UIActivity.ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}

class UIActivityViewController: UIViewController {
    let activityItems: [Any]
    let applicationActivities: [UIActivity]?
    var excludedActivityTypes: [UIActivity.ActivityType]?
    var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void)?
    init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class UIVisualEffect: NSObject {
}

class UIBlurEffect: UIVisualEffect {
    enum Style {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    }
    let style: UIBlurEffect.Style
    init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }
}

class UIVibrancyEffect: UIVisualEffect {
    let blurEffect: UIBlurEffect
    init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

class UIVisualEffectView: UIView {
    var effect: UIVisualEffect?
    let contentView = UIView(frame: CGRect())
    init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: CGRect())
    }
    required init?(coder: NSCoder) {
        super.init(frame: CGRect())
    }
}

extension UIView {
    enum ContentMode {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

class UIImageView: UIView {
    var image: UIImage?
    var contentMode: UIView.ContentMode = .scaleToFill
    var clipsToBounds = false
    init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect())
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
        super.init(frame: CGRect())
    }
}

extension UIControl {
    struct Event: OptionSet {
        let rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        static let touchDown = UIControl.Event(rawValue: 1)
        static let touchUpInside = UIControl.Event(rawValue: 64)
        static let valueChanged = UIControl.Event(rawValue: 4096)
        static let primaryActionTriggered = UIControl.Event(rawValue: 8192)
        static let editingDidBegin = UIControl.Event(rawValue: 65536)
        static let editingChanged = UIControl.Event(rawValue: 131072)
        static let editingDidEnd = UIControl.Event(rawValue: 262144)
    }
    enum State {
        case normal, highlighted, disabled, selected
    }
}

class UIAction: NSObject {
    let title: String
    let handler: (UIAction) -> Void
    init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}

// One target–action pair of a control: UIKit keeps the target unretained, and the action
// (a `UIAction`) retained.
@_vivariumInternal("UIControl target")
class UIControlTargetAction {
    weak var target: AnyObject?
    let selector: String
    let action: UIAction?
    let events: UIControl.Event
    init(target: AnyObject?, selector: String, action: UIAction?, events: UIControl.Event) {
        self.target = target
        self.selector = selector
        self.action = action
        self.events = events
    }
}

extension UIControl {
    func addTarget(_ target: Any?, action: String, for controlEvents: UIControl.Event) {
        _targetActions.append(UIControlTargetAction(target: target as AnyObject?, selector: action, action: nil, events: controlEvents))
    }
    func removeTarget(_ target: Any?, action: String?, for controlEvents: UIControl.Event) {
        _targetActions.removeAll { entry in
            let pair = entry as! UIControlTargetAction
            return pair.action == nil && (action == nil || pair.selector == action!)
        }
    }
    func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        _targetActions.append(UIControlTargetAction(target: nil, selector: "", action: action, events: controlEvents))
    }
    // Calls the actions registered for any of `controlEvents`, in the order they were added: a
    // target's method named by its selector (with the control as sender when it takes one), a
    // `UIAction`'s handler.
    func sendActions(for controlEvents: UIControl.Event) {
        for entry in _targetActions {
            let pair = entry as! UIControlTargetAction
            if pair.events.intersection(controlEvents).isEmpty { continue }
            if let action = pair.action {
                action.handler(action)
            } else if let target = pair.target {
                _ = __Vivarium.perform(target, pair.selector, self)
            }
        }
    }
}

class UIButton: UIControl {
    enum ButtonType {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
    let buttonType: UIButton.ButtonType
    var titles: [UIControl.State: String] = [:]
    var images: [UIControl.State: UIImage] = [:]
    init(type buttonType: UIButton.ButtonType) {
        self.buttonType = buttonType
        super.init(frame: CGRect())
    }
    convenience init(type buttonType: UIButton.ButtonType, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }
    override init(frame: CGRect) {
        self.buttonType = .custom
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
        self.buttonType = .custom
        super.init(frame: CGRect())
    }
    func setTitle(_ title: String?, for state: UIControl.State) { titles[state] = title }
    func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }
    func setImage(_ image: UIImage?, for state: UIControl.State) { images[state] = image }
    var currentTitle: String? { title(for: .normal) }
}

class UISwitch: UIControl {
    var isOn = false
    var onTintColor: UIColor?
    func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

class UISlider: UIControl {
    var value: Float = 0
    var minimumValue: Float = 0
    var maximumValue: Float = 1
    var isContinuous = true
    var minimumTrackTintColor: UIColor?
    func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }
}

class UIStepper: UIControl {
    var value = 0.0
    var minimumValue = 0.0
    var maximumValue = 100.0
    var stepValue = 1.0
}

class UIRefreshControl: UIControl {
    var isRefreshing = false
    var attributedTitle: NSAttributedString?
    func beginRefreshing() { isRefreshing = true }
    func endRefreshing() { isRefreshing = false }
}

class UIProgressView: UIView {
    enum Style {
        case `default`, bar
    }
    var progressViewStyle: UIProgressView.Style = .default
    var progress: Float = 0
    var progressTintColor: UIColor?
    var trackTintColor: UIColor?
    init(progressViewStyle style: UIProgressView.Style) {
        self.progressViewStyle = style
        super.init(frame: CGRect())
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
        super.init(frame: CGRect())
    }
    func setProgress(_ progress: Float, animated: Bool) { self.progress = min(max(progress, 0), 1) }
}

class UIStackView: UIView {
    enum Alignment {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }
    enum Distribution {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    var arrangedSubviews: [UIView] = []
    var axis: NSLayoutConstraint.Axis = .horizontal
    var spacing = 0.0
    var alignment: UIStackView.Alignment = .fill
    var distribution: UIStackView.Distribution = .fill
    init(arrangedSubviews views: [UIView]) {
        super.init(frame: CGRect())
        for view in views { addArrangedSubview(view) }
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
        super.init(frame: CGRect())
    }
    func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
    func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}

protocol UIScrollViewDelegate {
}

class UIScrollView: UIView {
    var contentOffset = CGPoint()
    var contentSize = CGSize()
    var isPagingEnabled = false
    var isScrollEnabled = true
    var showsVerticalScrollIndicator = true
    var showsHorizontalScrollIndicator = true
    var refreshControl: UIRefreshControl?
    weak var delegate: UIScrollViewDelegate?
    func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
}

protocol UISearchBarDelegate {
}

class UISearchBar: UIView {
    enum Style {
        case `default`, prominent, minimal
    }
    var text: String?
    var placeholder: String?
    var showsCancelButton = false
    var searchBarStyle: UISearchBar.Style = .default
    weak var delegate: UISearchBarDelegate?
}

// Presenting: the controller is kept as presented and the completion runs (the playground
// shows no UIKit window, so nothing appears on screen).
extension UIViewController {
    func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewController
        viewController.presentingViewController = self
        completion?()
    }
    func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}

class UIAlertAction: NSObject {
    enum Style {
        case `default`, cancel, destructive
    }
    let title: String?
    let style: UIAlertAction.Style
    let handler: ((UIAlertAction) -> Void)?
    var isEnabled = true
    init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

class UIAlertController: UIViewController {
    enum Style {
        case actionSheet, alert
    }
    var message: String?
    let preferredStyle: UIAlertController.Style
    var actions: [UIAlertAction] = []
    var textFields: [UITextField]?
    var preferredAction: UIAlertAction?
    init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    func addAction(_ action: UIAlertAction) { actions.append(action) }
    func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: CGRect())
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
"""#)
}
