// Generated from /work/shared/seeds/000…003: every Swift code sample of the articles, verbatim.
// Samples that are members out of context (an `init` shown alone) are marked `isMember` and
// are wrapped in a struct by the test. Two samples of seed 000 elide code with a bare `...`
// line (lines 135-138 and 163-167); they are not Swift and are left out.

import Testing

/// One code sample of a seed article.
struct SeedSample: Sendable, CustomTestStringConvertible {
    /// `seed:firstLine` in /work/shared/seeds.
    var origin: String
    var code: String
    /// A member shown alone in the article; the test wraps it in a struct.
    var isMember: Bool
    /// The expected top-level declarations, as `SeedSampleTests.summary` renders them.
    var expected: [String]

    var testDescription: String { origin }
}

let seedSamples: [SeedSample] = [
    SeedSample(origin: "000:11", code: #"""
struct SomeTextfulView: View {
var initialText: String
var body: some View {
Text(initialText)
}
}
"""#, isMember: false, expected: ["SomeTextfulView"]),
    SeedSample(origin: "000:18", code: #"""
struct SomeTextfulView: View {
var initialText: String
init(initialText: String) {
self.initialText = initialText
}
var body: some View {
Text(initialText)
}
}
"""#, isMember: false, expected: ["SomeTextfulView"]),
    SeedSample(origin: "000:34", code: #"""
struct SomeTextfulView: View {
@State var initialText: String
var body: some View {
Text(initialText)
}
}
"""#, isMember: false, expected: ["SomeTextfulView"]),
    SeedSample(origin: "000:41", code: #"""
struct SomeTextfulView: View {
@State var initialText: String
init(initialText: String) {
self.initialText = initialText
}
var body: some View {
Text(initialText)
}
}
"""#, isMember: false, expected: ["SomeTextfulView"]),
    SeedSample(origin: "000:51", code: #"""
init(initialText: String) {
self._initialText = .init(wrappedValue: initialText)
}
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "000:61", code: #"""
class MyModel: ObservableObject {
@Published var myText = "This is myText"
@Published var yourText = "This is yourText"
}
"""#, isMember: false, expected: ["MyModel"]),
    SeedSample(origin: "000:66", code: #"""
struct SomeVeryTextfulView: View {
@StateObject var myModel = MyModel()
var body: some View {
Text(initialText)
}
}
"""#, isMember: false, expected: ["SomeVeryTextfulView"]),
    SeedSample(origin: "000:77", code: #"""
init(initialText: String) {
self._myModel = .init(wrappedValue: MyModel(myText: initialText))
}
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "000:81", code: #"""
// DO NOT DO THIS
init(myModel: MyModel) {
self._myModel = .init(wrappedValue: myModel)
}
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "000:89", code: #"""
@inlinable public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "000:96", code: #"""
// What we would normally write
someFuncThatTakesAClosure(closure: { print("manual closure") })
// What @autoclosure allows
someFuncThatTakesAnAutoClosure(closure: print("auto closure"))
"""#, isMember: false, expected: ["statement", "statement"]),
    SeedSample(origin: "000:105", code: #"""
init(initialText: String) {
self._myModel = .init(wrappedValue: MyModel(myText: initialText))
}
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "000:109", code: #"""
init(myModel: @autoclosure @escaping () -> MyModel) {
self._myModel = .init(wrappedValue: myModel)
}
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "000:114", code: #"""
// CAN'T DO THIS
var myModel = MyModel()
SomeVeryTextfulView(myModel: myModel)
// MUST DO THIS
SomeVeryTextfulView(myModel: MyModel())
"""#, isMember: false, expected: ["var myModel", "statement", "statement"]),
    SeedSample(origin: "000:127", code: #"""
@Observable
class MyModel {
var myText = "This is myText"
var yourText = "This is yourText"
}
"""#, isMember: false, expected: ["MyModel"]),
    SeedSample(origin: "000:140", code: #"""
init(myModel: MyModel) {
self.myModel = myModel
}
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "000:148", code: #"""
struct SomeVeryTextfulView: View {
@State var myModel: MyModel?
var body: some View {
Text(myModel!.myText)
.task {
myModel = MyModel()
}
}
}
"""#, isMember: false, expected: ["SomeVeryTextfulView"]),
    SeedSample(origin: "000:169", code: #"""
init(myBindedModel: MyModel, myTrackedModel: MyModel){
self.myBindedModel = myBindedModel
self.myTrackedModel = myTrackedModel
}
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "001:23", code: #"""
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
"""#, isMember: false, expected: ["ObservedObjectView", "StateObjectView"]),
    SeedSample(origin: "001:41", code: #"""
init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "001:104", code: #"""
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
.assign(to: $query)
}
}
"""#, isMember: false, expected: ["SearchDelayer"]),
    SeedSample(origin: "001:123", code: #"""
struct GameSearchScreen: View {
@StateObject private var searchDelayer = SearchDelayer(text: "")
}
"""#, isMember: false, expected: ["GameSearchScreen"]),
    SeedSample(origin: "001:129", code: #"""
struct GameSearchScreen: View {
@StateObject private var searchDelayer: SearchDelayer
init(initialQuery: String = "") {
_searchDelayer = StateObject(wrappedValue: SearchDelayer(text: initialQuery))
}
// ...
}
"""#, isMember: false, expected: ["GameSearchScreen"]),
    SeedSample(origin: "002:29", code: #"""
struct ContentView: View {
@State private var showingSheet = false
@State private var number = 0

var body: some View {
Button("Show counter with value: \(number)") {
showingSheet = true
}
.sheet(isPresented: $showingSheet) {
CounterView(viewModel: CounterViewModel(initialValue: number))
}
.task {
while true {
try! await Task.sleep(nanoseconds: 2 * NSEC_PER_SEC)
number = Int.random(in: 0..<100)
}
}
}
}

struct CounterView: View {
@ObservedObject private var viewModel: CounterViewModel

init(viewModel: CounterViewModel) {
self.viewModel = viewModel
}

var body: some View {
VStack {
Button("Increment", action: viewModel.increment)
Text("Number is \(viewModel.count)")
Button("Decrement", action: viewModel.decrement)
}
}
}

class CounterViewModel: ObservableObject {
@Published private(set) var count = 0

init(initialValue: Int) {
count = initialValue
}

func increment() {
count += 1
}

func decrement() {
count -= 1
}
}
"""#, isMember: false, expected: ["ContentView", "CounterView", "CounterViewModel"]),
    SeedSample(origin: "002:91", code: #"""
import Factory

extension Container {
func counterViewModel(initialValue: Int) -> Factory<CounterViewModel> {
self { CounterViewModel(initialValue: initialValue) }.shared
}
}

// In ContentView...
CounterView(viewModel: Container.shared.counterViewModel(initialValue: number)())
"""#, isMember: false, expected: ["import Factory", "extension Container", "statement"]),
    SeedSample(origin: "002:116", code: #"""
struct CounterView: View {
@StateObject private var viewModel: CounterViewModel

init(viewModel: CounterViewModel) {
_viewModel = .init(wrappedValue: viewModel)
}


}
"""#, isMember: false, expected: ["CounterView"]),
    SeedSample(origin: "002:130", code: #"""
struct CounterView: View {
@StateObject private var viewModel: CounterViewModel

init(initialValue: Int) {
_viewModel = .init(wrappedValue: CounterViewModel(initialValue: initialValue))
}


}
"""#, isMember: false, expected: ["CounterView"]),
    SeedSample(origin: "002:142", code: #"""
init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "002:148", code: #"""
NavigationLink("Show counter with value: \(number)") {
CounterView(initialValue: number)
}
"""#, isMember: false, expected: ["statement"]),
    SeedSample(origin: "002:166", code: #"""
@Observable class CounterViewModel {
private(set) var count = 0

}

struct CounterView: View {
@State private var viewModel: CounterViewModel

init(initialValue: Int) {
viewModel = CounterViewModel(initialValue: initialValue)
}

}
"""#, isMember: false, expected: ["CounterViewModel", "CounterView"]),
    SeedSample(origin: "002:193", code: #"""
import Factory

extension Container {
func counterViewModel(initialValue: Int) -> Factory<CounterViewModel> {
self { CounterViewModel(initialValue: initialValue) }.shared
}
}

struct CounterView: View {
private let viewModel: () -> CounterViewModel

init(initialValue: Int) {
viewModel = { Container.shared.counterViewModel(initialValue: initialValue)() }
}


}
"""#, isMember: false, expected: ["import Factory", "extension Container", "CounterView"]),
    SeedSample(origin: "003:17", code: #"""
class ViewModel: ObservableObject {
	var objectId: String {
		ObjectIdentifier(self).debugDescription
	}
}

struct ParentView: View {
	@StateObject var viewModel = ViewModel()

	var body: some View {
		VStack {
			Text("Parent \(self.viewModel.objectId)")
			ChildView(viewModel: self.viewModel)
		}
	}
}

struct ChildView: View {
	@ObservedObject var viewModel: ViewModel

	var body: some View {
		Text("Child \(self.viewModel.objectId)")
	}
}
"""#, isMember: false, expected: ["ViewModel", "ParentView", "ChildView"]),
    SeedSample(origin: "003:50", code: #"""
class ViewModel: ObservableObject {
	var objectId: String {
		ObjectIdentifier(self).debugDescription
	}
}

struct ParentView: View {
	var body: some View {
		VStack {
			ChildView()
			ChildView()
		}
	}
}

struct ChildView: View {
	@StateObject var viewModel = ViewModel()

	var body: some View {
		Text("Child \(self.viewModel.objectId)")
	}
}
"""#, isMember: false, expected: ["ViewModel", "ParentView", "ChildView"]),
    SeedSample(origin: "003:87", code: #"""
class ViewModel: ObservableObject {
	var objectId: String {
		ObjectIdentifier(self).debugDescription
	}
}

struct ParentView: View {
	var body: some View {
		VStack {
			ForEach(0..<4, id: \.self) { _ in
				ChildView()
			}
		}
	}
}

struct ChildView: View {
	@StateObject var viewModel = ViewModel()

	var body: some View {
		Text("Child \(self.viewModel.objectId)")
	}
}
"""#, isMember: false, expected: ["ViewModel", "ParentView", "ChildView"]),
    SeedSample(origin: "003:125", code: #"""
class ViewModel: ObservableObject {
	var objectId: String {
		ObjectIdentifier(self).debugDescription
	}

	init() {
		print("-> ViewModel init")
	}

	deinit {
		print("-> ViewModel deinit")
	}
}

struct ParentView: View {
	@State var childCount = 0

	var body: some View {
		VStack {
			Button {
				if self.childCount == 0 {
					childCount = 4
				} else {
					childCount = 0
				}
			} label: {
				Text("Tap me")
			}

			ForEach(0..<self.childCount, id: \.self) { _ in
				ChildView()
			}
		}
	}
}

struct ChildView: View {
	@StateObject var viewModel = ViewModel()

	var body: some View {
		Text("Child \(self.viewModel.objectId)")
	}
}
"""#, isMember: false, expected: ["ViewModel", "ParentView", "ChildView"]),
    SeedSample(origin: "003:181", code: #"""
init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType)
"""#, isMember: true, expected: ["Wrapper"]),
    SeedSample(origin: "003:185", code: #"""
@StateObject var viewModel = ViewModel()
"""#, isMember: false, expected: ["var viewModel"]),
    SeedSample(origin: "003:191", code: #"""
class ViewModel: ObservableObject {
	var objectId: String {
		ObjectIdentifier(self).debugDescription
	}

	init() {
		print("-> ViewModel init")
	}

	deinit {
		print("-> ViewModel deinit")
	}
}

struct MainView: View {
	var body: some View {
		NavigationView {
			List(0..<10, id: \.self) { index in
				NavigationLink {
					DetailView()
				} label: {
					Text("\(index)")
				}
			}
		}
	}
}

struct DetailView: View {
	@StateObject var viewModel = ViewModel()

	var body: some View {
		Text("Detail \(self.viewModel.objectId)")
	}
}
"""#, isMember: false, expected: ["ViewModel", "MainView", "DetailView"]),
]
