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
    /// What restoring the journals found damaged, for `graph.list`.
    private(set) var notices: [JournalNotice] = []
    /// Names whose unreadable journal could not be set aside: refused, so that nobody's
    /// journal is replaced.
    private var unusable: [String: String] = [:]

    private let descriptors: DescriptorBudget

    init(configuration: DaemonConfiguration, descriptors: DescriptorBudget) {
        self.configuration = configuration
        self.descriptors = descriptors
    }

    /// How many graphs there are, from any thread.
    nonisolated var count: Int { index.withLock { $0.count } }

    private var logger: Logger { configuration.logger }

    func graph(_ name: String) -> GraphHost? { graphs[name] }

    /// The graph named `name` as it is now, from any thread.
    nonisolated func current(_ name: String) -> GraphHost? { index.withLock { $0[name] } }

    /// The graph named `name`, created when missing and `create` is true. A graph that
    /// cannot be journaled (with a state directory) is refused, never kept in memory only.
    func open(_ name: String, create: Bool, directory: String? = nil, clients: Int = 0) throws -> (host: GraphHost, created: Bool)? {
        if let host = graphs[name] { return (host, false) }
        guard create else { return nil }
        if let why = unusable[name] { throw ResponseError(.limitExceeded, "cannot create graph '\(name)': \(why)") }
        guard graphs.count < configuration.maxGraphs else {
            throw ResponseError(.limitExceeded, "too many graphs: this daemon hosts at most \(configuration.maxGraphs); close one first")
        }
        guard descriptors.allowsGraph(graphs: graphs.count, clients: clients) else {
            throw ResponseError(.limitExceeded, "too many graphs: with \(clients) clients connected, this daemon's \(descriptors.limit) file descriptors (RLIMIT_NOFILE) leave no room for another graph's workers; close one first")
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
        let host: GraphHost
        do {
            host = try makeHost(name: name, baseDirectory: base, journal: journal, entries: [])
        } catch {
            journal?.delete()
            logger.error("graph \(name) refused: \(error)")
            throw ResponseError(.limitExceeded, "cannot create graph '\(name)': \(error)")
        }
        graphs[name] = host
        return (host, true)
    }

    private func makeHost(name: String, baseDirectory: URL, journal: GraphJournal?,
                          entries: [GraphJournal.Entry]) throws(NativeThread.StartError) -> GraphHost {
        try GraphHost(name: name, baseDirectory: baseDirectory, hosting: configuration.engineHosting, logger: logger,
                      journal: journal, entries: entries, environment: configuration.engineEnvironment,
                      standby: configuration.hotStandby, inlineWindow: configuration.inlineWindowMilliseconds)
    }

    func close(_ name: String) -> GraphHost? {
        guard let host = graphs.removeValue(forKey: name) else { return nil }
        host.journal?.delete()
        return host
    }

    var all: [GraphHost] { graphs.keys.sorted().compactMap { graphs[$0] } }

    /// Reads every journal in the state directory (at start-up), in name order. A journal
    /// whose header is unreadable (not a journal header, another graph's, an unknown version)
    /// is renamed aside and reported, never replaced; one with damaged entries is restored
    /// without them — each damaged line costs its own entry only — and reported (`notices`).
    func restore() {
        guard let stateDirectory = configuration.stateDirectory else { return }
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: stateDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".journal") }.sorted()
        for file in files {
            let name = String(file.dropLast(".journal".count))
            let journal = GraphJournal(directory: stateDirectory, graph: name)
            let contents: GraphJournal.Contents
            do {
                contents = try GraphJournal.read(journal.url, graph: name)
            } catch let unreadable as GraphJournal.UnreadableHeader {
                setAside(journal, graph: name, because: unreadable.reason)
                continue
            } catch {
                logger.error("cannot restore \(journal.url.path): \(error); the file is left as it is")
                continue
            }
            journal.layout.withLock { $0.length = contents.completeLength }
            if contents.isDamaged { report(contents, of: journal, graph: name) }
            do {
                graphs[name] = try makeHost(name: name, baseDirectory: URL(fileURLWithPath: contents.header.directory, isDirectory: true),
                                            journal: journal, entries: contents.entries)
            } catch {
                logger.error("graph \(name) cannot be restored: \(error); its journal is kept")
                unusable[name] = "it cannot be restored: \(error); its journal is kept"
                notices.append(JournalNotice(graph: name, message: "it could not be restored: \(error); its journal is kept for the next start"))
                continue
            }
            logger.info("graph \(name) restored at rev \(contents.entries.last?.rev ?? 0): \(contents.entries.count) journaled commands")
        }
    }

    /// A journal that cannot be this graph's: renamed aside (so that `graph.open` starts the
    /// graph anew without destroying it), or, when even that fails, left where it is and the
    /// name refused until someone moves it.
    private func setAside(_ journal: GraphJournal, graph name: String, because reason: String) {
        do {
            let aside = try journal.setAside(as: "unreadable")
            logger.error("graph \(name): journal \(journal.url.path) cannot be read (\(reason)); it is not restored and was kept as \(aside)")
            notices.append(JournalNotice(graph: name, message: "its journal cannot be read (\(reason)); the graph was not restored", keptAs: aside))
        } catch {
            logger.error("graph \(name): journal \(journal.url.path) cannot be read (\(reason)) nor set aside (\(error)); the name is refused until the file is moved")
            unusable[name] = "its journal \(journal.url.path) cannot be read (\(reason)) nor set aside (\(error)); move the file away first"
            notices.append(JournalNotice(graph: name, message: "its journal cannot be read (\(reason)) nor set aside (\(error)); the name is refused until the file is moved"))
        }
    }

    /// A journal restored without its damaged lines: logged and noticed, and rewritten without
    /// them once the damaged file is kept aside (left as it is when the rewrite cannot be made,
    /// a full disk: appends then go after its last complete line).
    private func report(_ contents: GraphJournal.Contents, of journal: GraphJournal, graph name: String) {
        let skipped = contents.damages.map { "byte \($0.offset): \($0.reason)" }.joined(separator: "; ")
        var message = "its journal had \(contents.damages.count) damaged line\(contents.damages.count == 1 ? "" : "s") (\(skipped)), skipped; \(contents.entries.count) entries restored"
        var keptAs: String?
        do {
            keptAs = try journal.repair(contents)
            message += "; the damaged file was kept"
        } catch {
            message += "; the damaged file is left in place (it cannot be rewritten: \(error))"
        }
        logger.error("graph \(name): \(message)\(keptAs.map { " as \($0)" } ?? "")")
        notices.append(JournalNotice(graph: name, message: message, keptAs: keptAs, skipped: contents.damages.count))
    }
}
