import VivariumInterpreter
import VivariumSyntax

/// `transaction.addAnimationCompletion { … }` (iOS 17): the completion rides in the
/// transaction value, and `withTransaction(transaction) { … }` runs it once the animations it
/// created are complete (VivariumSwiftUIValues' SwiftUIFunctions).
extension ViewGraph {
    public func callMutatingMethod(_ name: String, on receiver: BuiltinValue, arguments: [ArgumentValue],
                                   at location: SourceLocation) throws -> (result: Value, receiver: BuiltinValue)? {
        guard receiver.kind == "Transaction", name == "addAnimationCompletion",
              let completion = arguments.last?.value, case .function = completion else { return nil }
        var updated = receiver
        var completions: [Value] = []
        if case .array(let added)? = receiver["completions"] { completions = added }
        updated.fields["completions"] = .array(completions + [completion])
        return (.void, updated)
    }
}
