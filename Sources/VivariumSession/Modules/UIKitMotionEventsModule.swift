/// UIKit's motion events, for the "detect a shake" answer people paste: `UIEvent` with its
/// `EventType` and `EventSubtype` (iOS's raw values, Apple, "UIEvent.EventSubtype":
/// `motionShake` 1), and `UIResponder`'s `motionBegan`/`motionEnded`/`motionCancelled(_:with:)`,
/// which an `extension UIWindow` overrides to post its own notification. The playground has no
/// accelerometer and no command shakes the device, so UIKit never calls them here; a program's
/// own posting of the notification (a simulator's Shake menu item) is delivered as usual.
extension BundledModule {
    static let uiKitMotionEvents = BundledModule(
        name: "UIKitMotionEvents",
        dependencies: ["UIKit"],
        autoloadNames: ["UIEvent", "motionBegan", "motionEnded", "motionCancelled"],
        source: #"""
class UIEvent: NSObject {
    enum EventType: Int {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }
    enum EventSubtype: Int {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102, remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
    }
    var type: UIEvent.EventType = .motion
    var subtype: UIEvent.EventSubtype = .none
    var timestamp = 0.0
}

extension UIResponder {
    @objc func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    @objc func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    @objc func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}
"""#)
}
