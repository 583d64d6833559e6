import VivariumWire

/// Long runs of objects written once: a loop that makes 4,000 list nodes lists them under
/// `created`, `freed` and `events` as one line each instead of 12,000.
///
/// ```
/// created   ListNode#1 … ListNode#4000 ×4000  by top level
/// freed     ListNode#4000 … ListNode#1 ×4000  by top level
/// events    deinit  ListNode#4000 … ListNode#1 ×4000
/// ```
///
/// Only what the line says in full is collapsed: objects of one type whose numbers follow
/// each other by one (up or down, the order they were made or freed in), with the same holder
/// and note (or, for events, of the same kind and reason). The JSON form keeps every record.
extension ReplyRenderer {
    /// Runs shorter than this are listed one by one.
    static let shortestCollapsedRun = 8

    /// One line's worth of a section: a run of `count` names from `first` to `last` (a single
    /// entry is a run of one), and the index of its first entry.
    struct NameRun {
        var first: String
        var last: String
        var count: Int
        var start: Int

        /// `ListNode#1 … ListNode#4000 ×4000`, or the single name.
        var text: String { count == 1 ? first : "\(first) … \(last) ×\(count)" }
    }

    /// `names` cut into runs (see `shortestCollapsedRun`); `same(i, j)` says whether entries
    /// `i` and `j` may share a line apart from their names.
    static func nameRuns(_ names: [String], same: (Int, Int) -> Bool) -> [NameRun] {
        var runs: [NameRun] = []
        var index = 0
        while index < names.count {
            var end = index + 1
            if let first = objectName(names[index]), index + 1 < names.count,
               let second = objectName(names[index + 1]), second.type == first.type,
               abs(second.serial - first.serial) == 1, same(index, index + 1) {
                let step = second.serial - first.serial
                var previous = second.serial
                end = index + 2
                while end < names.count, let next = objectName(names[end]), next.type == first.type,
                      next.serial == previous + step, same(index, end) {
                    previous = next.serial
                    end += 1
                }
            }
            if end - index >= shortestCollapsedRun {
                runs.append(NameRun(first: names[index], last: names[end - 1], count: end - index, start: index))
            } else {
                for single in index..<end {
                    runs.append(NameRun(first: names[single], last: names[single], count: 1, start: single))
                }
            }
            index = end
        }
        return runs
    }

    /// `ListNode#12` → (`ListNode`, 12); nil for a name without a number (a module's plumbing
    /// shown by its label).
    static func objectName(_ name: String) -> (type: Substring, serial: Int)? {
        guard let hash = name.lastIndex(of: "#"), hash != name.startIndex,
              let serial = Int(name[name.index(after: hash)...]), serial > 0 else { return nil }
        return (name[..<hash], serial)
    }
}
