import VivariumInterpreter
import VivariumSyntax

/// `Table` as an iPhone shows it. Apple, "Table": "In a compact horizontal size class
/// environment, like iPhone or iPad in Slide Over, tables don't show headers and collapse all
/// columns after the first", so the playground's device (an iPhone) shows a table as a list
/// of its rows, each the first column's cell: its content closure for the row, or the text
/// of its `value:` key path. The other columns are never built, and with no headers to tap,
/// the `sortOrder` binding never changes (the code may still set it). Selection works as in a
/// `List(selection:)`: a `tap` on a row selects it.
extension ViewGraph {
    static let tableViews: Set<String> = ["Table", "TableColumn"]

    func constructTable(_ typeName: String, _ arguments: [ArgumentValue], at location: SourceLocation) throws -> Value? {
        guard Self.tableViews.contains(typeName) else { return nil }
        func labelled(_ label: String) -> Value? { arguments.first { $0.label == label }?.value }
        func isClosure(_ value: Value) -> Bool { if case .function = value { true } else { false } }
        let unlabeled = arguments.filter { $0.label == nil }.map(\.value)
        if typeName == "TableColumn" {
            // `TableColumn("Name", value: \.name)`, `TableColumn("Years", value: \.years) { row in … }`.
            let title = unlabeled.first { !isClosure($0) } ?? .string("")
            let content = labelled("content") ?? unlabeled.last(where: isClosure)
            return view("TableColumn", ["title": title, "value": labelled("value") ?? .nil, "content": content ?? .nil])
        }
        guard let data = unlabeled.first(where: { !isClosure($0) }) else {
            throw RuntimeError(.notSupported, "not supported in the playground: Table(of:) with TableRow rows (give the table its data: Table(items) { TableColumn … })", at: location)
        }
        guard let columns = labelled("columns") ?? unlabeled.last(where: isClosure) else { return nil }
        let built = try interpreter.call(columns, arguments: [], viewBuilder: true, at: location)
        guard let first = firstColumn(in: built) else {
            throw RuntimeError(.notSupported, "not supported in the playground: a Table whose first column is not a TableColumn", at: location)
        }
        try checkIdentifiableElements(of: "Table", data: data, at: location)
        return view("List", ["data": data, "id": .nil, "rowContent": .builtin(first), "selection": labelled("selection") ?? .nil])
    }

    /// The first `TableColumn` a columns builder made, in order.
    private func firstColumn(in value: Value) -> BuiltinValue? {
        switch value {
        case .builtin(let builtin):
            if builtin.kind == "TableColumn" { return builtin }
            for field in builtin.fields.values {
                if let found = firstColumn(in: field) { return found }
            }
        case .array(let elements):
            for element in elements {
                if let found = firstColumn(in: element) { return found }
            }
        default:
            break
        }
        return nil
    }

    /// A row's view: the row content closure's, or, for a table, its first column's cell.
    func rowView(_ rowContent: Value, for element: Value) throws -> Value {
        guard case .builtin(let column) = rowContent, column.kind == "TableColumn" else {
            return try interpreter.call(rowContent, arguments: [element], viewBuilder: true)
        }
        if let content = column["content"], !content.isNil {
            return try interpreter.call(content, arguments: [element], viewBuilder: true)
        }
        guard case .keyPath(let path)? = column["value"] else { return view("EmptyView", [:]) }
        return view("Text", ["text": .string(interpreter.describe(try interpreter.apply(keyPath: path, to: element)))])
    }
}
