import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// Labels are content, Picker options come from content, section headers and footers are
/// built, disclosure groups are lazy, and `Text(date, style:)` follows the virtual clock.
@Suite struct SurfaceTests {
    @Test func labelClosuresNameTheirControls() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var shown = false
                @State var on = false
                var body: some View {
                    VStack {
                        Button(action: { shown.toggle() }) { Text(shown ? "Hide" : "Show") }
                        Button { print("add") } label: { Label("Add", systemImage: "plus") }
                        Toggle(isOn: $on) { Text("Wi-Fi") }
                        Menu { Button("Copy") { print("copy") } } label: { Text("Edit") }
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        try harness.tap(label: "Show")
        #expect(graphLabels(harness).contains("\"Hide\""))
        #expect(try harness.tap(label: "Add").output == ["add"])
        try harness.tap(label: "Wi-Fi")
        #expect(try harness.storage("Screen").contains("@State on = true"))
        #expect(try harness.tap(label: "Copy").output == ["copy"])
        #expect(harness.graph.buttons(labelled: "Edit").isEmpty, "a menu's label opens it; it runs no action")
    }

    @Test func pickerOptionsComeFromForEachAndTags() throws {
        let harness = try Harness("""
            enum Size: String, CaseIterable, Identifiable {
                case small, large
                var id: String { rawValue }
            }
            struct Screen: View {
                @State var name = "Mint"
                @State var size: Size = .small
                let names = ["Vanilla", "Mint"]
                var body: some View {
                    VStack {
                        Picker(selection: $name) {
                            ForEach(names, id: \\.self) { Text($0) }
                        } label: { Text("Flavor") }
                        Picker("Size", selection: $size) {
                            ForEach(Size.allCases) { Text($0.rawValue.uppercased()).tag($0) }
                        }
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        let flavor = try #require(harness.graph.valueControls(labelled: "Flavor").first)
        #expect(harness.graph.pickerOptions(flavor).count == 2)
        _ = try harness.command { try harness.graph.type(flavor, text: "Vanilla") }
        #expect(try harness.storage("Screen").contains("@State name = \"Vanilla\""))
        let size = try #require(harness.graph.valueControls(labelled: "Size").first)
        // By the text shown, or by the tag's description.
        _ = try harness.command { try harness.graph.type(size, text: "LARGE") }
        #expect(try harness.storage("Screen").contains("@State size = large"))
        _ = try harness.command { try harness.graph.type(size, text: "small") }
        #expect(try harness.storage("Screen").contains("@State size = small"))
        #expect(throws: GraphError.self) { try harness.graph.type(size, text: "medium") }
    }

    @Test func sectionHeaderAndFooterAppear() throws {
        let harness = try Harness("""
            struct Note: View {
                let text: String
                var body: some View { Text(text).onAppear { print("appear \\(text)") } }
            }
            struct Screen: View {
                var body: some View {
                    List {
                        Section { Text("Row") } header: { Note(text: "header") } footer: { Note(text: "footer") }
                    }
                }
            }
            """)
        let record = try harness.mount("Screen()")
        #expect(record.output == ["appear header", "appear footer"])
        #expect(harness.paths.contains("Screen/List/Section/SectionHeader/Note"))
        #expect(harness.paths.contains("Screen/List/Section/SectionFooter/Note"))
    }

    @Test func disclosureGroupBuildsItsContentOnlyWhileExpanded() throws {
        let harness = try Harness("""
            struct Row: View {
                init() { print("Row init") }
                var body: some View { Text("row") }
            }
            struct Screen: View {
                var body: some View {
                    DisclosureGroup("More") { Row() }
                }
            }
            """)
        #expect(try harness.mount("Screen()").output.isEmpty)
        #expect(try harness.tap(label: "More").output == ["Row init"])
        #expect(harness.paths.contains("Screen/DisclosureGroup/Row"))
        try harness.tap(label: "More")
        #expect(!harness.paths.contains("Screen/DisclosureGroup/Row"))
    }

    @Test func timerTextFollowsTheClockWithoutABody() throws {
        let harness = try Harness("""
            struct Clock: View {
                @State var start = Date.now
                var body: some View { Text(start, style: .timer) }
            }
            """)
        try harness.mount("Clock()")
        #expect(try harness.text("Clock/Text") == "\"0:00\"")
        let record = try harness.command { try harness.graph.advance(by: 75_000_000_000) }
        #expect(record.bodies.isEmpty)
        #expect(try harness.text("Clock/Text") == "\"1:15\"")
    }

    private func graphLabels(_ harness: Harness) -> [String] {
        harness.graph.allNodes.compactMap { harness.graph.label(of: $0) }
    }
}
