import VivariumInterpreter

/// What happened in a transaction, in SwiftUI's terms, each link pointing at the links that
/// made it happen: what `explain` walks back from an object or a node.
public enum Cause: Equatable, Sendable {
    /// The command itself (`tap "Flip"`, `reeval ParentView`).
    case command(String)
    /// A control's action ran (`Button "Flip"`).
    case action(String)
    /// A `@State` (or `@StateObject`'s object, `@AppStorage`) storage of a node was written.
    case stateChanged(path: String, property: String, wrapper: String)
    /// An `ObservableObject` published a change (`@Published count` of `CounterViewModel#1`).
    case published(object: String, property: String)
    /// An `@Observable` property was written (`Model#1.count`).
    case observableChanged(object: String, property: String)
    /// A node's body ran; `reasons` are why (`_flag changed`, `@self`, `inserted`, `reeval`).
    case body(path: String, reasons: [String])
    /// A new node was inserted for a view value with a new identity.
    case inserted(path: String, type: String)
    /// An existing node received a new view value from its parent's body.
    case newViewValue(path: String, type: String)
    /// A node left the tree; `why` says which part of its identity its parent no longer produced.
    case removed(path: String, why: RemovalReason)
    /// `@StateObject` / `@State` storage was created and its initial value evaluated.
    case installed(path: String, property: String, wrapper: String)
    /// `@StateObject` storage that exists kept its object; the new view value's initial value
    /// was dropped unevaluated.
    case reused(object: ObjectID, path: String, property: String)
}

/// Why a node left the tree.
public enum RemovalReason: Equatable, Sendable {
    /// The branch of an `if`/`else` or `switch` (or an optional `if`) holding it was not taken.
    case branchNotTaken
    /// Its `ForEach` element id is no longer in the data.
    case elementGone(key: String)
    /// Its explicit `.id(…)` changed: a new identity took its place.
    case explicitIDChanged
    /// The command took it out (`remove`, `unmount`).
    case byCommand
    /// The parent's body produced a different view at its position.
    case notProduced
}

/// One link: what happened, and the link that made it happen (its main cause; a link with
/// more causes keeps the others in its record, `CauseRecord.causedBy`).
///
/// NB: 64 bytes, the `Cause` and two 32-bit numbers: a mount of 10,000 rows adds some 50,000
/// links and a re-render of them 20,000, and `explain` keeps the last change's until the next
/// one. (With its id and main cause as `Int`s and an array of the other causes, nearly always
/// empty, a link took 88.) A command cannot add 2³¹ links: at 64 bytes each, they would not
/// fit in the worker's address space.
public struct CauseLink: Equatable, Sendable {
    public let cause: Cause
    private let index: Int32
    /// The main cause's id, or -1 for none.
    private let mainCause: Int32

    /// The link's position in its record.
    public var id: Int { Int(index) }

    /// The main cause (`causedBy.first`), without making the array.
    public var mainCauseID: Int? { mainCause < 0 ? nil : Int(mainCause) }

    init(id: Int, cause: Cause, mainCause: Int?) {
        self.cause = cause
        self.index = Int32(id)
        self.mainCause = mainCause.map { Int32($0) } ?? -1
    }
}

/// A record's links in order, kept in chunks of a fixed size: an array that doubles held room
/// for up to twice its links (65,536 for a mount's 50,000) and, at each doubling, the old
/// buffer and the new one at once, at the command's peak.
public struct CauseLinks: RandomAccessCollection, Sendable {
    /// Links per chunk (32 KiB of them).
    private static let chunkShift = 9
    private static let chunkSize = 1 << chunkShift
    private var chunks: [[CauseLink]] = []
    public private(set) var count = 0

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> CauseLink {
        chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
    }

    mutating func append(_ link: CauseLink) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [CauseLink] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(link)
        count += 1
    }
}

/// The causal record of one transaction, built as it runs: O(1) per link, and per released
/// value O(references it holds).
public final class CauseRecord {
    public private(set) var links = CauseLinks()
    /// The causes after the main one, for the few links that have more than one (a body that
    /// ran for several reasons), by link id.
    public private(set) var otherCauses: [Int: [Int]] = [:]
    /// The link whose consequences run now: new links are caused by it.
    public internal(set) var current: Int?
    /// For each object released in this transaction, the link that released a value holding
    /// it (the last one: the most specific holder).
    public private(set) var releasedBy: [ObjectID: Int] = [:]
    /// The holder description of that release (`ParentView/VStack/CounterView (previous view value)`).
    public private(set) var releasedHolder: [ObjectID: String] = [:]

    public init(command: String) {
        current = add(.command(command), causedBy: [])
    }

    @discardableResult
    func add(_ cause: Cause, causedBy: [Int]? = nil) -> Int {
        let id = links.count
        if let causedBy {
            links.append(CauseLink(id: id, cause: cause, mainCause: causedBy.first))
            if causedBy.count > 1 { otherCauses[id] = Array(causedBy.dropFirst()) }
        } else {
            links.append(CauseLink(id: id, cause: cause, mainCause: current))
        }
        return id
    }

    /// The links that made link `id` happen, its main cause first.
    public func causedBy(_ id: Int) -> [Int] {
        guard let main = link(id)?.mainCauseID else { return [] }
        return [main] + (otherCauses[id] ?? [])
    }

    public func link(_ id: Int) -> CauseLink? { links.indices.contains(id) ? links[id] : nil }

    /// The chain from the command to `id`, following each link's main cause.
    public func chain(to id: Int) -> [CauseLink] {
        var result: [CauseLink] = []
        var seen: Set<Int> = []
        var next: Int? = id
        while let index = next, let link = link(index), seen.insert(index).inserted {
            result.append(link)
            next = link.mainCauseID
        }
        return result.reversed()
    }

    func released(_ references: [ObjectID], holder: String, by link: Int?) {
        guard let link = link ?? current else { return }
        for id in references {
            releasedBy[id] = link
            releasedHolder[id] = holder
        }
    }
}

extension ViewGraph {
    /// Starts the causal record of a command (the one `explain` reads).
    public func beginCauses(command: String) {
        causes = CauseRecord(command: command)
        interpreter.provenanceBase = causes.current.map { .host($0) }
    }

    /// Runs `body` with `link` as the current cause, and marks what the interpreter evaluates
    /// inside as caused by it.
    func within<T>(_ link: Int, _ body: () throws -> T) rethrows -> T {
        let saved = causes.current
        causes.current = link
        defer { causes.current = saved }
        return try interpreter.withProvenance(.host(link), body)
    }

    /// Which part of a removed child's identity its parent's new content no longer has.
    func removalReason(of child: Node, replacedPositions: Set<String>) -> RemovalReason {
        if let outer = child.outerIdentity, replacedPositions.contains(outer) { return .explicitIDChanged }
        let components = child.identity.split(separator: ".")
        if let element = components.first(where: { $0.hasPrefix("[") }) { return .elementGone(key: child.key ?? String(element)) }
        if components.contains(where: { $0.hasPrefix("branch") || $0 == "some" }) { return .branchNotTaken }
        return .notProduced
    }

    /// Adds a link caused by the current one.
    @discardableResult
    func cause(_ cause: Cause, causedBy: [Int]? = nil) -> Int {
        causes.add(cause, causedBy: causedBy)
    }

    /// Notes that the current link released `value` (held by `holder`): the objects it
    /// references, if freed by the end of the transaction, were freed by this link.
    func noteRelease(_ value: Value, holder: @autoclosure () -> String, by link: Int? = nil) {
        guard Interpreter.mayHoldReferences(value) else { return }
        causes.released(Interpreter.references(in: value), holder: holder(), by: link)
    }
}
