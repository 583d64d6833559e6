import VivariumInterpreter

/// A scene's operational state (Apple, "ScenePhase"): `active` in the foreground and
/// interactive, `inactive` in the foreground but not taking events (the app switcher, an
/// incoming call), `background` not visible.
public enum ScenePhase: String, CaseIterable, Sendable {
    case active, inactive, background
}

/// `phase active|inactive|background`: the app moves to that phase as iOS moves it — through
/// `inactive` between the foreground and the background (Apple, "Managing your app's life
/// cycle": an app going to the background first becomes inactive, and one coming back is
/// inactive before it is active). Each step is an update of its own: views that read
/// `@Environment(\.scenePhase)` get the new value, their bodies and `onChange(of:)` actions run,
/// and UIKit's notification for that step is posted (`UIApplication.willResignActiveNotification`,
/// `didEnterBackgroundNotification`, `willEnterForegroundNotification`,
/// `didBecomeActiveNotification`), to the observers of `NotificationCenter.default`.
extension ViewGraph {
    public func setScenePhase(_ target: ScenePhase) throws {
        guard root != nil else { throw GraphError("nothing is mounted") }
        guard target != scenePhase else { throw GraphError("the scene is already \(target.rawValue)") }
        var steps: [ScenePhase] = []
        if target != .inactive, scenePhase != .inactive { steps.append(.inactive) }
        steps.append(target)
        try transaction {
            for step in steps {
                let previous = scenePhase
                scenePhase = step
                record(.action, "scene phase \(previous.rawValue) → \(step.rawValue)", path: root?.path ?? "")
                if let message = Self.sceneMessage(from: previous, to: step) { try sendSceneMessage(message) }
                if let notification = Self.notification(from: previous, to: step) { try post(uikitNotification: notification) }
                if let root { try refreshEnvironment(below: root) }
                try settle()
            }
        }
    }

    /// The `UIApplication` notification iOS posts as the app goes from one phase to the next.
    static func notification(from previous: ScenePhase, to next: ScenePhase) -> String? {
        switch (previous, next) {
        case (.active, .inactive): return "willResignActiveNotification"
        case (.inactive, .background): return "didEnterBackgroundNotification"
        case (.background, .inactive): return "willEnterForegroundNotification"
        case (.inactive, .active): return "didBecomeActiveNotification"
        default: return nil
        }
    }

    /// Posts `UIApplication.<name>` (UIKit's raw value: `UIApplication` + the name, capitalized).
    private func post(uikitNotification name: String) throws {
        let raw = "UIApplication" + name.prefix(1).uppercased() + name.dropFirst()
        let value = FrameworkValues.notificationName(rawValue: raw)
        _ = try notificationCenterMethod("post", [ArgumentValue(label: "name", value: value, location: .builtin)], at: .builtin)
    }
}
