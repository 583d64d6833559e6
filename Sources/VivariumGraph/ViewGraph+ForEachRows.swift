import VivariumInterpreter

/// The rows of a `ForEach` (or a `List` over data): one identity per element id; in a lazy
/// container only the rows built already and the ones in the viewport are evaluated.
extension ViewGraph {
    /// `ForEach(data, id:) { element in … }`: one identity per element id.
    /// `only`: the element keys of the rows to evaluate (an observed property one of them read
    /// changed, or they scrolled into view); all rows when nil.
    func elementItems(of node: Node, _ value: BuiltinValue, only rows: Set<String>? = nil) throws -> [ContentItem] {
        if rows == nil {
            node.rowObserved = [:]
            node.rowSlots = [:]
        }
        var data = value["data"] ?? .array([])
        var elementBindings: [Value]? = nil
        if case .builtin(let binding) = data, binding.kind == "Binding" {
            // `ForEach($items) { $item in … }`: rows get bindings to the elements, and the
            // ForEach depends on the collection it reads through the binding.
            let saved = update.trackingNode
            update.trackingNode = node
            node.readSlots = [:]
            data = boundValue(data) ?? .array([])
            update.trackingNode = saved
            let count = (try? elementsOf(data).count) ?? 0
            elementBindings = (0..<count).map { .builtin(BuiltinValue(kind: "Binding", fields: ["base": .builtin(binding), "index": .int($0)])) }
        }
        var elements = try elementsOf(data)
        if case .range = data, value["id"] == nil || value["id"]?.isNil == true {
            if let initial = node.initialElementCount, initial != elements.count {
                interpreter.warn("ForEach<Range<Int>, Int, \(rowTypeName(value))> count (\(elements.count)) != its initial count (\(initial)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!")
            }
            if node.initialElementCount == nil { node.initialElementCount = elements.count }
            // The rows stay those of the initial range.
            if let initial = node.initialElements { elements = initial } else { node.initialElements = elements }
        }
        // Every element's id first (cheap); then the rows to evaluate: all of them, or in a
        // lazy container the ones built already and the ones in its viewport.
        var rowData: [(element: Value, id: Value, key: String, index: Int)] = []
        var seen: Set<HashableValue> = []
        for (elementIndex, element) in elements.enumerated() {
            let id: Value
            switch value["id"] {
            case .keyPath(let components)?:
                id = try interpreter.apply(keyPath: components, to: element)
            default:
                if case .int = element { id = element } else { id = try interpreter.member("id", of: element) }
            }
            guard let key = HashableValue(id) else {
                throw RuntimeError(.trap, "ForEach element id \(interpreter.describe(id)) is not Hashable", at: .builtin)
            }
            if !seen.insert(key).inserted {
                let signature = "\(dataTypeName(data, elements)), \(Describe.typeName(of: id, heap: interpreter.heap)), \(rowTypeName(value))"
                interpreter.warn("ForEach<\(signature)>: the ID \(interpreter.describe(id)) occurs multiple times within the collection, this will give undefined results!")
                continue
            }
            rowData.append((element, id, key.key, elementIndex))
        }
        // A row no longer in the data has no extent to keep.
        if rows == nil, !node.rowExtents.isEmpty {
            let keys = Set(rowData.map(\.key))
            if node.rowExtents.keys.contains(where: { !keys.contains($0) }) { node.rowExtents = node.rowExtents.filter { keys.contains($0.key) } }
        }
        // Every id as shown, described once when every row is evaluated: the lazy plan keeps
        // them, the rows' keys show them (a few rows evaluated again describe their own).
        let shownIDs = rows == nil ? rowData.map { interpreter.describe($0.id) } : nil
        var plan = shownIDs.flatMap { prepareLazyRows(node, keys: rowData.map(\.key), ids: $0) }
        let built = plan == nil ? [] : builtRowKeys(of: node)
        var items: [ContentItem] = []
        // NB: a row is one item, nearly always: grown by doubling, ten thousand rows' items
        // took room for sixteen thousand, and a copy at each doubling. (A lazy container
        // builds a window of its rows: not reserved.)
        if plan == nil { items.reserveCapacity(rows?.count ?? rowData.count) }
        // `ForEach { … }.onAppear { … }` among a stack's children: each row gets it.
        let outer = memberModifiers(of: node)
        let rowHolder = "\(node.path) row"
        let stack = lazyContainer(of: node).flatMap { placesRowsByOwnExtent($0) ? $0 : nil }
        for (index, row) in rowData.enumerated() {
            if let rows, !rows.contains(row.key) { continue }
            let builds = plan.map { $0.window.contains(index) || built.contains(row.key) } ?? true
            if !builds, plan?.initializesEveryRow != true { continue }
            let element = row.element
            // `ForEach($items) { $item in … }`: the row gets the binding to its own element.
            let rowArgument = elementBindings.map { $0.indices.contains(row.index) ? $0[row.index] : element } ?? element
            let content = try evaluateRow(of: node, key: row.key) {
                try rowView(value["rowContent"] ?? .void, for: rowArgument)
            }
            pendingRelease.append((content, rowHolder))
            guard builds else { continue }
            let first = items.count
            try flatten(content, prefix: "[\(row.key)].", modifiers: outer, key: shownIDs?[index] ?? interpreter.describe(row.id), into: &items, at: .builtin)
            for index in first..<items.count { items[index].elementID = row.id }
            // A lazy stack's row, built, gives its own extent: the rows after it are placed
            // again from where it ends.
            if let stack {
                let extent = rowExtent(items[first...], in: stack)
                if node.rowExtents[row.key] != extent {
                    node.rowExtents[row.key] = extent
                    if plan != nil { plan = lazyPlan(for: node) }
                }
            }
        }
        return items
    }

    /// `Array<String>`, `Range<Int>`: the data type SwiftUI names in its ForEach warnings.
    private func dataTypeName(_ data: Value, _ elements: [Value]) -> String {
        if case .range = data { return "Range<Int>" }
        let element = elements.first.map { Describe.typeName(of: $0, heap: interpreter.heap) } ?? "Any"
        return "Array<\(element)>"
    }

    private func rowTypeName(_ value: BuiltinValue) -> String {
        guard case .function(.closure(let closure))? = value["rowContent"],
              case .expression(let expr)? = closure.expression.body.first?.kind,
              case .call(let callee, _) = expr.kind, case .identifier(let name) = callee.kind else { return "some View" }
        return name
    }

    func elementsOf(_ data: Value) throws -> [Value] {
        switch data {
        case .array(let elements): return elements
        case .range(let lower, let upper, _):
            guard lower < upper else { return [] }
            if upper - lower > 1_000_000 {
                throw RuntimeError(.notSupported, "not supported in the playground: a ForEach of more than 1,000,000 elements", at: nil)
            }
            return (lower..<upper).map { .int($0) }
        default: throw RuntimeError(.trap, "ForEach needs a collection, got \(interpreter.describe(data))", at: nil)
        }
    }
}
