import VivariumInterpreter
import VivariumSyntax

/// `NotificationCenter.default`: `post(name:object:)` delivers synchronously, in registration
/// order, to the blocks of `addObserver(forName:object:queue:using:)` and to the Combine
/// publishers of `publisher(for:)` (what `.onReceive` subscribes to). The center outlives
/// every view, so what it holds is named as its holder.
extension ViewGraph {
    /// A method of `NotificationCenter.default`, or nil when it has no such method.
    func notificationCenterMethod(_ name: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        func argument(_ label: String) -> Value? {
            guard let value = arguments.first(where: { $0.label == label })?.value else { return nil }
            // `.didLogin`: a modifier-style token until resolved as your `Notification.Name` member.
            if case .builtin(let token) = value, token.kind.hasPrefix("."),
               let name = FrameworkValues.notificationName(interpreter, String(token.kind.dropFirst())) {
                return name
            }
            return value
        }
        switch name {
        case "addObserver" where argument("forName") != nil:
            guard let block = argument("using") ?? arguments.last?.value, case .function = block else { return nil }
            notificationObservers.append((argument("forName")!, block))
            return .builtin(BuiltinValue(kind: "NotificationObserver", tag: notificationObservers.count))
        case "addObserver" where argument("selector") != nil:
            // Target–action (`addObserver(self, selector: #selector(keyboardWillShow(_:)), name:
            // object:)`): since iOS 9 the center holds the observer weakly and stops calling it
            // once it is gone (Apple, "NotificationCenter.addObserver(_:selector:name:object:)").
            guard case .object(let observer)? = arguments.first?.value, let selector = argument("selector"),
                  let notificationName = argument("name") else { return nil }
            let target = BuiltinValue(kind: "SelectorObserver", fields: ["target": .weakObject(observer), "selector": selector])
            notificationObservers.append((notificationName, .builtin(target)))
            return .void
        case "removeObserver":
            if case .builtin(let token)? = arguments.first?.value, token.kind == "NotificationObserver",
               notificationObservers.indices.contains(token.tag - 1) {
                notificationObservers[token.tag - 1].block = .void
            }
            // `removeObserver(self)`, `removeObserver(self, name:object:)`: its selector observations.
            if case .object(let observer)? = arguments.first?.value {
                let name = argument("name")
                for index in notificationObservers.indices {
                    guard case .builtin(let target) = notificationObservers[index].block, target.kind == "SelectorObserver",
                          case .weakObject(observer)? = target["target"],
                          name.map({ Equality.equal($0, notificationObservers[index].name) }) ?? true else { continue }
                    notificationObservers[index].block = .void
                }
            }
            return .void
        case "publisher" where argument("for") != nil:
            // A PassthroughSubject of the Combine module stands for `NotificationCenter.Publisher`:
            // one per name, so a body that asks again on every update gets the same publisher.
            let notificationName = argument("for")!
            if let existing = notificationSubjects.first(where: { Equality.equal($0.name, notificationName) }) { return existing.subject }
            let subject = try interpreter.construct(typeName: "PassthroughSubject", arguments: [], at: location)
            notificationSubjects.append((notificationName, subject))
            return subject
        case "post":
            guard let notificationName = argument("name") ?? arguments.first?.value else { return nil }
            let notification = FrameworkValues.notification(notificationName, object: argument("object") ?? .nil,
                                                            userInfo: argument("userInfo") ?? .nil)
            for (observed, block) in notificationObservers where Equality.equal(observed, notificationName) {
                if case .builtin(let target) = block, target.kind == "SelectorObserver", let object = target["target"],
                   case .string(let selector)? = target["selector"] {
                    _ = try interpreter.perform(selector, on: object, sender: notification, at: location)
                    continue
                }
                guard case .function = block else { continue }
                _ = try interpreter.call(block, arguments: [notification], at: location)
            }
            for (observed, subject) in notificationSubjects where Equality.equal(observed, notificationName) {
                _ = try interpreter.callUserMethod("send", on: subject, arguments: [ArgumentValue(label: nil, value: notification, location: location)],
                                                   at: location)
            }
            return .void
        default:
            return nil
        }
    }

    /// The center's lists are plain arrays, not counted holders: the interpreter scans them at
    /// each safe point (they are short).
    public func visitUncountedRoots(_ visit: RootVisitor) { visitNotificationRoots(visit) }

    /// What the center keeps alive: its observers' blocks and its publishers.
    func visitNotificationRoots(_ visit: RootVisitor) {
        for (_, block) in notificationObservers { visit(block, "NotificationCenter.default observer") }
        for (_, subject) in notificationSubjects { visit(subject, "NotificationCenter.default publisher") }
    }
}
