/// `NotificationCenter.notifications(named:object:)` (iOS 15): the notifications posted with
/// that name, as an asynchronous sequence a `for await` loop consumes (Apple,
/// "NotificationCenter.notifications(named:object:)"). Here an `AsyncStream<Notification>`
/// fed by an observer block, removed when the stream terminates: the task iterating it is
/// cancelled (a `.task` whose view disappears), or the stream finishes (`onTermination`).
extension BundledModule {
    static let foundationNotifications = BundledModule(
        name: "FoundationNotifications", dependencies: ["SwiftAsyncStream"],
        autoloadNames: ["NotificationCenter"],
        source: #"""
extension NotificationCenter {
    func notifications(named name: Notification.Name, object: AnyObject? = nil) -> AsyncStream<Notification> {
        AsyncStream { continuation in
            let observer = self.addObserver(forName: name, object: object, queue: nil) { notification in
                continuation.yield(notification)
            }
            continuation.onTermination = { _ in
                self.removeObserver(observer)
            }
        }
    }
}
"""#)
}
