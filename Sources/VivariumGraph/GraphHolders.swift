import VivariumInterpreter

/// What a node in the graph reports its changes to: the reference counts its values are counted
/// in, the index of controls by label. One per graph, which a registered node holds weakly.
///
/// NB: one reference on every node, not one to each.
final class GraphLinks {
    let counts: ReferenceCounts
    let labels: ControlLabels

    init(counts: ReferenceCounts, labels: ControlLabels) {
        self.counts = counts
        self.labels = labels
    }
}

/// The nodes in the graph by handle. A node's storage, view value and modifiers are counted
/// as strong references while it is registered here.
struct NodeRegistry {
    private let nodes = RecordedDictionary<Int, Node>()
    let counts: ReferenceCounts
    /// The tappable controls among them by label.
    let labels: ControlLabels
    /// Both, as a registered node holds them.
    let links: GraphLinks
    /// The presentations among them that take every tap while shown (alerts, sheets, covers):
    /// few, restored with the graph's saved state (`ViewGraph.saveState`).
    private(set) var modals: Set<Int> = []

    init(counts: ReferenceCounts) {
        self.counts = counts
        let labels = ControlLabels()
        self.labels = labels
        links = GraphLinks(counts: counts, labels: labels)
    }
    /// Every registered node, by handle (a check's walk, never a command's).
    var allNodes: [Node] { nodes.storage.sorted { $0.key < $1.key }.map(\.value) }

    subscript(handle: Int) -> Node? {
        get { nodes[handle] }
        set {
            if let old = nodes[handle], old !== newValue {
                old.links = nil
                old.labelIsStale = false
                labels.noteRemoved(handle)
                modals.remove(handle)
            }
            nodes[handle] = newValue
            if let newValue, ViewGraph.isModal(newValue.typeName) { modals.insert(handle) }
            if let newValue {
                newValue.links = links
                labels.noteChanged(newValue)
            }
            counts.markDirty(.node(handle))
            counts.structureChanged()
        }
    }
}

/// Values the graph holds for a while, each with the holder it is reported under (a removed
/// view's storage until the update ends): counted as strong references while held.
final class HeldValues: Sequence {
    var entries: [(value: Value, holder: String, token: Int)] = []
    private let counts: ReferenceCounts
    /// Whether a value that references no object is let go at once rather than held: what an
    /// update releases (`pendingRelease`) holds values only for the objects they reference, and
    /// dropping one of the others runs no code and frees no object. A re-render of 10,000 rows
    /// then frees each row's previous view value as the row takes its new one, instead of
    /// holding both generations until the update ends.
    private let dropsUnreferenced: Bool

    init(counts: ReferenceCounts, dropsUnreferenced: Bool = false) {
        self.counts = counts
        self.dropsUnreferenced = dropsUnreferenced
    }
    var isEmpty: Bool { entries.isEmpty }

    /// A value that references no object is held uncounted (token 0), or not at all where the
    /// values are held only for the objects they reference (`dropsUnreferenced`).
    func append(_ entry: (Value, String)) {
        append(entry.0, holder: entry.1)
    }

    /// The holder is named only for a value that may reference an object: no walk of the
    /// roots names the holder of one that references none (a row's view value, its dropped
    /// `@StateObject` autoclosure), so a re-render formats no name per row for them.
    func append(_ value: Value, holder: @autoclosure () -> String) {
        append(value, holder: holder(), mayHoldReferences: Interpreter.mayHoldReferences(value))
    }

    /// `mayHoldReferences`: `Interpreter.mayHoldReferences(value)`, when the caller has it.
    func append(_ value: Value, holder: @autoclosure () -> String, mayHoldReferences: Bool) {
        if mayHoldReferences {
            entries.append((value, holder(), counts.retain(value)))
        } else {
            counts.markChanged()
            if !dropsUnreferenced { entries.append((value, Self.unnamed, 0)) }
        }
    }

    /// The holder of a value that references no object.
    static let unnamed = "(references no object)"

    /// Stops holding every value; returns them in order.
    @discardableResult
    func removeAll() -> [(Value, String)] {
        let taken = entries
        entries = []
        for entry in taken { release(entry.token) }
        return taken.map { ($0.value, $0.holder) }
    }

    /// Stops holding every value, as `removeAll`, and hands the values over as one record:
    /// the caller frees them where it likes (a re-render drops every row's previous values).
    func releaseAll() -> ReleasedValues {
        let taken = entries
        entries = []
        for entry in taken { release(entry.token) }
        return ReleasedValues(entries: taken)
    }

    private func release(_ token: Int) {
        if token == 0 { counts.markChanged() } else { counts.release(token) }
    }

    func makeIterator() -> IndexingIterator<[(Value, String)]> {
        entries.map { ($0.value, $0.holder) }.makeIterator()
    }

    deinit {
        for entry in entries { release(entry.token) }
    }
}

/// Values an update held until its end and no longer counts: plain memory, whose freeing runs
/// no code (objects are freed by the counts, never by dropping these).
public struct ReleasedValues: @unchecked Sendable {
    fileprivate let entries: [(value: Value, holder: String, token: Int)]

    public var count: Int { entries.count }
}

extension ViewGraph {
    /// What the last update stopped holding, for the host to free off the command's path
    /// (nil once taken; an update frees what the previous one left untaken).
    public func takeReleasedValues() -> ReleasedValues? {
        defer { releasedValues = nil }
        return releasedValues
    }

    /// The interpreter's change mark with the graph's own: nodes and slots made, nodes due to
    /// run, the root, the profile.
    public var changeMark: [Int] {
        interpreter.changeMark + [nextHandle, nextSlot, update.dirty.count, root?.handle ?? 0, Profile.all.firstIndex { $0.name == profile.name } ?? -1]
    }
}
