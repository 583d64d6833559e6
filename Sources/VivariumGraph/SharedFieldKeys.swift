import OrderedCollections
import VivariumInterpreter

/// The key lists of the builtin views a graph makes, one per kind: a view made with the keys of
/// the last one of its kind shares that list, and only its values are its own.
///
/// NB: a builtin view's fields are an `OrderedDictionary`, two arrays (its keys, its values).
/// Ten thousand rows' buttons each kept a list `["label", "action"]` of their own, and their
/// labels' `Text` a list `["text"]`. A value that later adds or removes a key copies the list
/// then, as any shared array is copied on write; writing a value leaves it shared.
final class SharedFieldKeys {
    /// Per kind, the keys of the last view made, with no values kept (`.void`).
    private var templates: [String: OrderedDictionary<String, Value>] = [:]

    /// `fields`, with the key list of the last view of `kind` when it has the same keys.
    func sharing(_ fields: OrderedDictionary<String, Value>, of kind: String) -> OrderedDictionary<String, Value> {
        guard !fields.isEmpty else { return fields }
        if let template = templates[kind], template.keys == fields.keys {
            var shared = template
            for index in fields.values.indices { shared.values[index] = fields.values[index] }
            return shared
        }
        templates[kind] = OrderedDictionary(uniqueKeys: fields.keys, values: repeatElement(Value.void, count: fields.count))
        return fields
    }
}
