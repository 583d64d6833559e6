/// Shapes of real SwiftUI code whose cost once grew with the square of the rows, each timed
/// at 1,000 and 4,000 rows on fresh graphs: linear growth is 4×. A ratio well past that means
/// something walks every row for each row again.
extension Scenarios {
    struct Shape {
        var name: String
        var source: String
        /// The command timed (after `mount Rows()`, unless it is the mount).
        var action: String
    }

    static let scalingShapes = [
        Shape(name: "mount of a store whose models come from map", source: """
            class Todo: ObservableObject, Identifiable {
                let id: Int
                @Published var done = false
                init(id: Int) { self.id = id }
            }
            class Store: ObservableObject {
                @Published var todos: [Todo] = (0..<COUNT).map { Todo(id: $0) }
            }
            struct TodoRow: View {
                @ObservedObject var todo: Todo
                var body: some View { Button("\\(todo.id) \\(todo.done ? "done" : "open")") { todo.done.toggle() } }
            }
            struct Rows: View {
                @StateObject var store = Store()
                var body: some View { VStack { ForEach(store.todos) { TodoRow(todo: $0) } } }
            }
            """, action: "mount Rows()"),
        Shape(name: "one toggle of ForEach($items) rows flipped", source: """
            struct Item: Identifiable { let id: Int; var name: String; var on = false }
            struct Rows: View {
                @State var items = (0..<COUNT).map { Item(id: $0, name: "Item \\($0)") }
                var body: some View {
                    VStack { ForEach($items) { $item in Toggle(item.name, isOn: $item.on) } }
                }
            }
            """, action: "tap Rows/VStack/ForEach[5]/Toggle"),
        Shape(name: "one toggle of @Observable rows flipped", source: """
            import Observation
            @Observable class Item {
                var title: String
                var done = false
                init(title: String) { self.title = title }
            }
            struct ItemRow: View {
                @State var item: Item
                var body: some View { Toggle(item.title, isOn: $item.done) }
            }
            struct Rows: View {
                var body: some View { VStack { ForEach(0..<COUNT, id: \\.self) { ItemRow(item: Item(title: "Item \\($0)")) } } }
            }
            """, action: "tap Rows/VStack/ForEach[5]/ItemRow/Toggle"),
        // Every row observes one object and shows the same button label: one entry of the
        // readers' index, the holders' sets and the labels' index grows by a row per row.
        Shape(name: "mount of rows observing one shared object, one label", source: """
            class Shared: ObservableObject { @Published var value = 0 }
            struct Row: View {
                let index: Int
                @ObservedObject var shared: Shared
                var body: some View { Button("Delete") { shared.value = index } }
            }
            struct Rows: View {
                @StateObject var shared = Shared()
                var body: some View { VStack { ForEach(0..<COUNT, id: \\.self) { Row(index: $0, shared: shared) } } }
            }
            """, action: "mount Rows()"),
        Shape(name: "half of the @StateObject rows removed", source: """
            class VM: ObservableObject { @Published var value = 0 }
            struct Row: View {
                let index: Int
                @StateObject var vm = VM()
                var body: some View { Text("Row \\(index): \\(vm.value)") }
            }
            struct Rows: View {
                @State var count = COUNT
                var body: some View {
                    VStack {
                        Button("Halve") { count /= 2 }
                        ForEach(0..<count, id: \\.self) { Row(index: $0) }
                    }
                }
            }
            """, action: "tap \"Halve\""),
    ]

    /// Each shape at 1,000 and 4,000 rows (the median of 3 fresh graphs each): the two times and
    /// their ratio.
    func scaling() throws {
        for shape in Self.scalingShapes {
            var times: [Int: Double] = [:]
            for count in [1_000, 4_000] {
                times[count] = median(try (0..<3).map { _ in
                    let graph = try freshGraph(shape.source.replacingOccurrences(of: "COUNT", with: "\(count)"))
                    let mount = try connection.time(graph: graph, "mount Rows()")
                    guard shape.action != "mount Rows()" else {
                        try close(graph, nil)
                        return mount
                    }
                    let time = try connection.time(graph: graph, shape.action)
                    try close(graph, nil)
                    return time
                })
            }
            guard let small = times[1_000], let large = times[4_000] else { continue }
            report.figure("\(shape.name), 1,000 rows (median of 3)", small)
            report.figure("\(shape.name), 4,000 rows (median of 3)", large)
            report.target("\(shape.name): 4,000 ÷ 1,000 rows (linear: 4×)", ratio: large / small, atMost: 5)
        }
    }
}
