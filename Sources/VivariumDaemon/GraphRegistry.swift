import Foundation
import Logging
import VivariumProtocol

/// The daemon's named graphs. A graph is created by its first `graph.open` or
/// `graph.attach` and lives until `graph.close` or the daemon stops; with a state directory
/// it is journaled and comes back when the daemon starts again.
actor GraphRegistry {
    private var graphs: [String: GraphHost] = [:]
    private let baseDirectory: URL
    private let stateDirectory: URL?
    private let logger: Logger

    init(baseDirectory: URL, stateDirectory: URL? = nil, logger: Logger = Logger(label: "vivariumd")) {
        self.baseDirectory = baseDirectory
        self.stateDirectory = stateDirectory
        self.logger = logger
    }

    func graph(_ name: String) -> GraphHost? { graphs[name] }

    /// The graph named `name`, created when missing and `create` is true.
    func open(_ name: String, create: Bool, directory: String? = nil) -> (host: GraphHost, created: Bool)? {
        if let host = graphs[name] { return (host, false) }
        guard create else { return nil }
        let base = directory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? baseDirectory
        let journal = stateDirectory.map { GraphJournal(directory: $0, graph: name) }
        if let journal {
            do {
                try journal.create(graph: name, baseDirectory: base)
            } catch {
                logger.warning("graph \(name) is not journaled: \(error)")
            }
        }
        let host = GraphHost(name: name, baseDirectory: base, journal: journal)
        graphs[name] = host
        return (host, true)
    }

    func close(_ name: String) -> GraphHost? {
        guard let host = graphs.removeValue(forKey: name) else { return nil }
        host.journal?.delete()
        return host
    }

    var all: [GraphHost] { graphs.keys.sorted().compactMap { graphs[$0] } }

    /// Replays every journal in the state directory (at start-up), in name order.
    func restore() async {
        guard let stateDirectory else { return }
        do {
            try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            logger.warning("cannot create the state directory \(stateDirectory.path): \(error)")
            return
        }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: stateDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".journal") }.sorted()
        for file in files {
            let url = stateDirectory.appendingPathComponent(file)
            do {
                let (header, entries) = try GraphJournal.read(url)
                let host = GraphHost(name: header.graph, baseDirectory: URL(fileURLWithPath: header.directory, isDirectory: true),
                                     journal: GraphJournal(directory: stateDirectory, graph: header.graph))
                let failures = await host.replay(entries)
                graphs[header.graph] = host
                let failed = failures.isEmpty ? "" : ", \(failures.count) failed: \(failures.joined(separator: "; "))"
                logger.info("graph \(header.graph) restored: \(entries.count) commands replayed\(failed)")
            } catch {
                logger.warning("cannot restore \(url.path): \(error)")
            }
        }
    }
}
