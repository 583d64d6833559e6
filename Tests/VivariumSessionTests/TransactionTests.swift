import Testing
@testable import VivariumSession

/// A failed command replies `ok: false` and leaves the graph exactly as it was (DESIGN §7).
@Suite struct TransactionTests {
    static let setup = [counterProgram, "mount Pair()", "tap Counter[0]/VStack/Button[0]"]
    static let after = ["tree", "tap Counter[0]/VStack/Button[0]", "tap Counter[1]/VStack/Button[0]", "objects"]

    @Test(arguments: [
        ("struct Broken {", "compile"),
        ("tap Counter[0]/VStack/Button[1]", "runtime"),
        ("tap Counter[1]/VStack/Button[2]", "step-limit"),
        ("reeval NoSuchView", "command"),
        ("tap \"Nothing here\"", "command"),
        // `mount` on a mounted graph replaces the root; one that cannot compile unmounts nothing.
        ("mount Nowhere()", "compile"),
    ])
    func failedCommandLeavesTheGraphUnchanged(input: String, code: String) {
        let session = Session()
        run(session, Self.setup)
        let before = session.execute("tree")
        let failed = session.execute(input)
        #expect(!failed.ok)
        #expect(failed.error?.code == code, "\(failed.error?.message ?? "")")
        #expect(session.execute("tree") == before)

        // From here on, the session answers exactly as one that never ran the failed command.
        let control = Session()
        run(control, Self.setup)
        _ = control.execute("tree")
        for input in Self.after {
            let reply = session.execute(input)
            #expect(reply == control.execute(input), "\(input)")
        }
    }

    @Test func trapReplyNamesTheLineAndKeepsTheOutput() {
        let session = Session()
        run(session, [counterProgram, "mount Counter(title: \"n\")"])
        let crash = session.execute("tap \"Crash\"")
        #expect(!crash.ok)
        #expect(crash.error?.line == 15)
        #expect(crash.error?.message.contains("Unexpectedly found nil while unwrapping an Optional value") == true)
        #expect(crash.output == ["about to crash"])
        #expect(session.execute("tree").labels.contains("\"n 0\""))
    }

    @Test func stepLimitReplyNamesTheLine() {
        let session = Session()
        run(session, [counterProgram, "mount Counter(title: \"n\")"])
        let spin = session.execute("tap \"Spin\"")
        #expect(!spin.ok)
        #expect(spin.error?.code == "step-limit")
        #expect(spin.error?.line == 19)
        #expect(session.execute("tree").labels.contains("\"n 0\""))
    }

    @Test func failedDeclarationIsNotAdded() {
        let session = Session()
        let broken = session.execute("struct Half: View {\n var body: some View { Text(\"x\") \n")
        #expect(!broken.ok)
        #expect(!session.execute("mount Half()").ok)
    }

    @Test func objectsCreatedByAFailedCommandAreNotKept() {
        let session = Session()
        run(session, ["class Thing {}", "let keep = Thing()"])
        let failed = session.execute("""
            let extra = Thing()
            let n: Int? = nil
            print(n!)
            """)
        #expect(!failed.ok)
        let objects = session.execute("objects").message ?? ""
        #expect(objects.contains("Thing#1"))
        #expect(!objects.contains("Thing#2"))
        let next = session.execute("let another = Thing()")
        #expect(next.created.map(\.id) == ["Thing#2"], "the failed command's Thing#2 never existed")
    }
}
