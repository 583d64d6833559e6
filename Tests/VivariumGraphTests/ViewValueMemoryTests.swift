import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// A row's previous view value is gone once its parent's re-render has given the row a new one:
/// closures an initializer made and stored in the value do not keep it (nor themselves) alive.
@Suite struct ViewValueMemoryTests {
    static let program = """
        final class RowModel: ObservableObject {
            let id: Int
            init(id: Int) { self.id = id }
        }
        struct Deferred {
            let make: () -> Int
            init(_ make: @autoclosure @escaping () -> Int) { self.make = make }
        }
        struct Row: View {
            let id: Int
            let label: () -> String
            let weight: Deferred
            @StateObject private var model: RowModel
            init(id: Int) {
                self.id = id
                self.label = { "row \\(id)" }
                self.weight = Deferred(id * 2)
                _model = StateObject(wrappedValue: RowModel(id: id))
            }
            var body: some View { Text("\\(label()) weighs \\(weight.make())") }
        }
        struct Rows: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Button("Bump \\(generation)") { generation += 1 }
                    ForEach(0..<3, id: \\.self) { Row(id: $0) }
                }
            }
        }
        """

    /// The closures in a row's current view value: its `label` and the autoclosure its
    /// `weight` keeps (made as the `@StateObject`'s is: from an argument, in the initializer).
    static func closures(of node: Node) throws -> [Closure] {
        guard case .structValue(let row) = node.viewValue else { throw GraphError("not a struct: \(node.path)") }
        var found: [Closure] = []
        if case .function(.closure(let label))? = row.fields["label"] { found.append(label) }
        if case .structValue(let weight)? = row.fields["weight"], case .function(.closure(let make))? = weight.fields["make"] {
            found.append(make)
        }
        return found
    }

    @Test func anInitializersClosuresDoNotOutliveTheViewValue() throws {
        let h = try Harness(Self.program)
        try h.mount("Rows()")
        let row = try h.graph.resolve("Rows/VStack/ForEach[0]/Row")
        weak var label: Closure?
        weak var thunk: Closure?
        do {
            let first = try Self.closures(of: row)
            try #require(first.count == 2, "\(row.viewValue)")
            label = first[0]
            thunk = first[1]
        }
        try h.tap(label: "Bump 0")
        _ = h.graph.takeReleasedValues()
        #expect(try Self.closures(of: row).count == 2, "the new view value has its own")
        #expect(label == nil, "the previous view value's label closure is still alive")
        #expect(thunk == nil, "the previous view value's autoclosure is still alive")
        #expect(try h.call("print(Row(id: 4).weight.make())").output == ["8"])
    }
}
