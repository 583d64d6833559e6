import Foundation
import Testing
@testable import VivariumGraph

/// The viewport arithmetic of lazy containers (fixed row sizes on the profile's screen) and
/// the lifecycle rules per container kind (Ole Begemann's "SwiftUI View Lifecycle" cases).
@Suite struct ViewportTests {
    static let listRows = RowLayout(lineExtent: 44, perLine: 1, viewportExtent: 852)

    @Test func theTopOfAListShowsTwentyOneRows() {
        // 852 / 44 = 19.4: 20 rows touch the viewport, and one more is the margin.
        #expect(Self.listRows.window(offset: 0, base: 0, count: 1000) == 0..<21)
        // A short list is built whole.
        #expect(Self.listRows.window(offset: 0, base: 0, count: 12) == 0..<12)
        #expect(Self.listRows.window(offset: 0, base: 0, count: 0) == 0..<0)
    }

    @Test func scrollingKeepsAMarginOnBothSides() {
        // Ten rows down: lines 10-29 touch the viewport, 9 and 30 are the margin.
        #expect(Self.listRows.window(offset: 440, base: 0, count: 1000) == 9..<31)
    }

    @Test func offsetsAreClampedToTheContent() {
        #expect(Self.listRows.maxOffset(rows: 40) == 40 * 44 - 852)
        #expect(Self.listRows.maxOffset(rows: 10) == 0)
        #expect(Self.listRows.clamped(-50, rows: 40) == 0)
        #expect(Self.listRows.clamped(10_000, rows: 40) == 908)
        #expect(Self.listRows.offset(ofRow: 30, rows: 40) == 908)
        #expect(Self.listRows.offset(ofRow: 5, rows: 40) == 220)
    }

    @Test func scrollToAnchorsTheRowOrJustRevealsIt() {
        // Row 30 (1320-1364 pt) at the center: 1342 - 426.
        #expect(Self.listRows.offset(ofRow: 30, rows: 100, anchor: 0.5) == 916)
        // At the bottom: its end at the viewport's end.
        #expect(Self.listRows.offset(ofRow: 30, rows: 100, anchor: 1) == 1364 - 852)
        // No anchor: a row in view does not move the viewport; one below scrolls just enough.
        #expect(Self.listRows.offset(revealing: 5, from: 0, rows: 100) == 0)
        #expect(Self.listRows.offset(revealing: 30, from: 0, rows: 100) == 1364 - 852)
        #expect(Self.listRows.offset(revealing: 2, from: 440, rows: 100) == 88)
    }

    @Test func aWindowIsRelativeToItsSourcesFirstRow() {
        // Five static rows before a ForEach: its first 16 rows fill the rest of the window.
        #expect(Self.listRows.window(offset: 0, base: 5, count: 100) == 0..<16)
        // A source entirely below the window builds nothing.
        #expect(Self.listRows.window(offset: 0, base: 50, count: 10) == 0..<0)
    }

    @Test func gridLinesHoldAsManyCellsAsColumns() {
        let grid = RowLayout(lineExtent: 131, perLine: 3, viewportExtent: 852)
        // 852 / 131 = 6.5: 7 lines, plus one of margin: 24 cells.
        #expect(grid.window(offset: 0, base: 0, count: 60) == 0..<24)
        #expect(grid.lines(rows: 60) == 20)
        #expect(grid.offset(ofRow: 7, rows: 60) == 262)
    }

    /// A lazy stack's rows each at their own extent: a 200 pt header, then 60 pt rows.
    static let headerThenRows = RowLayout(ownExtents: [200] + Array(repeating: 60, count: 99), lineExtent: 44, viewportExtent: 852)

    @Test func rowsOfMixedExtentsFillTheViewportByTheirOwnSize() {
        let layout = Self.headerThenRows
        // 200 + 11 × 60 = 860 ≥ 852: the header and 11 rows touch the viewport (row 11 starts
        // at 800), one more is the margin: 13 rows, not the 21 of 44 pt rows nor the 5 of 200.
        #expect(layout.window(offset: 0, base: 0, count: 100) == 0..<13)
        #expect(layout.start(ofLine: 3) == 320)
        #expect(layout.line(at: 319) == 2)
        #expect(layout.line(at: 320) == 3)
        // The ForEach after the header: its rows 0..<12.
        #expect(layout.window(offset: 0, base: 1, count: 99) == 0..<12)
        // 200 + 99 × 60 of content.
        #expect(layout.maxOffset(rows: 100) == 6140 - 852)
    }

    @Test func aRowEndingAtTheViewportsStartIsOutOfIt() {
        // At 200 pt the header ends where the viewport starts: rows 1-15 touch it (row 15
        // starts at 1040 < 1052), the header and row 16 are the margin.
        #expect(Self.headerThenRows.window(offset: 200, base: 0, count: 100) == 0..<17)
        // One row further the header is beyond the margin.
        #expect(Self.headerThenRows.window(offset: 260, base: 0, count: 100) == 1..<18)
    }

    @Test func scrollingByRowsMovesByTheirOwnExtents() {
        let layout = Self.headerThenRows
        // +1 from the top passes the header: 200 pt; +2 more: two 60 pt rows.
        #expect(layout.offset(movedBy: 1, from: 0, rows: 100) == 200)
        #expect(layout.offset(movedBy: 2, from: 200, rows: 100) == 320)
        // Within a row, the same point within the row it lands on.
        #expect(layout.offset(movedBy: 1, from: 230, rows: 100) == 290)
        #expect(layout.offset(movedBy: -3, from: 320, rows: 100) == 0)
        // A row's place and the least scroll that shows it.
        #expect(layout.offset(ofRow: 5, rows: 100) == 440)
        #expect(layout.offset(revealing: 20, from: 0, rows: 100) == 200 + 20 * 60 - 852)
        // Uniform rows move as before: by rows of the line extent.
        #expect(Self.listRows.offset(movedBy: 10, from: 0, rows: 1000) == 440)
    }

    @Test func listsAndGridsRecycleStacksDoNotDisappear() {
        #expect(LazyRules(container: "List").disappearsOffScreen)
        #expect(LazyRules(container: "LazyVGrid").disappearsOffScreen)
        #expect(LazyRules(container: "LazyHGrid").disappearsOffScreen)
        #expect(!LazyRules(container: "LazyVStack").disappearsOffScreen)
        #expect(!LazyRules(container: "LazyHStack").disappearsOffScreen)
    }

    @Test func scrollTargetsParse() {
        #expect(ScrollTarget("top") == .top)
        #expect(ScrollTarget(" bottom ") == .bottom)
        #expect(ScrollTarget("+12") == .by(12))
        #expect(ScrollTarget("-3") == .by(-3))
        #expect(ScrollTarget("42") == .row("42"))
        #expect(ScrollTarget("\"b\"") == .row("b"))
        #expect(ScrollTarget("") == nil)
    }

    static let program = """
        struct Row: View {
            let n: Int
            @State var taps = 0
            var body: some View {
                Button("Row \\(n): \\(taps)") { taps += 1 }
            }
        }
        struct Screen: View {
            @State var items = Array(0..<100)
            var body: some View {
                VStack {
                    Button("Prepend") { items.insert(-1, at: 0) }
                    CONTAINER
                }
            }
        }
        """

    static func harness(_ container: String) throws -> Harness {
        try Harness(program.replacingOccurrences(of: "CONTAINER", with: container))
    }

    static let row = "ForEach(items, id: \\.self) { n in Row(n: n).onAppear { }.onDisappear { } }"

    private func rowsBuilt(_ h: Harness) -> Int { h.graph.allNodes.filter { $0.typeName == "Row" }.count }

    @Test func aListBuildsTheViewportAndRecyclesRows() throws {
        let h = try Self.harness("List { \(Self.row) }")
        let mount = try h.mount("Screen()")
        #expect(mount.inits.filter { $0 == "Row" }.count == 100)  // iOS 16+: every row's init
        #expect(mount.bodyNames.filter { $0.hasPrefix("Row") }.count == 21)
        #expect(rowsBuilt(h) == 21)
        try h.tap(label: "Row 2: 0")

        let down = try h.command { try h.graph.scroll(try h.graph.resolve("List"), to: .by(10)) }
        #expect(down.lifecycle.filter { $0.hasPrefix("disappear") }.count == 9)
        #expect(down.lifecycle.filter { $0.hasPrefix("appear") }.count == 10)
        #expect(rowsBuilt(h) == 31)

        let up = try h.command { try h.graph.scroll(try h.graph.resolve("List"), to: .top) }
        #expect(up.lifecycle.filter { $0.hasPrefix("appear") }.count == 9)
        #expect(up.lifecycle.filter { $0.hasPrefix("disappear") }.count == 10)
        #expect(up.bodies.isEmpty)
        #expect(try h.storage("Row[2]") == ["@State taps = 1"])
    }

    @Test func aLazyVStackNeverRunsOnDisappearForRowsScrolledAway() throws {
        let h = try Self.harness("ScrollView { LazyVStack { \(Self.row) } }")
        let mount = try h.mount("Screen()")
        #expect(mount.inits.filter { $0 == "Row" }.count == 21)
        let down = try h.command { try h.graph.scroll(try h.graph.resolve("ScrollView"), to: .by(10)) }
        #expect(!down.lifecycle.contains { $0.hasPrefix("disappear") })
        #expect(down.lifecycle.filter { $0.hasPrefix("appear") }.count == 10)
        let up = try h.command { try h.graph.scroll(try h.graph.resolve("ScrollView"), to: .top) }
        #expect(!up.lifecycle.contains { $0.hasPrefix("disappear") })
        #expect(up.lifecycle.filter { $0.hasPrefix("appear") }.count == 9)
    }

    /// Issue 11: a 1,000-row LazyVStack fired 1,000 onAppears at mount; on a device only the
    /// rows in the viewport are built.
    @Test func aThousandRowLazyVStackBuildsOnlyTheViewport() throws {
        let h = try Harness(Self.program.replacingOccurrences(of: "Array(0..<100)", with: "Array(0..<1000)")
            .replacingOccurrences(of: "CONTAINER", with: "ScrollView { LazyVStack { \(Self.row) } }"))
        let mount = try h.mount("Screen()")
        #expect(mount.lifecycle.filter { $0.hasPrefix("appear") }.count == 21)
        #expect(mount.inits.filter { $0 == "Row" }.count == 21)
        let bottom = try h.command { try h.graph.scroll(try h.graph.resolve("ScrollView"), to: .bottom) }
        #expect(bottom.lifecycle.filter { $0.hasPrefix("appear") }.count == 21)
        #expect(rowsBuilt(h) == 42)
        #expect(try h.text("Screen/VStack/ScrollView/LazyVStack/ForEach[999]/Row/Button") == "\"Row 999: 0\"")
    }

    /// Issue 25, item 5: a lazy stack's rows each by their own height. Twenty 60 pt rows, then
    /// twenty of 200 pt: the top builds the rows that reach 852 pt; the bottom is where the
    /// measured rows put it, and the rows there are the ones on screen.
    @Test func aLazyStackPlacesRowsOfMixedHeightsByTheirOwn() throws {
        let h = try Harness("""
            struct Tall: View {
                var body: some View {
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<40, id: \\.self) { n in
                                Text("Row \\(n)").frame(height: n < 20 ? 60 : 200)
                            }
                        }
                    }
                }
            }
            """)
        try h.mount("Tall()")
        let rows = try h.graph.resolve("ForEach")
        func shown() -> [Int] {
            rows.children.filter { !$0.isOffScreen }.compactMap { h.graph.rowKey($0).flatMap(rows.rowKeys.firstIndex(of:)) }.sorted()
        }
        // 852 / 60: rows 0-14 start inside the screen, row 15 is the margin.
        #expect(shown() == Array(0...15))
        // +20 passes twenty 60 pt rows: 1200 pt, where rows 20-24 start before 2052; row 19
        // and row 25 are the margin.
        _ = try h.command { try h.graph.scroll(try h.graph.resolve("ScrollView"), to: .by(20)) }
        #expect(shown() == Array(19...25))
        // The bottom: the last rows measured from the end up, 5 × 200 ≥ 852: rows 35-39 in
        // view, 34 the margin; nothing between was built on the way.
        _ = try h.command { try h.graph.scroll(try h.graph.resolve("ScrollView"), to: .bottom) }
        #expect(shown() == Array(34...39))
        #expect(rows.children.count == 16 + 7 + 6)
    }

    /// `.task` goes with appearance: a List row scrolled away has its task cancelled, and it
    /// starts again when the row comes back; a LazyVStack row's task keeps running.
    @Test func rowTasksFollowAppearance() throws {
        let row = "ForEach(items, id: \\.self) { n in Row(n: n).task { try? await Task.sleep(for: .seconds(60)) } }"
        let list = try Self.harness("List { \(row) }")
        try list.mount("Screen()")
        let away = try list.command { try list.graph.scroll(try list.graph.resolve("List"), to: .by(10)) }
        #expect(away.entries.filter { if case .host(.task, let text, _, _) = $0 { text.hasPrefix("cancel") } else { false } }.count == 9)
        let back = try list.command { try list.graph.scroll(try list.graph.resolve("List"), to: .top) }
        #expect(back.entries.filter { if case .host(.task, let text, _, _) = $0 { text.hasPrefix("start") } else { false } }.count == 9)

        let stack = try Self.harness("ScrollView { LazyVStack { \(row) } }")
        try stack.mount("Screen()")
        _ = try stack.command { try stack.graph.scroll(try stack.graph.resolve("ScrollView"), to: .by(10)) }
        let stackBack = try stack.command { try stack.graph.scroll(try stack.graph.resolve("ScrollView"), to: .top) }
        #expect(!stackBack.entries.contains { if case .host(.task, _, _, _) = $0 { true } else { false } })
    }

    /// A pushed screen covers only the rows in view: rows scrolled away already disappeared,
    /// and do not appear again when the screen is uncovered.
    @Test func navigationCoversOnlyTheRowsInView() throws {
        let h = try Harness("""
            struct Row: View {
                let n: Int
                var body: some View { Text("Row \\(n)") }
            }
            struct Screen: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink("Next") { Text("Detail") }
                            List { \(Self.row.replacingOccurrences(of: "items", with: "0..<100")) }
                        }
                    }
                }
            }
            """)
        try h.mount("Screen()")
        _ = try h.command { try h.graph.scroll(try h.graph.resolve("List"), to: .by(30)) }
        let push = try h.tap(label: "Next")
        #expect(push.lifecycle.filter { $0.hasPrefix("disappear") }.count == 22)
        let pop = try h.command { try h.graph.back() }
        #expect(pop.lifecycle.filter { $0.hasPrefix("appear") }.count == 22)
    }

    /// `proxy.scrollTo(id)` scans the scroll views inside its own reader (Apple,
    /// "ScrollViewProxy.scrollTo(_:anchor:)"): the same id in another reader's list stays put.
    @Test func aProxyScrollsOnlyTheScrollViewsOfItsReader() throws {
        let h = try Harness("""
            struct Row: View {
                let n: Int
                var body: some View { Text("Row \\(n)") }
            }
            struct Pane: View {
                let title: String
                var body: some View {
                    ScrollViewReader { proxy in
                        VStack {
                            Button(title) { proxy.scrollTo(60, anchor: .top) }
                            List { ForEach(0..<100, id: \\.self) { n in Row(n: n) } }
                        }
                    }
                }
            }
            struct Screen: View {
                var body: some View { HStack { Pane(title: "Left"); Pane(title: "Right") } }
            }
            """)
        try h.mount("Screen()")
        let tap = try h.tap(label: "Right")
        #expect(tap.bodies.allSatisfy { $0.contains("Pane[1]") }, "\(tap.bodies)")
        #expect(!tap.bodies.isEmpty)
        #expect(h.paths.contains { $0.hasPrefix("Screen/HStack/Pane[1]") && $0.hasSuffix("ForEach[60]/Row") })
        #expect(!h.paths.contains { $0.hasPrefix("Screen/HStack/Pane[0]") && $0.hasSuffix("ForEach[60]/Row") })
    }

    @Test func aPlainStackInAScrollViewIsBuiltWhole() throws {
        let h = try Self.harness("ScrollView { VStack { \(Self.row) } }")
        let mount = try h.mount("Screen()")
        #expect(mount.lifecycle.filter { $0.hasPrefix("appear") }.count == 100)
        let scroll = try h.command { try h.graph.scroll(try h.graph.resolve("ScrollView"), to: .bottom) }
        #expect(scroll.lifecycle.isEmpty && scroll.bodies.isEmpty)
    }

    @Test func anInsertPushesTheLastVisibleRowOut() throws {
        let h = try Self.harness("List { \(Self.row) }")
        try h.mount("Screen()")
        let insert = try h.tap(label: "Prepend")
        #expect(insert.lifecycle.contains("appear Row[-1]"))
        #expect(insert.lifecycle.contains("disappear Row[20]"))
        #expect(h.graph.resolveOffScreen("Row[20]"))
    }

    @Test func beforeIOS16AListInitializesOnlyTheRowsItBuilds() throws {
        let h = try Self.harness("List { \(Self.row) }")
        h.graph.profile = Profile.named("ios15")!
        let mount = try h.mount("Screen()")
        #expect(mount.inits.filter { $0 == "Row" }.count == 21)
    }
}

extension ViewGraph {
    /// Whether the row at `path` is built and marked off screen.
    fileprivate func resolveOffScreen(_ path: String) -> Bool {
        (try? resolve(path)).map(isInOffScreenRow) ?? false
    }
}
