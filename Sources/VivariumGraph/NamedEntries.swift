/// A node's few named entries, in the order they were added: its dynamic-property storage by
/// property name, the objects it observes by wrapper. Most nodes keep none, a row one or two.
///
/// NB: one array of pairs, searched by name; an `OrderedDictionary` is two arrays (its keys,
/// its values) even for one entry, and ten thousand rows each kept two of those.
struct NamedEntries<Entry>: Sequence, ExpressibleByDictionaryLiteral {
    typealias Element = (key: String, value: Entry)
    private var entries: [Element] = []

    init() {}

    init(dictionaryLiteral elements: (String, Entry)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// The entry named `name`; assigning nil removes it, keeping the others' order.
    subscript(name: String) -> Entry? {
        get {
            for entry in entries where entry.key == name { return entry.value }
            return nil
        }
        set {
            if let index = entries.firstIndex(where: { $0.key == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((name, newValue))
            }
        }
    }

    var keys: LazyMapSequence<[Element], String> { entries.lazy.map(\.key) }
    var values: LazyMapSequence<[Element], Entry> { entries.lazy.map(\.value) }
    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }
}
