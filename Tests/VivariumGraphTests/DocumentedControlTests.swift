import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// Controls and bindings as Apple documents them (Sessions/documented-binding-conversions,
/// documented-toggle-sources, documented-menu-primary-action, documented-slider-step,
/// documented-open-url-completion).
@Suite struct DocumentedControlTests {
    @Test func bindingToAnOptionalUnwrapsOnlyWhenItHoldsAValue() throws {
        let harness = try Harness("""
            struct Nick: View {
                @State var nickname: String? = nil
                var body: some View {
                    VStack {
                        if let name = Binding($nickname) {
                            TextField("Nickname", text: name)
                        } else {
                            Text("none")
                        }
                        Button("Add") { nickname = "Ada" }
                    }
                }
            }
            """)
        try harness.mount("Nick()")
        #expect(harness.paths.contains("Nick/VStack/Text"))
        let add = try harness.tap(label: "Add")
        #expect(add.bodyReasons["Nick"] == "_nickname changed")
        let field = try harness.graph.resolve("Nick/VStack/TextField")
        _ = try harness.command { try harness.graph.type(field, text: "Grace") }
        #expect(try harness.storage("Nick") == ["@State nickname = \"Grace\""])
    }

    @Test func bindingProjectedToAnOptionalWritesValuesAndIgnoresNil() throws {
        let harness = try Harness("""
            struct Chooser: View {
                @Binding var value: Int?
                var body: some View {
                    VStack {
                        Button("Seven") { value = 7 }
                        Button("Clear") { value = nil }
                    }
                }
            }
            struct Counter: View {
                @State var count = 3
                var body: some View { Chooser(value: Binding($count)) }
            }
            """)
        try harness.mount("Counter()")
        #expect(try harness.storage("Counter/Chooser") == ["@Binding value = 3"])
        try harness.tap(label: "Seven")
        #expect(try harness.storage("Counter") == ["@State count = 7"])
        try harness.tap(label: "Clear")
        #expect(try harness.storage("Counter") == ["@State count = 7"])
    }

    @Test func aToggleOverSourcesIsMixedAndTurnsThemAllOnThenOff() throws {
        let harness = try Harness("""
            struct Alarm: Identifiable { var id: Int; var isOn: Bool }
            struct Alarms: View {
                @State var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
                var body: some View {
                    VStack {
                        Toggle("All", sources: $alarms, isOn: \\.isOn)
                        ForEach($alarms) { $alarm in Toggle("Alarm \\(alarm.id)", isOn: $alarm.isOn) }
                    }
                }
            }
            """)
        try harness.mount("Alarms()")
        let all = try harness.graph.resolve("Alarms/VStack/Toggle")
        #expect(harness.graph.controlState(of: all) == "isOn: mixed")
        try harness.tap(label: "All")
        #expect(harness.graph.controlState(of: all) == "isOn: true")
        #expect(try harness.storage("Alarms") == ["@State alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: true)]"])
        try harness.tap(label: "All")
        #expect(try harness.storage("Alarms") == ["@State alarms = [Alarm(id: 1, isOn: false), Alarm(id: 2, isOn: false)]"])
        #expect(harness.graph.controlState(of: all) == "isOn: false")
    }

    @Test func aTapOnAMenuRunsItsPrimaryActionAndItsItemsStayTappable() throws {
        let harness = try Harness("""
            struct Bookmarks: View {
                @State var log: [String] = []
                var body: some View {
                    VStack {
                        Menu("Bookmark") {
                            Button("Show All") { log.append("show") }
                        } primaryAction: {
                            log.append("primary")
                        }
                        Menu("Plain") { Button("Other") { log.append("other") } }
                    }
                }
            }
            """)
        try harness.mount("Bookmarks()")
        try harness.tap(label: "Bookmark")
        try harness.tap(label: "Show All")
        #expect(try harness.storage("Bookmarks") == ["@State log = [\"primary\", \"show\"]"])
        #expect(harness.graph.buttons(labelled: "Plain").isEmpty)
        #expect(throws: GraphError.self) { try harness.tap("Bookmarks/VStack/Menu[1]") }
    }

    @Test func aSliderWithAStepTakesTheNearestValidValueInItsRange() throws {
        let harness = try Harness("""
            struct Speed: View {
                @State var speed = 50.0
                var body: some View { Slider(value: $speed, in: 0...100, step: 5) }
            }
            """)
        try harness.mount("Speed()")
        let slider = try harness.graph.resolve("Speed/Slider")
        _ = try harness.command { try harness.graph.type(slider, text: "62") }
        #expect(try harness.storage("Speed") == ["@State speed = 60.0"])
        _ = try harness.command { try harness.graph.type(slider, text: "63") }
        #expect(try harness.storage("Speed") == ["@State speed = 65.0"])
        _ = try harness.command { try harness.graph.type(slider, text: "140") }
        #expect(try harness.storage("Speed") == ["@State speed = 100.0"])
    }

    @Test func openURLsCompletionSaysWhetherTheActionAcceptedTheURL() throws {
        let harness = try Harness("""
            struct Opener: View {
                let name: String
                @Environment(\\.openURL) private var openURL
                var body: some View {
                    Button(name) {
                        openURL(URL(string: "https://example.com")!) { accepted in print("\\(name) accepted \\(accepted)") }
                    }
                }
            }
            struct Host: View {
                var body: some View {
                    VStack {
                        Opener(name: "Discards").environment(\\.openURL, OpenURLAction { _ in .discarded })
                        Opener(name: "Handles").environment(\\.openURL, OpenURLAction { _ in .handled })
                        Opener(name: "System")
                    }
                }
            }
            """)
        try harness.mount("Host()")
        #expect(try harness.tap(label: "Discards").output == ["Discards accepted false"])
        #expect(try harness.tap(label: "Handles").output == ["Handles accepted true"])
        #expect(try harness.tap(label: "System").output == ["System accepted true"])
    }

    @Test func aBindingToADictionaryEntryReadsAndWritesThatEntry() throws {
        let harness = try Harness("""
            struct Scores: View {
                @State var scores: [String: Int] = ["Ann": 1]
                @State var notes: [String: String] = ["Ann": "first"]
                var body: some View {
                    VStack {
                        Stepper("Ann", value: $scores["Ann", default: 0])
                        Stepper("Bo", value: $scores["Bo", default: 10])
                        Toggle("Ann has a note", isOn: Binding(get: { notes["Ann"] != nil }, set: { _ in }))
                        Button("Drop note") { $notes["Ann"].wrappedValue = nil }
                    }
                }
            }
            """)
        try harness.mount("Scores()")
        try harness.tap("Scores/VStack/Stepper[1]")
        #expect(try harness.storage("Scores").first == "@State scores = [\"Ann\": 1, \"Bo\": 11]")
        try harness.tap("Scores/VStack/Stepper[0]")
        #expect(try harness.storage("Scores").first == "@State scores = [\"Ann\": 2, \"Bo\": 11]")
        try harness.tap(label: "Drop note")
        #expect(try harness.storage("Scores").last == "@State notes = [:]")
    }

    @Test func aStyleOfYourOwnRunsMakeBodyForEachControlAndAgainWhenItsValueChanges() throws {
        let harness = try Harness("""
            struct Checkbox: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    let _ = print("makeBody \\(configuration.isOn)")
                    Button { configuration.isOn.toggle() } label: {
                        HStack {
                            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                            configuration.label
                        }
                    }
                }
            }
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
                }
            }
            struct Ring: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View { Text("ring") }
            }
            struct Boxes: View {
                @State var a = false
                @State var b = true
                @State var saves = 0
                var body: some View {
                    VStack {
                        Toggle("A", isOn: $a)
                        Toggle("B", isOn: $b)
                        Toggle("C", isOn: $b).toggleStyle(.switch)
                        Button("Save") { saves += 1 }.buttonStyle(Pill())
                        ProgressView(value: 0.5).progressViewStyle(Ring())
                    }
                    .toggleStyle(Checkbox())
                }
            }
            """)
        let mount = try harness.mount("Boxes()")
        // Once per toggle the style applies to; a built-in style nearer to C wins.
        #expect(mount.output == ["makeBody false", "makeBody true"])
        #expect(harness.paths.contains("Boxes/VStack/Toggle[0]/Checkbox/Button/HStack/ToggleStyleConfiguration.Label/Text"))
        #expect(harness.paths.contains("Boxes/VStack/Button/Pill/ButtonStyleConfiguration.Label/Text"))
        #expect(!harness.paths.contains { $0.hasPrefix("Boxes/VStack/Toggle[2]/") })
        #expect(harness.graph.takeInertNotes() == ["Ring.makeBody(configuration:)"])
        // `tap "A"` names the toggle (not the style's own button); makeBody runs again for it alone.
        let tap = try harness.tap(label: "A")
        #expect(tap.output == ["makeBody true"])
        #expect(try harness.storage("Boxes").first == "@State a = true")
        // The style's button writes through configuration.isOn.
        try harness.tap("Boxes/VStack/Toggle[1]/Checkbox/Button")
        #expect(try harness.storage("Boxes")[1] == "@State b = false")
        try harness.tap(label: "Save")
        #expect(try harness.storage("Boxes").last == "@State saves = 1")
    }

    @Test func aPrimitiveButtonStylesTriggerRunsTheButtonsAction() throws {
        let harness = try Harness("""
            struct DoubleTap: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
                }
            }
            struct Counter: View {
                @State var n = 0
                var body: some View { Button("Count") { n += 1 }.buttonStyle(DoubleTap()) }
            }
            """)
        try harness.mount("Counter()")
        let label = try harness.graph.resolve("Counter/Button/DoubleTap/ButtonStyleConfiguration.Label")
        _ = try harness.command { try harness.graph.tap(label, taps: 2) }
        #expect(try harness.storage("Counter") == ["@State n = 1"])
    }
}
