import VivariumInterpreter

/// Diagnostics of updates: what `Self._printChanges()` prints.
extension ViewGraph {
    /// `ContentView: @self, @identity, _count changed.` — why the running body runs, in
    /// SwiftUI's words: `@self` (new inputs), `@identity` (a new node), `_name` (a dynamic
    /// property: state, binding, observed object, environment), `@dependencies` (Observation).
    func printChanges(_ typeName: String) -> String {
        guard let node = update.trackingNode, node.typeName == typeName else { return "\(typeName): unchanged." }
        var items: [String] = []
        func add(_ item: String) { if !items.contains(item) { items.append(item) } }
        for reason in update.runningReasons {
            switch reason {
            case "inserted":
                add("@self")
                add("@identity")
                if case .structValue(let value) = node.viewValue, let info = interpreter.types.type(value.typeName) {
                    for property in info.storedProperties where property.wrapper != nil { add("_" + property.name) }
                }
            case "@self", "reeval":
                add("@self")
            default:
                if reason.hasPrefix("_"), let end = reason.range(of: " changed") {
                    add(String(reason[..<end.lowerBound]))
                } else if reason.hasPrefix("environment") || reason.hasPrefix("@EnvironmentObject") {
                    let name = reason.split(separator: " ").dropFirst().first.map(String.init) ?? "environment"
                    add(name.hasPrefix("\\") ? "@dependencies" : "_" + name)
                } else {
                    add("@dependencies")
                }
            }
        }
        if items.isEmpty { return "\(typeName): unchanged." }
        return "\(typeName): \(items.joined(separator: ", ")) changed."
    }
}
