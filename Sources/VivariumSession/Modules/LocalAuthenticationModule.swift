/// `import LocalAuthentication`: `LAContext` as apps lock a screen behind Face ID (Apple,
/// "Logging a User into Your App with Face ID or Touch ID"). The playground's device is the
/// iPhone 15 every profile runs on, which has Face ID, and no person looks at it. Judgement
/// calls, as UserNotifications grants its permission prompt: biometrics are enrolled, so
/// `canEvaluatePolicy` is true and sets `biometryType` to `.faceID` (Apple, "biometryType":
/// "This property is set only after you call the canEvaluatePolicy(_:error:) method"); the
/// person authenticates, so `evaluatePolicy` succeeds. Its reply runs later, on a queue that is
/// not the main one (Apple, "evaluatePolicy(_:localizedReason:reply:)": "The reply block is
/// executed on a private queue internal to the framework"), so writing view state there without
/// going to the main queue is what Xcode would warn about.
extension BundledModule {
    static let localAuthentication = BundledModule(
        name: "LocalAuthentication",
        dependencies: ["FoundationErrors"],
        autoloadNames: [],
        source: #"""
enum LAPolicy: Int {
    case deviceOwnerAuthenticationWithBiometrics = 1
    case deviceOwnerAuthentication = 2
    case deviceOwnerAuthenticationWithWatch = 3
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
}

enum LABiometryType: Int {
    case none = 0
    case touchID = 1
    case faceID = 2
    case opticID = 4
}

/// The errors a policy evaluation can end with (Apple, "LAError.Code"); the playground's
/// evaluations succeed, so a program meets them only if it makes one.
struct LAError: Error {
    enum Code: Int {
        case authenticationFailed = -1
        case userCancel = -2
        case userFallback = -3
        case systemCancel = -4
        case passcodeNotSet = -5
        case appCancel = -9
        case invalidContext = -10
        case biometryNotAvailable = -6
        case biometryNotEnrolled = -7
        case biometryLockout = -8
        case notInteractive = -1004
    }

    let code: LAError.Code

    init(_ code: LAError.Code) {
        self.code = code
    }
}

class LAContext: NSObject {
    var localizedReason: String = ""
    var localizedFallbackTitle: String? = nil
    var localizedCancelTitle: String? = nil
    var touchIDAuthenticationAllowableReuseDuration: Double = 0
    var interactionNotAllowed = false
    private(set) var biometryType: LABiometryType = .none
    private var _invalidated = false

    override init() {
        super.init()
    }

    /// `canEvaluatePolicy(.deviceOwnerAuthentication, error: nil)`: the error pointer is
    /// optional in the SDK (`NSErrorPointer`), so `nil` is passed where no error is wanted.
    func canEvaluatePolicy(_ policy: LAPolicy, error: NSError?) -> Bool {
        biometryType = .faceID
        return true
    }

    func canEvaluatePolicy(_ policy: LAPolicy, error: inout NSError?) -> Bool {
        biometryType = .faceID
        return true
    }

    func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, Error?) -> Void) {
        let invalidated = _invalidated
        DispatchQueue.global().async {
            if invalidated {
                reply(false, LAError(.invalidContext))
            } else {
                reply(true, nil)
            }
        }
    }

    func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        if _invalidated { throw LAError(.invalidContext) }
        await Task.yield()
        return true
    }

    func invalidate() {
        _invalidated = true
    }
}
"""#)
}
