import Testing
@testable import VivariumSyntax

/// Negative tests: every Swift code block of seeds 000–003, as compiled cleanly by swiftc 6.3.1 in
/// research/diagnostics (completed where REPORT.md says the article's snippet is cut: a model class
/// added, a missing `body` added; Linux stand-ins for Combine/`.sheet`/`NSEC_PER_SEC` removed because
/// the runtime provides them). The checker must report nothing for any of them.
@Suite struct CheckerSeedTests {
    /// Seed samples that compile exactly as the articles print them, taken from
    /// `seedSamples` rather than pasted again (the completed copies stay below).
    static let verbatimOrigins: Set<String> = ["000:11", "000:18", "002:29", "003:17", "003:50", "003:87", "003:125", "003:191"]

    @Test(arguments: seedSamples.filter { verbatimOrigins.contains($0.origin) })
    func verbatimSampleIsClean(_ sample: SeedSample) {
        expectClean(sample.code)
    }

    @Test func seed000Block3() {
        expectClean(#"""
        struct SomeTextfulView: View {
        @State var initialText: String
        var body: some View {
        Text(initialText)
        }
        }
        func use() { _ = SomeTextfulView(initialText: "Hello World") }
        """#)
    }

    @Test func seed000Block4() {
        expectClean(#"""
        struct SomeTextfulView: View {
        @State var initialText: String
        init(initialText: String) {
        self.initialText = initialText
        }
        var body: some View {
        Text(initialText)
        }
        }
        struct SomeTextfulView2: View {
        @State var initialText: String
        init(initialText: String) {
        self._initialText = .init(wrappedValue: initialText)
        }
        var body: some View {
        Text(initialText)
        }
        }
        """#)
    }

    @Test func seed000Block7() {
        expectClean(#"""
        import Observation
        @Observable
        class MyModel {
        var myText = "This is myText"
        var yourText = "This is yourText"
        }
        struct SomeVeryTextfulView: View {
        @State var myModel = MyModel()
        init(myModel: MyModel) {
        self.myModel = myModel
        }
        var body: some View { Text(myModel.myText) }
        }
        """#)
    }

    @Test func seed000Block8() {
        expectClean(#"""
        import Observation
        @Observable
        class MyModel {
        var myText = "This is myText"
        var yourText = "This is yourText"
        }
        struct SomeVeryTextfulView: View {
        @State var myModel: MyModel?
        var body: some View {
        Text(myModel!.myText)
        .task {
        myModel = MyModel()
        }
        }
        }
        """#)
    }

    @Test func seed000Block9() {
        expectClean(#"""
        import Observation
        @Observable
        class MyModel {
        var myText = "This is myText"
        var yourText = "This is yourText"
        }
        struct SomeVeryTextfulView: View {
        @Bindable var myBindedModel: MyModel
        let myTrackedModel: MyModel
        init(myBindedModel: MyModel, myTrackedModel: MyModel){
        self.myBindedModel = myBindedModel
        self.myTrackedModel = myTrackedModel
        }
        var body: some View { Text(myBindedModel.myText + myTrackedModel.yourText) }
        }
        """#)
    }

    @Test func seed000StateObjectCalled() {
        expectClean(#"""
        class MyModel: ObservableObject {
            @Published var myText = "This is myText"
            @Published var yourText = "This is yourText"
        }
        struct V2: View {
            @StateObject var myModel: MyModel
            init(myModel: @autoclosure @escaping () -> MyModel) {
                self._myModel = .init(wrappedValue: myModel())
            }
            var body: some View { Text("") }
        }
        struct V4: View {
            @StateObject var myModel: MyModel
            init(myModel: @autoclosure @escaping () -> MyModel) {
                self._myModel = StateObject(wrappedValue: myModel())
            }
            var body: some View { Text("") }
        }
        """#)
    }

    @Test func seed000DoNotDoThis() {
        expectClean(#"""
        class MyModel: ObservableObject {
            @Published var myText = "This is myText"
            @Published var yourText = "This is yourText"
        }
        struct SomeVeryTextfulView: View {
            @StateObject var myModel: MyModel
            // DO NOT DO THIS
            init(myModel: MyModel) {
                self._myModel = .init(wrappedValue: myModel)
            }
            var body: some View { Text("") }
        }
        """#)
    }

    @Test func seed001Block1WithModel() {
        expectClean(#"""
        class MyViewModel: ObservableObject {}
        struct ObservedObjectView: View {
        @ObservedObject var model: MyViewModel
        var body: some View { /* ... */ }
        }
        struct StateObjectView: View {
        @StateObject var model: MyViewModel
        init(model: MyViewModel) {
        _model = StateObject(wrappedValue: model)
        }
        var body: some View { /* ... */ }
        }
        """#)
    }

    @Test func seed001SearchDelayer() {
        expectClean(#"""
        class SearchDelayer: ObservableObject {
        // The text the user has typed in.
        // This updates with every keystroke.
        @Published var inputText: String
        // The text to use for the query.
        // The view watches for changes to this property to
        // fetch new data.
        @Published var query: String
        init(text: String) {
        inputText = text
        query = text
        $inputText
        .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
        .assign(to: &$query)
        }
        }
        """#)
    }

    @Test func seed002Observable() {
        expectClean(#"""
        import Observation

        @Observable final class CounterViewModel {
            private(set) var count = 0
            init(initialValue: Int) { count = initialValue }
            func increment() { count += 1 }
            func decrement() { count -= 1 }
        }

        struct CounterView: View {
            @State private var viewModel: CounterViewModel

            init(initialValue: Int) {
                viewModel = CounterViewModel(initialValue: initialValue)
            }

            var body: some View {
                VStack {
                    Button("Increment", action: viewModel.increment)
                    Text("Number is \(viewModel.count)")
                    Button("Decrement", action: viewModel.decrement)
                }
            }
        }
        """#)
    }

    @Test func seed001GameSearchScreenInit() {
        expectClean(#"""
        class SearchDelayer: ObservableObject {
            @Published var inputText: String
            @Published var query: String
            init(text: String) { inputText = text; query = text }
        }
        struct GameSearchScreen: View {
        @StateObject private var searchDelayer: SearchDelayer
        init(initialQuery: String = "") {
        _searchDelayer = StateObject(wrappedValue: SearchDelayer(text: initialQuery))
        }
        var body: some View { Text(searchDelayer.query) }
        }
        struct Host: View {
            var body: some View { VStack { GameSearchScreen(); GameSearchScreen(initialQuery: "zelda") } }
        }
        """#)
    }

    @Test func seed002StateObjectSnippets() {
        expectClean(#"""
        class CounterViewModel: ObservableObject {
            @Published private(set) var count = 0
            init(initialValue: Int) { count = initialValue }
        }
        struct CounterView: View {
        @StateObject private var viewModel: CounterViewModel

        init(viewModel: CounterViewModel) {
        _viewModel = .init(wrappedValue: viewModel)
        }
        var body: some View { Text("\(viewModel.count)") }
        }
        struct CounterView2: View {
        @StateObject private var viewModel: CounterViewModel

        init(initialValue: Int) {
        _viewModel = .init(wrappedValue: CounterViewModel(initialValue: initialValue))
        }
        var body: some View { Text("") }
        }
        struct CounterView3: View {
            private let viewModel: () -> CounterViewModel
            init(initialValue: Int) {
                viewModel = { CounterViewModel(initialValue: initialValue) }
            }
            var body: some View { Text("\(viewModel().count)") }
        }
        """#)
    }

    @Test func seed000CantDoThis() {
        expectClean(#"""
        class MyModel: ObservableObject {
            @Published var myText = "This is myText"
        }
        struct SomeVeryTextfulView: View {
            @StateObject var myModel: MyModel
            init(myModel: @autoclosure @escaping () -> MyModel) {
                self._myModel = .init(wrappedValue: myModel())
            }
            var body: some View { Text(myModel.myText) }
        }
        struct Parent: View {
            var body: some View {
                var myModel = MyModel()
                SomeVeryTextfulView(myModel: myModel)
            }
        }
        """#)
    }

}
