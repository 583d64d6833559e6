/// `import UserNotifications`: local notifications as reminder apps schedule them (Apple,
/// "Scheduling a notification locally from your app"). The playground has no notification UI
/// and no person to answer the permission prompt. Judgement calls: `requestAuthorization`
/// is granted (as when the user taps Allow), its completion handler runs on the next turn of
/// the main queue (UIKit calls it later, on a queue of its own); a request added is pending
/// and is never delivered (no command shows a notification), so `pendingNotificationRequests`
/// lists it until it is removed.
extension BundledModule {
    static let userNotifications = BundledModule(
        name: "UserNotifications", dependencies: ["SwiftOptionSet", "FoundationCalendar"],
        autoloadNames: ["UNUserNotificationCenter", "UNMutableNotificationContent", "UNNotificationContent",
                        "UNNotificationRequest", "UNTimeIntervalNotificationTrigger", "UNCalendarNotificationTrigger",
                        "UNNotificationSound", "UNNotificationSoundName", "UNAuthorizationOptions", "UNAuthorizationStatus", "UNNotificationSettings"],
        source: #"""
struct UNAuthorizationOptions: OptionSet {
    let rawValue: Int
    static let badge = UNAuthorizationOptions(rawValue: 1)
    static let sound = UNAuthorizationOptions(rawValue: 2)
    static let alert = UNAuthorizationOptions(rawValue: 4)
    static let carPlay = UNAuthorizationOptions(rawValue: 8)
    static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    static let provisional = UNAuthorizationOptions(rawValue: 64)
}

enum UNAuthorizationStatus {
    case notDetermined, denied, authorized, provisional, ephemeral
}

final class UNNotificationSettings {
    let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) {
        self.authorizationStatus = authorizationStatus
    }
}

/// The name of a sound file in the app's bundle (Apple, "UNNotificationSoundName").
struct UNNotificationSoundName: Hashable {
    let rawValue: String
    init(rawValue: String) {
        self.rawValue = rawValue
    }
    init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// A notification's sound: the default one, or a named file of the app's bundle
/// (`UNNotificationSound(named:)`), kept by name; nothing plays.
struct UNNotificationSound {
    let _name: String
    init(_name: String) {
        self._name = _name
    }
    init(named name: UNNotificationSoundName) {
        self._name = name.rawValue
    }
    static let `default` = UNNotificationSound(_name: "default")
    static let defaultCritical = UNNotificationSound(_name: "defaultCritical")
    static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(_name: name.rawValue)
    }
}

class UNNotificationContent {
    var title = ""
    var subtitle = ""
    var body = ""
    var badge: Int?
    var sound: UNNotificationSound?
    var userInfo: [AnyHashable: Any] = [:]
    var categoryIdentifier = ""
}

class UNMutableNotificationContent: UNNotificationContent {
}

class UNNotificationTrigger {
    let repeats: Bool
    init(repeats: Bool) {
        self.repeats = repeats
    }
}

class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    let timeInterval: Double
    init(timeInterval: Double, repeats: Bool) {
        if repeats && timeInterval < 60 {
            fatalError("time interval must be at least 60 if repeating")
        }
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
}

class UNCalendarNotificationTrigger: UNNotificationTrigger {
    let dateComponents: DateComponents
    init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

final class UNNotificationRequest {
    let identifier: String
    let content: UNNotificationContent
    let trigger: UNNotificationTrigger?
    init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

@_vivariumInternal("UNUserNotificationCenter")
final class UNUserNotificationCenter {
    static let _shared = UNUserNotificationCenter()
    static func current() -> UNUserNotificationCenter { _shared }

    var _status: UNAuthorizationStatus = .notDetermined
    var _pending: [UNNotificationRequest] = []

    func requestAuthorization(options: UNAuthorizationOptions, completionHandler: @escaping (Bool, Error?) -> Void) {
        _status = .authorized
        DispatchQueue.main.async {
            completionHandler(true, nil)
        }
    }

    func requestAuthorization(options: UNAuthorizationOptions) async throws -> Bool {
        _status = .authorized
        return true
    }

    func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let settings = UNNotificationSettings(authorizationStatus: _status)
        DispatchQueue.main.async {
            completionHandler(settings)
        }
    }

    func notificationSettings() async -> UNNotificationSettings {
        UNNotificationSettings(authorizationStatus: _status)
    }

    func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        _pending.removeAll { $0.identifier == request.identifier }
        _pending.append(request)
        if let completionHandler {
            DispatchQueue.main.async {
                completionHandler(nil)
            }
        }
    }

    func pendingNotificationRequests() async -> [UNNotificationRequest] {
        _pending
    }

    func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let pending = _pending
        DispatchQueue.main.async {
            completionHandler(pending)
        }
    }

    func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        _pending.removeAll { identifiers.contains($0.identifier) }
    }

    func removeAllPendingNotificationRequests() {
        _pending.removeAll()
    }

    func removeAllDeliveredNotifications() {}

    func setBadgeCount(_ newBadgeCount: Int) async throws {}
}
"""#)
}
