import Foundation
import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// Rows that each own a view model: counting their references costs what changed, so no
/// command walks every root more than a fixed number of times, however many rows there are.
@Suite struct StateObjectRowsTests {
    static func program(rows: Int) -> String {
        """
        class VM: ObservableObject {
            @Published var value = 0
            deinit { print("deinit VM") }
        }
        struct Row: View {
            let index: Int
            @StateObject var vm = VM()
            var body: some View { Button("Row \\(index): \\(vm.value)") { vm.value += 1 } }
        }
        struct Rows: View {
            @State var count = \(rows)
            @State var generation = 0
            var body: some View {
                VStack {
                    Button("Fewer") { count -= 1 }
                    Button("Bump \\(generation)") { generation += 1 }
                    ForEach(0..<count, id: \\.self) { Row(index: $0) }
                }
            }
        }
        """
    }

    // Under VIVARIUM_VERIFY_COUNTS every safe point walks on purpose.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VIVARIUM_VERIFY_COUNTS"] == nil), arguments: [50, 200])
    func rootWalksDoNotGrowWithTheRows(rows: Int) throws {
        let h = try Harness(Self.program(rows: rows))
        let counts = h.interpreter.heap.counts
        let start = counts.rootWalks
        let mount = try h.mount("Rows()")
        #expect(mount.created.count == rows)
        // The holders a reply names (`updateHolders`) are one walk per transaction.
        #expect(counts.rootWalks - start <= 2)

        let walks = counts.rootWalks
        let change = try h.tap("Rows/VStack/ForEach[7]/Row/Button")
        #expect(change.bodies == ["Rows/VStack/ForEach[7]/Row"])
        // No reference, node or frame changed: the holder names stand, nothing is walked.
        #expect(counts.rootWalks == walks)

        let removal = try h.tap(label: "Fewer")
        #expect(removal.output == ["deinit VM"])
        #expect(removal.freed == ["VM#\(rows)"])
        #expect(h.live.count == rows - 1)
    }

    /// `VIVARIUM_MEASURE=1 swift test --filter StateObjectRowsTests`: mount and parent
    /// re-render times for 100–800 rows (debug build), for the record; asserts nothing timed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VIVARIUM_MEASURE"] != nil))
    func measureScaling() throws {
        let sizes = ProcessInfo.processInfo.environment["VIVARIUM_MEASURE"].flatMap { text in
            text.split(separator: ",").compactMap { Int($0) }.nilIfEmpty
        } ?? [100, 200, 400, 800]
        for rows in sizes {
            let h = try Harness(Self.program(rows: rows))
            let clock = ContinuousClock()
            var mount: Record?
            let mountTime = try clock.measure { mount = try h.mount("Rows()") }
            var render: Record?
            let renderTime = try clock.measure { render = try h.tap(label: "Bump 0") }
            #expect(mount?.created.count == rows)
            #expect(render?.bodies == ["Rows"])
            #expect(render?.inits.count == rows)
            let changeTime = try clock.measure { _ = try h.tap("Rows/VStack/ForEach[7]/Row/Button") }
            let holdersTime = clock.measure { h.interpreter.updateHolders() }
            print("MEASURE rows \(rows): mount \(mountTime), parent re-render \(renderTime), one row's object change \(changeTime) (of which naming holders \(holdersTime))")
        }
    }
}

private extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}

/// A node's dynamic-property storage is a holder: storing, overwriting and dropping its object
/// changes the count then, and the removal of the node releases it.
@Suite struct NodeStorageCountTests {
    static let program = """
        class Model {
            let name: String
            init(_ name: String) { self.name = name }
            deinit { print("deinit \\(name)") }
        }
        struct Holder: View {
            @State var model = Model("first")
            var body: some View {
                Button("Replace") { model = Model("second") }
            }
        }
        struct Screen: View {
            @State var shown = true
            let shared = Model("shared")
            var body: some View {
                VStack {
                    Button("Hide") { shown = false }
                    if shown { Holder() }
                }
            }
        }
        """

    private func count(_ h: Harness, _ name: String) -> Int? {
        guard let object = h.interpreter.heap.objects.values.first(where: { $0.name == name }) else { return nil }
        return h.interpreter.heap.counts.strongCount(object.id)
    }

    @Test func storageStoreOverwriteAndRemoval() throws {
        let h = try Harness(Self.program)
        try h.mount("Screen()")
        #expect(h.live == ["Model#1", "Model#2"])
        // `shared` is held by Screen's view value and by the Hide button's action, which
        // captures `self` (a copy of Screen); `model` only by Holder's @State storage.
        #expect(h.interpreter.holders(of: 1) == ["Screen.shared", "Screen/VStack/Button"])
        #expect(count(h, "Model#1") == 2)
        #expect(count(h, "Model#2") == 1)

        let replace = try h.tap(label: "Replace")
        #expect(replace.output == ["deinit first"])
        #expect(count(h, "Model#2") == nil)
        #expect(count(h, "Model#3") == 1)

        let hide = try h.tap(label: "Hide")
        #expect(hide.output == ["deinit second"])
        #expect(count(h, "Model#3") == nil)
        #expect(count(h, "Model#1") == 2)
    }
}

/// Rows that each start a `.task` that waits: a suspended task is a counted holder, so a safe
/// point does not scan every waiting task's frames.
@Suite struct TaskRowsTests {
    static func program(rows: Int) -> String {
        """
        class Loader {
            var done = false
            deinit { print("deinit Loader") }
        }
        struct Row: View {
            let index: Int
            @State var text = "waiting"
            var body: some View {
                Text(text).task {
                    let loader = Loader()
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    loader.done = true
                    text = "loaded \\(index)"
                }
            }
        }
        struct Rows: View {
            var body: some View {
                VStack { ForEach(0..<\(rows), id: \\.self) { Row(index: $0) } }
            }
        }
        """
    }

    @Test func eachWaitingTaskHoldsItsObjectUntilItEnds() throws {
        let h = try Harness(Self.program(rows: 20))
        let mount = try h.mount("Rows()")
        #expect(mount.created.count == 20)
        #expect(h.live.count == 20)
        let done = try h.command { try h.graph.advance(by: 1_000_000_000) }
        #expect(done.output == Array(repeating: "deinit Loader", count: 20))
        #expect(h.live.isEmpty)
        #expect(h.paths.contains("Rows/VStack/ForEach[3]/Row/Text"), "\(h.paths.prefix(8))")
        #expect(h.graph.allNodes.compactMap { h.graph.label(of: $0) }.contains("\"loaded 3\""))
    }

    /// `VIVARIUM_MEASURE=1 swift test --filter TaskRowsTests`: mount and the wake-up of every
    /// row's task, for 100–800 rows (debug build), for the record.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VIVARIUM_MEASURE"] != nil))
    func measureScaling() throws {
        for rows in [100, 200, 400, 800] {
            let h = try Harness(Self.program(rows: rows))
            let clock = ContinuousClock()
            let mountTime = try clock.measure { try h.mount("Rows()") }
            var wake: Record?
            let wakeTime = try clock.measure { wake = try h.command { try h.graph.advance(by: 1_000_000_000) } }
            #expect(wake?.output.count == rows)
            print("MEASURE task rows \(rows): mount \(mountTime), every task wakes and ends \(wakeTime)")
        }
    }
}
