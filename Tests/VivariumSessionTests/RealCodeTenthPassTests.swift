import Testing
import VivariumWire
@testable import VivariumSession

/// Public SwiftUI code that failed as pasted (the tenth real-code discovery pass): a hand-written
/// store whose reducers are closures of `typealias Reducer<Value, Action> = (inout Value, Action)
/// -> Effect`, a Redux store injected as `@EnvironmentObject var store: AppStore` of a typealias,
/// `@SwiftUI.Environment(\.modelContext)` in a SwiftData file, a `struct …: ToolbarContent`, Swift
/// Charts' `lineStyle(by:)` and `.annotation(overflowResolution: .init(x: .fit(to: .chart)))`,
/// `.fill(.linearGradient(…))`, `UInt64.random(in:)`, `[CGPoint]()` as a stored property's
/// value, `SimultaneousGesture(a, b)`, and `min(x)` with one argument.
@Suite struct RealCodeTenthPassTests: PastedCodeOutputs {
    /// A closure of a function type with an `inout` parameter may assign to it (The Swift
    /// Programming Language, "In-Out Parameters"; "Function Types": `(inout Int) -> Void`): the
    /// `inout` of a written function type was dropped, so `{ value, action in value += 1 }` was
    /// "left side of mutating operator isn't mutable: 'value' is a 'let' constant".
    @Test func aClosureOfAFunctionTypeWithAnInoutParameterMayAssignToIt() {
        #expect(output("""
            typealias Reducer<Value, Action> = (inout Value, Action) -> Void
            func apply(_ f: (inout Int) -> Void) -> Int {
                var v = 1
                f(&v)
                return v
            }
            print(apply { x in x += 1 })
            let add: Reducer<Int, Int> = { value, action in value += action }
            var total = 1
            add(&total, 2)
            print(total)
            final class Store<State, Action> {
                private(set) var state: State
                let reducer: Reducer<State, Action>
                init(state: State, reducer: @escaping Reducer<State, Action>) {
                    self.state = state
                    self.reducer = reducer
                }
                func send(_ action: Action) { reducer(&state, action) }
            }
            let store = Store<[String], String>(state: [], reducer: { state, action in
                state.append(action)
            })
            store.send("a")
            store.send("b")
            print(store.state)
            """) == ["2", "3", #"["a", "b"]"#])
    }

    /// A closure parameter of a function type without `inout` is still a constant, as swiftc has it.
    @Test func aClosureParameterWithoutInoutIsStillAConstant() {
        let refused = Session().execute("""
            func apply(_ f: (Int) -> Void) { f(1) }
            apply { x in x += 1 }
            """)
        #expect(refused.ok == false)
        #expect(refused.error?.message.contains("left side of mutating operator isn't mutable: 'x' is a 'let' constant") == true,
                "\(refused.error?.message ?? "")")
    }

    /// `@EnvironmentObject var store: AppStore` where `typealias AppStore = Store<AppState,
    /// AppAction>`: the alias names the injected object's type (it was SwiftUI's "No
    /// ObservableObject of type AppStore found" at mount).
    @Test func anEnvironmentObjectDeclaredThroughATypealiasFindsTheObject() {
        let session = Session()
        _ = output(session, """
            final class Store<State>: ObservableObject {
                @Published private(set) var state: State
                init(_ state: State) { self.state = state }
                func replace(_ state: State) { self.state = state }
            }
            typealias AppStore = Store<Int>
            struct Counter: View {
                @EnvironmentObject var store: AppStore
                var body: some View {
                    Button("Count \\(store.state)") { store.replace(store.state + 1) }
                }
            }
            struct Root: View {
                @StateObject private var store = AppStore(0)
                var body: some View { Counter().environmentObject(store) }
            }
            """)
        let mounted = session.execute("mount Root()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let tapped = session.execute(#"tap "Count 0""#)
        #expect(tapped.ok, "\(tapped.error?.message ?? "")")
        #expect(tapped.tree?.all.contains { $0.type == "Button" && $0.label == #""Count 1""# } == true)
    }

    /// `@SwiftUI.Environment(\.modelContext)`, `@SwiftUI.State`: a property wrapper spelled with
    /// its module is that wrapper (it was a stored property the preview's `ContentView()` lacked:
    /// "arguments do not match the parameters of 'ContentView.init'").
    @Test func aPropertyWrapperSpelledWithItsModuleIsThatWrapper() {
        let session = Session()
        _ = output(session, """
            struct Tally: View {
                @SwiftUI.Environment(\\.colorScheme) private var scheme
                @SwiftUI.State private var taps = 0
                var body: some View {
                    Button("Taps \\(taps) in \\(scheme == .dark ? "dark" : "light")") { taps += 1 }
                }
            }
            """)
        let mounted = session.execute("mount Tally()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let tapped = session.execute(#"tap "Taps 0 in light""#)
        #expect(tapped.ok, "\(tapped.error?.message ?? "")")
        #expect(tapped.tree?.all.contains { $0.label == #""Taps 1 in light""# } == true)
    }

    /// `struct SortToolbar: ToolbarContent { var body: some ToolbarContent { ToolbarItem { … } } }`
    /// used in `.toolbar { SortToolbar(…) }` (it was "not supported in the playground:
    /// 'ToolbarContent'" at load; toolbar content is modelled as views).
    @Test func aToolbarContentOfTheProgramsOwnShowsItsItems() {
        let session = Session()
        _ = output(session, """
            struct SortToolbar: ToolbarContent {
                @Binding var ascending: Bool
                var body: some ToolbarContent {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(ascending ? "Ascending" : "Descending") { ascending.toggle() }
                    }
                }
            }
            struct Names: View {
                @State private var ascending = true
                var body: some View {
                    NavigationStack {
                        List(ascending ? ["a", "b"] : ["b", "a"], id: \\.self) { Text($0) }
                            .toolbar { SortToolbar(ascending: $ascending) }
                    }
                }
            }
            """)
        let mounted = session.execute("mount Names()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let tapped = session.execute(#"tap "Ascending""#)
        #expect(tapped.ok, "\(tapped.error?.message ?? "")")
        #expect(tapped.tree?.all.contains { $0.type == "Button" && $0.label == #""Descending""# } == true)
    }

    /// Swift Charts' `lineStyle(by:)` and `symbolSize(by:)` take a `PlottableValue` (`.value(…)`),
    /// and an annotation's `overflowResolution` is `.init(x: .fit(to: .chart), y: .disabled)`
    /// (Apple, "AnnotationOverflowResolution.Strategy"); both were "inferring the type of
    /// '.value' / '.chart' here".
    @Test func chartsLineStyleByAndAnnotationOverflowStrategies() {
        let session = Session()
        _ = output(session, """
            import Charts
            struct Point: Identifiable {
                let id: Int
                let month: String
                let value: Double
                let series: String
            }
            struct Trend: View {
                let points = [Point(id: 1, month: "Jan", value: 3, series: "A"), Point(id: 2, month: "Jan", value: 5, series: "B")]
                @State private var selected: String?
                var body: some View {
                    VStack {
                        Chart(points) { point in
                            LineMark(x: .value("Month", point.month), y: .value("Value", point.value))
                                .lineStyle(by: .value("Series", point.series))
                                .symbolSize(by: .value("Value", point.value))
                            if let selected {
                                RuleMark(x: .value("Selected", selected))
                                    .annotation(position: .top, spacing: 0,
                                                overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                                        Text(selected)
                                    }
                            }
                        }
                        Button("Select") { selected = "Jan" }
                    }
                }
            }
            """)
        let mounted = session.execute("mount Trend()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        let tapped = session.execute(#"tap "Select""#)
        #expect(tapped.ok, "\(tapped.error?.message ?? "")")
    }

    /// iOS 15's gradient shape styles: `.fill(.linearGradient(Gradient(colors:), startPoint:,
    /// endPoint:))` (`extension ShapeStyle where Self == LinearGradient`); it was "type
    /// 'ShapeStyle' has no member 'linearGradient'" when the badge was built.
    @Test func gradientShapeStylesAsImplicitMembers() {
        let session = Session()
        _ = output(session, """
            struct Badge: View {
                var body: some View {
                    VStack {
                        Circle().fill(.linearGradient(Gradient(colors: [.pink, .orange]),
                                                      startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 0.6)))
                        Rectangle().fill(.radialGradient(colors: [.blue, .clear], center: .center, startRadius: 0, endRadius: 40))
                        Capsule().fill(.angularGradient(colors: [.red, .yellow], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                    }
                }
            }
            """)
        let mounted = session.execute("mount Badge()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(mounted.tree?.all.contains { $0.type == "Circle" } == true)
    }

    /// `UInt64.random(in:)` (nanoseconds for `Task.sleep`) and the other fixed-width integers'
    /// `random(in:)` (it was "'random' on UInt64 (not in the playground's Foundation yet)").
    @Test func fixedWidthIntegersRandomInRange() {
        #expect(output("""
            let nanoseconds = UInt64.random(in: 100_000_000...400_000_000)
            print(nanoseconds >= 100_000_000 && nanoseconds <= 400_000_000)
            let small = UInt8.random(in: 0..<3)
            print(small < 3)
            let signed = Int32.random(in: -5...(-1))
            print(signed < 0)
            """) == ["true", "true", "true"])
    }

    /// `var points = [CGPoint]()` as a stored property's value: the element type brings in what
    /// provides it, as `var points: [CGPoint] = []` did (it was "not supported in the
    /// playground: 'CGPoint'" at load).
    @Test func anArrayOfAFrameworkTypeCalledAsAnInitializerInAStoredProperty() {
        #expect(output("""
            struct Line {
                var points = [CGPoint]()
                var lineWidth: Double = 1.0
            }
            var line = Line()
            line.points.append(CGPoint(x: 1, y: 2))
            print(line.points)
            """) == ["[(1.0, 2.0)]"])
    }

    /// `SimultaneousGesture(rotation, magnification)` and `SequenceGesture(press, drag)` written
    /// as initializers (Apple, "SimultaneousGesture": `init(_ first: First, _ second: Second)`);
    /// it was "not supported in the playground: 'SimultaneousGesture'" at load.
    @Test func composedGesturesWrittenAsInitializers() {
        let session = Session()
        _ = output(session, """
            struct Pinch: View {
                @State var scale: CGFloat = 1
                @State var angle = Angle(degrees: 0)
                var body: some View {
                    let rotation = RotationGesture(minimumAngleDelta: .zero).onChanged { angle = $0 }
                    let magnification = MagnificationGesture(minimumScaleDelta: 1).onEnded { scale = $0 }
                    let both = SimultaneousGesture(rotation, magnification)
                    let ordered = SequenceGesture(LongPressGesture(), DragGesture())
                    return Rectangle()
                        .rotationEffect(angle)
                        .scaleEffect(scale)
                        .gesture(both)
                        .simultaneousGesture(ordered)
                }
            }
            """)
        let mounted = session.execute("mount Pinch()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
    }

    /// `min(x)` with one argument is swiftc's "missing argument for parameter #2 in call" at the
    /// `)` (swiftc 6.3.1 on a stand-in `ProgressView`); it loaded and read as `x`.
    @Test func minWithOneArgumentIsAMissingArgument() {
        let refused = Session().execute("""
            let amount = 3.0
            let value = min(amount)
            """)
        #expect(refused.ok == false)
        #expect(refused.error?.message.contains("2:23: error: missing argument for parameter #2 in call") == true,
                "\(refused.error?.message ?? "")")
        #expect(output("""
            print(min(2.5, 1.0), max(1, 4), min(3, 1, 2))
            """) == ["1.0 4 1"])
    }
}
