/// SwiftUI's `NavigationPath`, written in Vivarium's Swift subset: a type-erased list of the
/// values pushed on a `NavigationStack(path:)` (Apple, "NavigationPath": "A type-erased list
/// of data representing the content of a navigation stack"; `append(_:)`, `removeLast(_:)`,
/// `count`, `isEmpty`). The graph reads and writes its elements as it does an array path's.
extension BundledModule {
    static let navigationPath = BundledModule(
        name: "NavigationPath",
        dependencies: [],
        autoloadNames: ["NavigationPath"],
        source: #"""
struct NavigationPath {
    var _elements: [Any]

    init() {
        _elements = []
    }

    init(_ elements: [Any]) {
        _elements = elements
    }

    var count: Int { _elements.count }
    var isEmpty: Bool { _elements.isEmpty }

    mutating func append(_ value: Any) {
        _elements.append(value)
    }

    mutating func removeLast(_ k: Int = 1) {
        _elements.removeLast(k)
    }
}
"""#)
}
