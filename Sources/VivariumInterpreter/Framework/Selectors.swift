import VivariumSyntax

/// Target–action: `#selector(tick)` is the method's Objective-C name ("tick", "handle:",
/// "showWithNotification:"), and Foundation calls the target's `@objc` method of that name with
/// the sender (a `Timer`, a `Notification`) when the method takes a parameter, without one when
/// it takes none (Apple, "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)",
/// "NotificationCenter.addObserver(_:selector:name:object:)").
extension Interpreter {
    /// `__Vivarium.perform(target, selector, sender)`.
    public func selectorHook(_ name: String, _ arguments: [Value], at location: SourceLocation) throws -> Value? {
        guard name == "perform", arguments.count == 3, case .string(let selector) = arguments[1] else { return nil }
        return try perform(selector, on: arguments[0], sender: arguments[2], at: location)
    }

    /// Calls the method of `target` whose Objective-C name is `selector`.
    public func perform(_ selector: String, on target: Value, sender: Value, at location: SourceLocation) throws -> Value {
        let target = readWeak(target)
        if target.isNil { return .void }  // a zeroing weak observer whose object is gone
        let typeName = Describe.typeName(of: target, heap: heap)
        let chain = types.classChain(typeName)
        for info in chain.isEmpty ? [types.type(typeName)].compactMap({ $0 }) : chain {
            for (_, overloads) in info.methods {
                // `#selector(tick)` names the method `tick` whatever its parameters (`tick(_:)`).
                guard let method = overloads.first(where: { Self.objectiveCName($0) == selector })
                        ?? (selector.contains(":") || overloads.count != 1 ? nil : overloads.first { $0.name == selector })
                else { continue }
                let arguments = method.parameters.first.map { [ArgumentValue(label: $0.label, value: sender, location: location)] } ?? []
                return try callUserMethod(method.name, on: target, arguments: arguments, at: location)
            }
        }
        throw RuntimeError.trap("-[\(typeName) \(selector)]: unrecognized selector sent to instance", at: location)
    }

    /// `tick()` is "tick", `handle(_:)` "handle:", `show(notification:)` "showWithNotification:".
    static func objectiveCName(_ method: FunctionDecl) -> String {
        var name = method.name
        for (index, parameter) in method.parameters.enumerated() {
            let label = parameter.label
            if index == 0 {
                name += label.map { "With\($0.prefix(1).uppercased())\($0.dropFirst()):" } ?? ":"
            } else {
                name += (label ?? "") + ":"
            }
        }
        return name
    }
}
