import Foundation
import VivariumProtocol

/// The daemon's named graphs. A graph is created by its first `graph.open` or
/// `graph.attach` and lives until `graph.close` or the daemon stops.
actor GraphRegistry {
    private var graphs: [String: GraphHost] = [:]
    private let baseDirectory: URL

    init(baseDirectory: URL) { self.baseDirectory = baseDirectory }

    func graph(_ name: String) -> GraphHost? { graphs[name] }

    /// The graph named `name`, created when missing and `create` is true.
    func open(_ name: String, create: Bool, directory: String? = nil) -> (host: GraphHost, created: Bool)? {
        if let host = graphs[name] { return (host, false) }
        guard create else { return nil }
        let base = directory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? baseDirectory
        let host = GraphHost(name: name, baseDirectory: base)
        graphs[name] = host
        return (host, true)
    }

    func close(_ name: String) -> GraphHost? { graphs.removeValue(forKey: name) }

    var all: [GraphHost] { graphs.keys.sorted().compactMap { graphs[$0] } }
}
