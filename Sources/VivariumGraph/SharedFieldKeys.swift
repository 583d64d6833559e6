import OrderedCollections
import VivariumInterpreter

/// The key lists of the builtin views a graph makes, one per kind: a view made with the keys of
/// the last one of its kind shares that list, and only its values are its own. Also the lists
/// of one reason nodes are invalidated for, which their bodies' causal links keep.
///
/// NB: a builtin view's fields are an `OrderedDictionary`, two arrays (its keys, its values).
/// Ten thousand rows' buttons each kept a list `["label", "action"]` of their own, and their
/// labels' `Text` a list `["text"]`. A value that later adds or removes a key copies the list
/// then, as any shared array is copied on write; writing a value leaves it shared.
final class SharedFieldKeys {
    /// Per kind, the key lists of the last few shapes made (`State` has two: an initial value,
    /// a thunk), with no values kept (`.void`).
    private var templates: [String: [OrderedDictionary<String, Value>]] = [:]
    private static let shapesPerKind = 4

    /// `fields`, with the key list of the last view of `kind` that had the same keys.
    func sharing(_ fields: OrderedDictionary<String, Value>, of kind: String) -> OrderedDictionary<String, Value> {
        guard !fields.isEmpty else { return fields }
        var shapes = templates[kind] ?? []
        if let template = shapes.first(where: { $0.count == fields.count && $0.keys == fields.keys }) {
            var shared = template
            for index in fields.values.indices { shared.values[index] = fields.values[index] }
            return shared
        }
        if shapes.count == Self.shapesPerKind { shapes.removeFirst() }
        shapes.append(OrderedDictionary(uniqueKeys: fields.keys, values: repeatElement(Value.void, count: fields.count)))
        templates[kind] = shapes
        return fields
    }

    /// The last property wrapper's storage made of each kind (`wrapper(_:_:)`).
    private var lastWrappers: [String: Value] = [:]

    /// The storage of a property wrapper of `kind` with `fields`: the last one made of that kind
    /// when `fields` are interchangeable with its fields (`Value.isInterchangeable(with:)`: the
    /// same closure instances, the same objects, the same values), else `make`'s, kept as the
    /// last. NB: ten thousand rows' `@StateObject var vm = VM()` give each row's view value the
    /// one default autoclosure (`Interpreter.defaultAutoclosure`), and ten thousand view models'
    /// `@Published var value = 0` the value 0: each kept a wrapper of its own, identical to the
    /// others; a value type, one shared until one is written.
    func wrapper(_ kind: String, _ fields: OrderedDictionary<String, Value>, make: () -> Value) -> Value {
        if let last = lastWrappers[kind], case .builtin(let made) = last, made.tag == 0, made.fields.count == fields.count,
           zip(made.fields, fields).allSatisfy({ $0.key == $1.key && $0.value.isInterchangeable(with: $1.value) }) {
            return last
        }
        let made = make()
        lastWrappers[kind] = made
        return made
    }

    /// A list of one reason why a node's body runs (`inserted`, `_count changed`), the same
    /// array each time it is asked for.
    func reasons(_ reason: String) -> [String] {
        if let shared = singleReasons[reason] { return shared }
        let made = [reason]
        if singleReasons.count < Self.sharedReasons { singleReasons[reason] = made }
        return made
    }
    private var singleReasons: [String: [String]] = [:]
    /// Reasons name properties and environment keys, a few per program: kept up to this many.
    private static let sharedReasons = 256
}
