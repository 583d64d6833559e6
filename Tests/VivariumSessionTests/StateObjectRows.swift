/// Rows that each own a view model — the shape `make bench` and the cost tests measure: a
/// `Row` with an `@StateObject` whose button changes that row's model only.
enum StateObjectRows {
    static let rowAndModel = """
        class VM: ObservableObject { @Published var value = 0 }
        struct Row: View {
            let index: Int
            @StateObject var vm = VM()
            var body: some View { Button("Row \\(index): \\(vm.value)") { vm.value += 1 } }
        }
        """
}
