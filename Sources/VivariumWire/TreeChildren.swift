/// A node's children in the tree: a list in which one child is replaced without copying its
/// siblings.
///
/// The children are kept in chunks of up to `chunkSize` nodes, every chunk full but the last,
/// shared between the lists copied from one another. A tree taken again after one row of ten
/// thousand changed shares every chunk but that row's with the tree before it, and a
/// comparison of the two skips the chunks they share (`TreeNode.changes`).
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

    static let chunkSize = 64
    private static let chunkShift = 6

    private(set) var chunks: [Chunk] = []
    public private(set) var count = 0

    public init() {}

    public init<Nodes: Sequence>(_ nodes: Nodes) where Nodes.Element == TreeNode {
        var chunk: [TreeNode] = []
        for node in nodes {
            chunk.append(node)
            guard chunk.count == Self.chunkSize else { continue }
            chunks.append(Chunk(chunk))
            count += chunk.count
            // NB: a fresh array, so that the chunk holds its nodes alone.
            chunk = []
        }
        if !chunk.isEmpty {
            chunks.append(Chunk(chunk))
            count += chunk.count
        }
    }

    public init(arrayLiteral nodes: TreeNode...) {
        self.init(nodes)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> TreeNode {
        get {
            precondition(position >= 0 && position < count, "TreeChildren index out of range")
            return chunks[position >> Self.chunkShift].nodes[position & (Self.chunkSize - 1)]
        }
        set {
            precondition(position >= 0 && position < count, "TreeChildren index out of range")
            let chunk = position >> Self.chunkShift
            makeUnique(chunk)
            chunks[chunk].nodes[position & (Self.chunkSize - 1)] = newValue
            chunks[chunk].widen(to: newValue.handle)
        }
    }

    public mutating func append(_ node: TreeNode) {
        if let last = chunks.indices.last, chunks[last].nodes.count < Self.chunkSize {
            makeUnique(last)
            chunks[last].nodes.append(node)
            chunks[last].widen(to: node.handle)
        } else {
            chunks.append(Chunk([node]))
        }
        count += 1
    }

    public mutating func append<Nodes: Sequence>(contentsOf nodes: Nodes) where Nodes.Element == TreeNode {
        for node in nodes { append(node) }
    }

    public static func += <Nodes: Sequence>(list: inout TreeChildren, nodes: Nodes) where Nodes.Element == TreeNode {
        list.append(contentsOf: nodes)
    }

    /// Copies chunk `index` unless this list holds it alone.
    private mutating func makeUnique(_ index: Int) {
        if !isKnownUniquelyReferenced(&chunks[index]) { chunks[index] = Chunk(chunks[index].nodes) }
    }

    /// The positions whose child may differ from `other`'s at the same position: every position
    /// of a chunk the two lists do not share, and those past the shorter list. A position in a
    /// shared chunk holds the very same child in both.
    func positions(unsharedWith other: TreeChildren) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in chunks.indices {
            if index < other.chunks.count, chunks[index] === other.chunks[index] { continue }
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

    /// Whether both lists hold the same handles in the same order, none of them `excluded`.
    /// Reads only the nodes of the chunks the lists do not share.
    func sameHandles(as other: TreeChildren, noneBeing excluded: Int) -> Bool {
        guard count == other.count else { return false }
        for (index, chunk) in chunks.enumerated() {
            if chunk === other.chunks[index] {
                if chunk.handles.contains(excluded), chunk.nodes.contains(where: { $0.handle == excluded }) { return false }
                continue
            }
            let others = other.chunks[index].nodes
            for offset in chunk.nodes.indices where chunk.nodes[offset].handle != others[offset].handle || chunk.nodes[offset].handle == excluded {
                return false
            }
        }
        return true
    }

    public static func == (lhs: TreeChildren, rhs: TreeChildren) -> Bool {
        // Equal counts: the same chunk boundaries.
        guard lhs.count == rhs.count else { return false }
        for (left, right) in zip(lhs.chunks, rhs.chunks) where left !== right && left.nodes != right.nodes { return false }
        return true
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
