/// One step of what was being evaluated when an object was made, in Swift's own terms.
///
/// The host marks its own work (a body running, storage being installed) with `.host(n)`,
/// `n` being a link of its cause record; the interpreter adds the initializers, arguments
/// and default values it evaluates inside. An object keeps the steps from the innermost host
/// mark on (`[.host(7), .initializer("CounterView"), .defaultValue("CounterView", "viewModel", "ObservedObject")]`),
/// so what made it is recorded as it happens, at O(depth) per object.
public enum ProvenanceStep: Equatable, Sendable {
    /// A link of the host's cause record.
    case host(Int)
    /// A struct's initializer ran (`CounterView.init`).
    case initializer(typeName: String)
    /// An argument of a struct's initializer was evaluated (`CounterView(viewModel: CounterViewModel())`).
    case argument(typeName: String, label: String?)
    /// The default value of a stored property, with its property wrapper if it has one
    /// (`@ObservedObject var viewModel = CounterViewModel()`).
    case defaultValue(typeName: String, property: String, wrapper: String?)
}

extension Interpreter {
    /// Runs `body` with `step` as the innermost step of what is being evaluated.
    public func withProvenance<T>(_ step: ProvenanceStep, _ body: () throws -> T) rethrows -> T {
        let depth = provenance.count
        provenance.append(step)
        // Truncated, not popped: a task that suspended inside resumes on its own stack.
        defer { if provenance.count > depth { provenance.removeSubrange(depth...) } }
        return try body()
    }

    /// The steps an object made now keeps: from the innermost host mark on.
    var provenanceOfNewObject: [ProvenanceStep] {
        guard let mark = provenance.lastIndex(where: { if case .host = $0 { return true } else { return false } }) else {
            return (provenanceBase.map { [$0] } ?? []) + provenance
        }
        return Array(provenance[mark...])
    }
}
