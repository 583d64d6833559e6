import Foundation
import Logging
import Synchronization
import VivariumProtocol

/// The daemon's named graphs. A graph is created by its first `graph.open` or
/// `graph.attach` and lives until `graph.close` or the daemon stops; with a state directory
/// it is journaled and comes back when the daemon starts again (its engine starts, and
/// replays the journal, on its first request).
actor GraphRegistry {
    private var graphs: [String: GraphHost] = [:] {
        didSet { index.withLock { $0 = graphs } }
    }
    /// `graphs`, read without waiting for the actor: a connection routes a `command` to its
    /// graph's engine thread straight from the event loop.
    private nonisolated let index = Mutex<[String: GraphHost]>([:])
    private let configuration: DaemonConfiguration

    init(configuration: DaemonConfiguration) {
        self.configuration = configuration
    }

    private var logger: Logger { configuration.logger }

    func graph(_ name: String) -> GraphHost? { graphs[name] }

    /// The graph named `name` as it is now, from any thread.
    nonisolated func current(_ name: String) -> GraphHost? { index.withLock { $0[name] } }

    /// The graph named `name`, created when missing and `create` is true. A graph that
    /// cannot be journaled (with a state directory) is refused, never kept in memory only.
    func open(_ name: String, create: Bool, directory: String? = nil) throws -> (host: GraphHost, created: Bool)? {
        if let host = graphs[name] { return (host, false) }
        guard create else { return nil }
        guard graphs.count < configuration.maxGraphs else {
            throw ResponseError(.limitExceeded, "too many graphs: this daemon hosts at most \(configuration.maxGraphs); close one first")
        }
        let base = directory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? configuration.baseDirectory
        let journal = configuration.stateDirectory.map { GraphJournal(directory: $0, graph: name) }
        if let journal {
            do {
                try journal.create(graph: name, baseDirectory: base)
            } catch {
                logger.warning("graph \(name) refused: it cannot be journaled: \(error)")
                throw ResponseError(.limitExceeded, "cannot create graph '\(name)': its journal cannot be written: \(error)")
            }
        }
        let host = makeHost(name: name, baseDirectory: base, journal: journal, entries: [])
        graphs[name] = host
        return (host, true)
    }

    private func makeHost(name: String, baseDirectory: URL, journal: GraphJournal?, entries: [GraphJournal.Entry]) -> GraphHost {
        GraphHost(name: name, baseDirectory: baseDirectory, hosting: configuration.engineHosting, logger: logger,
                  journal: journal, entries: entries, environment: configuration.engineEnvironment,
                  standby: configuration.hotStandby, inlineWindow: configuration.inlineWindowMilliseconds)
    }

    func close(_ name: String) -> GraphHost? {
        guard let host = graphs.removeValue(forKey: name) else { return nil }
        host.journal?.delete()
        return host
    }

    var all: [GraphHost] { graphs.keys.sorted().compactMap { graphs[$0] } }

    /// Reads every journal in the state directory (at start-up), in name order.
    func restore() {
        guard let stateDirectory = configuration.stateDirectory else { return }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: stateDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".journal") }.sorted()
        for file in files {
            let url = stateDirectory.appendingPathComponent(file)
            do {
                let contents = try GraphJournal.read(url)
                let header = contents.header
                let journal = GraphJournal(directory: stateDirectory, graph: header.graph)
                if let damage = contents.damage {
                    let kept = try journal.setAside(damage: damage, keeping: contents)
                    logger.error("graph \(header.graph): journal \(url.path) is damaged at byte \(damage.offset) (\(damage.reason)); kept \(contents.entries.count) good entries, the rest set aside as \(kept)")
                }
                graphs[header.graph] = makeHost(name: header.graph, baseDirectory: URL(fileURLWithPath: header.directory, isDirectory: true),
                                                journal: journal, entries: contents.entries)
                logger.info("graph \(header.graph) restored at rev \(contents.entries.last?.rev ?? 0): \(contents.entries.count) journaled commands")
            } catch {
                logger.error("cannot restore \(url.path): \(error); the file is left as it is")
            }
        }
    }
}
