import Testing
@testable import VivariumSession
import VivariumWire

/// SwiftUI behaviour as Apple documents it, found wrong (or missing) in the sixth documentation
/// pass; each test follows the transcript named in its comment.
@Suite struct DocumentedBehaviourSixthPassTests: PastedCodeOutputs {
    /// Sessions/documented-stepper-decrement.viv: a Stepper's minus button.
    @Test func aSteppersMinusStepsDownStopsAtTheLowerBoundAndRunsOnDecrement() {
        let session = loaded("""
            struct Servings: View {
                @State private var count = 4
                @State private var minus = 0
                var body: some View {
                    VStack {
                        Stepper("Servings \\(count)", value: $count, in: 1...8, step: 2)
                        Stepper("Minus \\(minus)") { } onDecrement: { minus += 1 }
                    }
                }
            }
            """)
        run(session, ["mount Servings()"])
        let down = session.execute(#"tap --decrement "Servings 4""#)
        #expect(down.ok, "\(down.error?.message ?? "")")
        #expect(down.storage(of: "Servings").contains("@State count = 2"), "\(down.storage(of: "Servings"))")
        // Clamped at the lower bound: 2 - 2 is 0, below 1.
        #expect(session.execute(#"tap --decrement "Servings 2""#).storage(of: "Servings").contains("@State count = 1"))
        let atBound = session.execute(#"tap --decrement "Servings 1""#)
        #expect(atBound.ok && atBound.bodies.isEmpty, "nothing changes at the lower bound")
        // The plus is still a plain tap.
        #expect(session.execute(#"tap "Servings 1""#).storage(of: "Servings").contains("@State count = 3"))
        let closure = session.execute(#"tap --decrement "Minus 0""#)
        #expect(closure.storage(of: "Servings").contains("@State minus = 1"), "\(closure.storage(of: "Servings"))")
        // Only a Stepper has a minus button.
        _ = output(session, "struct Plain: View { var body: some View { Button(\"Go\") { } } }")
        run(session, ["mount Plain()"])
        #expect(!session.execute("tap --decrement Plain/Button").ok)
    }

    /// Sessions/documented-content-closure-reads.viv: state read only in a DisclosureGroup's or
    /// a TimelineView's content closure updates what the closure built.
    @Test func stateReadOnlyInsideADisclosureGroupOrTimelineViewUpdatesItsContent() {
        let session = loaded("""
            @Observable final class Sky { var text = "clear" }
            let sky = Sky()
            struct Panel: View {
                @State private var detail = "calm"
                var body: some View {
                    VStack {
                        DisclosureGroup("More", isExpanded: .constant(true)) { Text("d \\(detail) \\(sky.text)") }
                        TimelineView(.everyMinute) { _ in Text("t \\(detail)") }
                        Button("Storm") { detail = "storm" }
                    }
                }
            }
            """)
        run(session, ["mount Panel()"])
        let tapped = session.execute(#"tap "Storm""#)
        #expect(tapped.shows("d storm clear") && tapped.shows("t storm"), "\(tapped.labels)")
        #expect(tapped.bodies.isEmpty, "no body reads `detail`: the content closures run again, not Panel's body")
        // A `call` that changes what only a content closure read answers with the changed tree.
        let called = session.execute("call sky.text = \"rain\"")
        #expect(called.ok, "\(called.error?.message ?? "")")
        #expect(called.shows("d storm rain"), "\(called.labels)")
    }

    /// Sessions/documented-destination-content-reads.viv: a pushed destination's closure.
    @Test func stateReadOnlyInsideAPushedDestinationUpdatesTheScreen() {
        let session = loaded("""
            struct Mail: View {
                @State private var shows = false
                @State private var path: [Int] = []
                @State private var signature = "Best"
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Button("Settings") { shows = true }
                            Button("Open") { path.append(7) }
                            Button("Sign") { signature = "Cheers" }
                        }
                        .navigationDestination(isPresented: $shows) {
                            Button("Formal") { signature = "Regards" }
                            Text("sig \\(signature)")
                        }
                        .navigationDestination(for: Int.self) { id in Text("msg \\(id) \\(signature)") }
                    }
                }
            }
            """)
        run(session, ["mount Mail()", #"tap "Settings""#])
        #expect(session.execute(#"tap "Formal""#).shows("sig Regards"))
        run(session, ["back", #"tap "Open""#])
        let signed = session.execute("set Mail.signature = \"Yours\"")
        #expect(signed.shows("msg 7 Yours"), "\(signed.labels)")
    }

    /// Sessions/documented-default-app-storage.viv: `.defaultAppStorage(_:)`.
    @Test func defaultAppStorageIsTheStoreOfAppStorageWithoutItsOwnStore() {
        let session = loaded("""
            let suite = UserDefaults(suiteName: "group.test")!
            struct Name: View {
                @AppStorage("name") private var name = "anon"
                @AppStorage("count", store: .standard) private var count = 0
                var body: some View { Button("Set \\(name)") { name = "ada"; count = 1 } }
            }
            struct Root: View {
                var body: some View {
                    VStack {
                        Name().defaultAppStorage(suite)
                        Name()
                    }
                }
            }
            """)
        run(session, ["mount Root()", "tap Root/VStack/Name[0]/Button"])
        let inSuite = output(session, #"print(suite.string(forKey: "name") ?? "nil", UserDefaults.standard.string(forKey: "name") ?? "nil", suite.integer(forKey: "count"), UserDefaults.standard.integer(forKey: "count"))"#)
        #expect(inSuite == ["ada anon 0 1"], "\(inSuite)")
        // The other view reads the standard store: still its default.
        #expect(session.execute("tree").shows("Set anon"))
    }

    /// Sessions/documented-textfield-value-commit.viv: a formatted field's value changes when
    /// the edit is committed - Return, or the focus leaving - not as it is typed.
    @Test func aFormattedTextFieldCommitsOnReturnOrWhenTheFocusLeaves() {
        let session = loaded("""
            struct Order: View {
                @State private var price = 1.0
                @State private var note = ""
                @FocusState private var priceFocused: Bool
                var body: some View {
                    Form {
                        TextField("Price", value: $price, format: .number)
                            .focused($priceFocused)
                            .onSubmit { print("submit sees \\(price)") }
                        TextField("Note", text: $note)
                        Text("price \\(price) note \\(note)")
                        Button("Done") { priceFocused = false }
                    }
                }
            }
            """)
        run(session, ["mount Order()"])
        let typed = session.execute(#"type "Price" "2.5""#)
        #expect(typed.ok && typed.bodies.isEmpty, "typing does not write the value")
        #expect(typed.storage(of: "Order").contains("@State price = 1.0"), "\(typed.storage(of: "Order"))")
        let submitted = session.execute(#"submit "Price""#)
        #expect(submitted.storage(of: "Order").contains("@State price = 2.5"))
        #expect(submitted.output == ["submit sees 2.5"], "the value is committed before .onSubmit runs: \(submitted.output)")
        // A String field writes as it is typed; typing there takes the focus from the price field,
        // which commits it.
        run(session, [#"type "Price" "4""#])
        let note = session.execute(#"type "Note" "gift""#)
        #expect(note.shows("price 4.0 note gift"), "\(note.labels)")
        // Code moving the focus away commits too; text that does not parse commits nothing.
        run(session, [#"type "Price" "7""#, #"tap "Done""#])
        #expect(session.execute("tree").shows("price 7.0 note gift"))
        run(session, [#"type "Price" "seven""#, #"submit "Price""#])
        #expect(session.execute("tree").storage(of: "Order").contains("@State price = 7.0"))
    }

    /// Sessions/documented-app-storage-optional-raw-representable.viv: an optional enum
    /// `@AppStorage` reads a raw value stored before as its case, and an unknown one as nil.
    @Test func anOptionalEnumAppStorageReadsStoredRawValuesAsCasesAndUnknownOnesAsNil() {
        let session = loaded("""
            enum Sort: String { case name, date }
            UserDefaults.standard.set("date", forKey: "sort")
            struct Library: View {
                @AppStorage("sort") private var sort: Sort?
                var body: some View {
                    Text(sort == .date ? "by date" : sort == nil ? "unsorted" : "by name")
                    Button("Bad") { UserDefaults.standard.set("size", forKey: "sort") }
                    Button("Name") { UserDefaults.standard.set("name", forKey: "sort") }
                }
            }
            """)
        let mounted = session.execute("mount Library()")
        #expect(mounted.shows("by date"), "the raw value set before the view was built: \(mounted.labels)")
        #expect(session.execute(#"tap "Name""#).shows("by name"))
        #expect(session.execute(#"tap "Bad""#).shows("unsorted"), "no case has the raw value \"size\"")
    }

    /// Sessions/documented-alert-error.viv: `alert(error:actions:)` over a binding.
    @Test func anAlertBoundToAnOptionalErrorShowsWhileItIsSetAndItsActionClearsIt() {
        let session = loaded("""
            struct SyncError: LocalizedError { var errorDescription: String? { "Sync failed" } }
            struct Syncing: View {
                @State private var error: SyncError?
                var body: some View {
                    Button("Sync") { error = SyncError() }
                        .alert(error: $error) { Button("OK") { print("ok") } }
                }
            }
            """)
        run(session, ["mount Syncing()"])
        let shown = session.execute(#"tap "Sync""#)
        #expect(shown.tree?.all.contains { $0.type == "Alert" && $0.label == #""Sync failed""# } == true, "\(shown.labels)")
        let acknowledged = session.execute(#"tap "OK""#)
        #expect(acknowledged.output == ["ok"])
        #expect(acknowledged.storage(of: "Syncing").contains("@State error = nil"), "\(acknowledged.storage(of: "Syncing"))")
        #expect(acknowledged.tree?.all.contains { $0.type == "Alert" } == false)
    }

    /// Sessions/documented-navigation-path-codable.viv: `NavigationPath.codable`.
    @Test func aNavigationPathOfCodableValuesRoundTripsThroughItsCodableRepresentation() {
        let session = loaded("""
            struct Recipe: Codable, Hashable { var name: String }
            struct Draft: Hashable { var title: String }
            var path = NavigationPath()
            path.append(Recipe(name: "Soup"))
            path.append(3)
            """)
        let restored = output(session, """
            let data = try JSONEncoder().encode(path.codable!)
            let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
            let rebuilt = NavigationPath(representation)
            print(rebuilt.count, rebuilt == path)
            """)
        #expect(restored == ["2 true"], "\(restored)")
        #expect(output(session, "path.append(Draft(title: \"Pie\")); print(path.codable == nil)") == ["true"],
                "a value that is not Codable has no serializable form")
        #expect(output(session, "print(1 is Codable, Recipe(name: \"x\") is Encodable, Draft(title: \"y\") is Decodable)") == ["true true false"])
    }

    /// Sessions/documented-stepper-double.viv: a Stepper over a Double steps by `step:`.
    @Test func aStepperOverADoubleStepsByItsStepWithinItsRange() {
        let session = loaded("""
            struct Mixer: View {
                @State private var volume = 0.5
                var body: some View { Stepper("Volume", value: $volume, in: 0...1, step: 0.25) }
            }
            """)
        run(session, ["mount Mixer()"])
        #expect(session.execute(#"tap "Volume""#).storage(of: "Mixer").contains("@State volume = 0.75"))
        run(session, [#"tap "Volume""#])
        let atTop = session.execute(#"tap "Volume""#)
        #expect(atTop.ok && atTop.bodies.isEmpty, "the upper bound holds")
        #expect(session.execute(#"tap --decrement "Volume""#).storage(of: "Mixer").contains("@State volume = 0.75"))
        #expect(session.execute(#"type "Volume" "-3""#).storage(of: "Mixer").contains("@State volume = 0.0"))
    }

    /// Sessions/documented-scroll-geometry-change.viv: `onScrollGeometryChange(for:of:action:)`.
    @Test func aScrollGeometryActionRunsOnlyWhenItsTransformedValueChanges() {
        let session = loaded("""
            struct Feed: View {
                var body: some View {
                    ScrollView {
                        LazyVStack { ForEach(0..<100, id: \\.self) { Text("post \\($0)") } }
                    }
                    .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 100 } action: { old, new in
                        print("past header \\(old) -> \\(new)")
                    }
                }
            }
            """)
        let mounted = session.execute("mount Feed()")
        #expect(mounted.ok && mounted.output.isEmpty, "nothing runs at mount: \(mounted.output)")
        #expect(session.execute("scroll ScrollView to +1").output.isEmpty, "44 points: still within the header")
        #expect(session.execute("scroll ScrollView to +10").output == ["past header false -> true"])
        #expect(session.execute("scroll ScrollView to +10").output.isEmpty, "the value stayed true")
        #expect(session.execute("scroll ScrollView to top").output == ["past header true -> false"])
    }

    /// Sessions/documented-gauge-value.viv: a Gauge shows its value as a share of its range.
    @Test func aGaugeShowsItsValueAsAShareOfItsRange() {
        let session = loaded("""
            struct Dashboard: View {
                @State private var speed = 67.0
                var body: some View {
                    Gauge(value: 0.4) { Text("Battery") }
                    Gauge(value: speed, in: 50...100) { Text("Speed") }
                    Button("Stop") { speed = 0 }
                }
            }
            """)
        let mounted = session.execute("mount Dashboard()")
        let gauges = mounted.tree?.all.filter { $0.type == "Gauge" }.map { $0.storage.joined() } ?? []
        #expect(gauges == ["value: 0.4 (40%)", "value: 67.0 (34%)"], "\(gauges)")
        let stopped = session.execute(#"tap "Stop""#)
        #expect(stopped.tree?.all.last { $0.type == "Gauge" }?.storage.joined() == "value: 0.0 (0%)")
    }
}

extension DocumentedBehaviourSixthPassTests {
    /// A new session with `source` declared in it.
    func loaded(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Session {
        let session = Session()
        _ = output(session, source, sourceLocation: sourceLocation)
        return session
    }
}

private extension Reply {
    /// Whether a node of the reply's tree shows `text` (a label is shown quoted).
    func shows(_ text: String) -> Bool {
        labels.contains("\"\(text)\"")
    }

    /// The storage rows of the node of type `type` in the reply's tree.
    func storage(of type: String) -> [String] {
        tree?.all.first { $0.type == type }?.storage ?? []
    }
}
