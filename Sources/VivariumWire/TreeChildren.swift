/// A node's children in the tree: a list in which one child is replaced without copying its
/// siblings.
///
/// Up to `chunkSize` children are one array (`Storage.few`): a row's one child, a stack's
/// handful. Past that, the children are kept in chunks of up to `chunkSize` nodes, every chunk
/// full but the last, shared between the lists copied from one another. A tree taken again
/// after one row of ten thousand changed shares every chunk but that row's with the tree
/// before it, and a comparison of the two skips the chunks they share (`TreeNode.changes`);
/// two lists of few children that share their array are skipped the same way.
public struct TreeChildren: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    /// Up to `chunkSize` consecutive children. Changed only while one list holds it alone.
    ///
    /// NB: unchecked Sendable: `nodes` is mutated only through a list that holds the chunk
    /// alone (`isKnownUniquelyReferenced`), so a chunk another list or thread can see never changes.
    final class Chunk: @unchecked Sendable {
        var nodes: [TreeNode]
        /// Holds every handle of `nodes` (maybe more): a shared chunk is told not to hold a
        /// handle without reading its nodes.
        var handles: ClosedRange<Int>

        init(_ nodes: [TreeNode]) {
            self.nodes = nodes
            let values = nodes.lazy.map(\.handle)
            handles = (values.min() ?? 0)...(values.max() ?? 0)
        }

        func widen(to handle: Int) {
            handles = Swift.min(handles.lowerBound, handle)...Swift.max(handles.upperBound, handle)
        }
    }

    /// NB: a list of `chunkSize` children or fewer is `few`, a longer one `chunked`: a row's
    /// list of one child is one allocation (its array), not three (an array of chunks, a chunk,
    /// its array), for each of ten thousand rows.
    private enum Storage {
        case few([TreeNode])
        case chunked([Chunk])
    }

    static let chunkSize = 64
    private static let chunkShift = 6

    private var storage = Storage.few([])

    /// NB: worked out from the storage, not kept beside it: a list is one word, in each of a
    /// tree's lines and in each node's snapshot.
    public var count: Int {
        switch storage {
        case .few(let nodes): nodes.count
        case .chunked(let chunks): ((chunks.count - 1) << Self.chunkShift) + chunks[chunks.count - 1].nodes.count
        }
    }

    public init() {}

    public init<Nodes: Sequence>(_ nodes: Nodes) where Nodes.Element == TreeNode {
        for node in nodes { append(node) }
    }

    public init(arrayLiteral nodes: TreeNode...) {
        self.init(nodes)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> TreeNode {
        get {
            precondition(position >= 0 && position < count, "TreeChildren index out of range")
            switch storage {
            case .few(let nodes): return nodes[position]
            case .chunked(let chunks): return chunks[position >> Self.chunkShift].nodes[position & (Self.chunkSize - 1)]
            }
        }
        set {
            precondition(position >= 0 && position < count, "TreeChildren index out of range")
            switch storage {
            case .few(var nodes):
                storage = .few([])
                nodes[position] = newValue
                storage = .few(nodes)
            case .chunked(var chunks):
                storage = .few([])
                let chunk = position >> Self.chunkShift
                Self.makeUnique(&chunks, chunk)
                chunks[chunk].nodes[position & (Self.chunkSize - 1)] = newValue
                chunks[chunk].widen(to: newValue.handle)
                storage = .chunked(chunks)
            }
        }
    }

    public mutating func append(_ node: TreeNode) {
        switch storage {
        case .few(var nodes) where nodes.count < Self.chunkSize:
            storage = .few([])
            nodes.append(node)
            storage = .few(nodes)
        case .few(let nodes):
            // NB: the full list becomes the first chunk, and a fresh array starts the next, so
            // that each chunk holds its nodes alone.
            storage = .chunked([Chunk(nodes), Chunk([node])])
        case .chunked(var chunks):
            storage = .few([])
            if let last = chunks.indices.last, chunks[last].nodes.count < Self.chunkSize {
                Self.makeUnique(&chunks, last)
                chunks[last].nodes.append(node)
                chunks[last].widen(to: node.handle)
            } else {
                chunks.append(Chunk([node]))
            }
            storage = .chunked(chunks)
        }
    }

    public mutating func append<Nodes: Sequence>(contentsOf nodes: Nodes) where Nodes.Element == TreeNode {
        for node in nodes { append(node) }
    }

    public static func += <Nodes: Sequence>(list: inout TreeChildren, nodes: Nodes) where Nodes.Element == TreeNode {
        list.append(contentsOf: nodes)
    }

    /// Copies chunk `index` unless `chunks` holds it alone.
    private static func makeUnique(_ chunks: inout [Chunk], _ index: Int) {
        if !isKnownUniquelyReferenced(&chunks[index]) { chunks[index] = Chunk(chunks[index].nodes) }
    }

    /// Whether two arrays are one buffer (so hold the very same children).
    private static func shareStorage(_ left: [TreeNode], _ right: [TreeNode]) -> Bool {
        left.withUnsafeBufferPointer { left in right.withUnsafeBufferPointer { right in
            left.baseAddress == right.baseAddress && left.count == right.count
        } }
    }

    /// The positions whose child may differ from `other`'s at the same position: every position
    /// of a chunk the two lists do not share, and those past the shorter list. A position in a
    /// shared chunk holds the very same child in both.
    func positions(unsharedWith other: TreeChildren) -> [Range<Int>] {
        switch (storage, other.storage) {
        case (.few(let nodes), .few(let others)):
            return nodes.isEmpty || Self.shareStorage(nodes, others) ? [] : [0..<nodes.count]
        case (.few(let nodes), .chunked):
            return nodes.isEmpty ? [] : [0..<nodes.count]
        case (.chunked(let chunks), _):
            let otherChunks: [Chunk]
            if case .chunked(let chunks) = other.storage { otherChunks = chunks } else { otherChunks = [] }
            var ranges: [Range<Int>] = []
            for index in chunks.indices {
                if index < otherChunks.count, chunks[index] === otherChunks[index] { continue }
                let start = index << Self.chunkShift
                let range = start..<(start + chunks[index].nodes.count)
                if let last = ranges.last, last.upperBound == range.lowerBound {
                    ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
                } else {
                    ranges.append(range)
                }
            }
            return ranges
        }
    }

    /// Whether both lists hold the same handles in the same order, none of them `excluded`.
    /// Reads only the nodes of the chunks the lists do not share.
    func sameHandles(as other: TreeChildren, noneBeing excluded: Int) -> Bool {
        guard count == other.count else { return false }
        switch (storage, other.storage) {
        case (.chunked(let chunks), .chunked(let otherChunks)):
            for (index, chunk) in chunks.enumerated() {
                if chunk === otherChunks[index] {
                    if chunk.handles.contains(excluded), chunk.nodes.contains(where: { $0.handle == excluded }) { return false }
                    continue
                }
                let others = otherChunks[index].nodes
                for offset in chunk.nodes.indices where chunk.nodes[offset].handle != others[offset].handle || chunk.nodes[offset].handle == excluded {
                    return false
                }
            }
            return true
        default:
            // Equal counts: both few.
            for (node, other) in zip(self, other) where node.handle != other.handle || node.handle == excluded { return false }
            return true
        }
    }

    public static func == (lhs: TreeChildren, rhs: TreeChildren) -> Bool {
        // Equal counts: the same storage, and the same chunk boundaries.
        guard lhs.count == rhs.count else { return false }
        switch (lhs.storage, rhs.storage) {
        case (.few(let left), .few(let right)):
            return shareStorage(left, right) || left == right
        case (.chunked(let left), .chunked(let right)):
            for (left, right) in zip(left, right) where left !== right && left.nodes != right.nodes { return false }
            return true
        default:
            return false
        }
    }
}

extension TreeChildren: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [TreeNode](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try Array(self).encode(to: encoder)
    }
}
