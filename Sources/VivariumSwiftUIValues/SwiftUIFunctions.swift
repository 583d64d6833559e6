import VivariumInterpreter
import VivariumSyntax

/// SwiftUI's free functions that run the caller's code: `withAnimation` and `withTransaction`.
struct SwiftUIFunctions: FrameworkFunctionLibrary {
    let functionNames: Set<String> = ["withAnimation", "withTransaction"]

    func call(_ name: String, values: [Value], labels: [String?], interpreter: Interpreter, at location: SourceLocation) throws -> Value? {
        // Animations are not modelled, but the transaction is: what the action wrote before
        // is flushed as one update, and the closure's writes make the next one.
        // `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): the body is the
        // unlabelled closure, and `completion` runs once the animation is logically complete:
        // after its duration (or SwiftUI's default) on the virtual clock.
        let closures = zip(labels, values).filter { label, value in
            if case .function = value { return label == nil || label == "_" || label == "body" } else { return false }
        }
        guard let body = closures.last?.1 else { return nil }
        _ = try interpreter.host?.flushForExplicitTransaction()
        let result = try interpreter.callWithoutArguments(body, at: location)
        let changed = try interpreter.host?.flushForExplicitTransaction() ?? false
        if name == "withAnimation", let completion = zip(labels, values).first(where: { $0.0 == "completion" })?.1,
           case .function = completion {
            let positional = zip(labels, values).filter { $0.0 == nil }.map(\.1)
            let animation = positional.count > 1 ? positional[0] : nil
            // Apple, "withAnimation(_:completionCriteria:_:completion:)": "If no animations
            // are created by the changes in body, then the callback will be called
            // immediately after body" - no view changed, or the animation is nil.
            try complete(completion, animatedBy: changed && animation?.isNil != true ? animation : .nil, of: name, interpreter, at: location)
        }
        if name == "withTransaction", case .builtin(let transaction)? = values.first, transaction.kind == "Transaction",
           case .array(let completions)? = transaction["completions"] {
            // Apple, "addAnimationCompletion(criteria:_:)": "Adds a completion to run when the
            // animations created with this transaction are all complete. The completion callback
            // will always be fired exactly one time. If no animations are created by the changes
            // in body, then the callback will be called immediately after body."
            let animation = changed ? transaction["animation"] ?? .nil : .nil
            for completion in completions { try complete(completion, animatedBy: animation, of: name, interpreter, at: location) }
        }
        return result
    }

    /// Runs `completion` once the animation is logically complete: after its duration (or
    /// SwiftUI's default, for no animation given) on the virtual clock, or at once when nothing
    /// animates (`.nil`).
    private func complete(_ completion: Value, animatedBy animation: Value?, of name: String, _ interpreter: Interpreter,
                          at location: SourceLocation) throws {
        if animation?.isNil == true {
            _ = try interpreter.callWithoutArguments(completion, at: location)
        } else {
            interpreter.spawnTask(name: "\(name) completion at \(location.line):\(location.column)", body: completion,
                                  after: AnimationValues.duration(animation))
        }
    }
}
