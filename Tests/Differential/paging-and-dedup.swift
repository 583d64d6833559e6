// A feed view model's paging: merging pages without duplicates by id, keeping order,
// chunks by stride, windows with zip, and the index arithmetic of "load more".
struct Item: Identifiable, Hashable { let id: Int; var title: String }
final class Feed {
    private(set) var items: [Item] = []
    private var seen: Set<Int> = []
    var pageSize = 3
    var canLoadMore: Bool { items.count % pageSize == 0 && !items.isEmpty }
    func append(page: [Item]) -> Int {
        let fresh = page.filter { seen.insert($0.id).inserted }
        items.append(contentsOf: fresh)
        return fresh.count
    }
    func shouldLoadMore(after item: Item) -> Bool {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return false }
        return index >= items.index(items.endIndex, offsetBy: -2)
    }
}
let feed = Feed()
print(feed.append(page: (1...3).map { Item(id: $0, title: "#\($0)") }), feed.canLoadMore)
print(feed.append(page: (3...5).map { Item(id: $0, title: "#\($0)") }), feed.items.map(\.id), feed.canLoadMore)
print(feed.shouldLoadMore(after: Item(id: 4, title: "")), feed.shouldLoadMore(after: Item(id: 1, title: "")))
let ids = Array(1...10)
let chunks = stride(from: 0, to: ids.count, by: 4).map { Array(ids[$0..<min($0 + 4, ids.count)]) }
print(chunks, chunks.map(\.count))
let pairs = zip(ids, ids.dropFirst()).map { $1 - $0 }
print(pairs.allSatisfy { $0 == 1 }, zip("abc", 1...).map { "\($0)\($1)" })
var window: [Int] = []
for (offset, id) in ids.enumerated() where offset.isMultiple(of: 3) { window.append(id) }
print(window, ids.suffix(3), ids.prefix(while: { $0 < 4 }), ids.drop(while: { $0 < 8 }))
let titles = feed.items.map(\.title)
print(titles.joined(separator: ", "), titles.reversed().first ?? "-", titles.last!)
var unique: [Int] = []
for n in [3, 1, 3, 2, 1, 4] where !unique.contains(n) { unique.append(n) }
print(unique, Array(Set(unique)).sorted(), unique.firstIndex(of: 2) as Any, unique.lastIndex(where: { $0 > 2 }) as Any)
var ring = [1, 2, 3, 4, 5]
ring.rotate(toStartAt: 2)
print(ring)
extension Array {
    mutating func rotate(toStartAt index: Int) {
        let head = self[..<index]
        removeFirst(index)
        append(contentsOf: head)
    }
}
print(ids.split(whereSeparator: { $0 % 4 == 0 }).map(Array.init))
print(ids.min(by: { $0 % 3 < $1 % 3 })!, ids.max(by: { $0 % 4 < $1 % 4 })!)
