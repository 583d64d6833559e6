import Testing
@testable import VivariumSession

/// `help` and `help COMMAND` are read in a terminal of 80 columns: no line is wider.
@Suite struct HelpTextTests {
    @Test func helpFitsEightyColumns() throws {
        let session = Session()
        let help = try #require(session.execute("help").message)
        let wide = help.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide)")
        // Every command is listed, one line each.
        #expect(Command.allCases.allSatisfy { command in help.split(separator: "\n").contains { $0.hasPrefix("  " + command.rawValue) } })
    }

    @Test(arguments: Command.allCases)
    func helpForEachCommandFitsEightyColumns(_ command: Command) throws {
        let text = try #require(Session().execute("help \(command.rawValue)").message)
        let wide = text.split(separator: "\n").filter { $0.count > 80 }
        #expect(wide.isEmpty, "\(wide)")
        #expect(text.hasPrefix("usage: \(command.rawValue)"), "\(text)")
        #expect(text.contains("\n  viv> "), "an example: \(text)")
    }
}

/// Objects are named `Type#n`; a name that names no live object says so, listing the live ones.
@Suite struct ObjectNameTests {
    static let program = """
        final class Counter { var n = 0; func bump() { n += 1 } }
        let first = Counter()
        var second: Counter? = Counter()
        """

    @Test func callOfAMissingObjectListsTheLiveOnesOfItsType() {
        let session = Session()
        #expect(session.execute(Self.program).ok)
        let missing = session.execute("call Counter#9.bump()")
        #expect(missing.error?.code == "no-such-object")
        #expect(missing.error?.message == "no object Counter#9; live Counter objects: Counter#1, Counter#2")
        #expect(session.execute("second = nil").ok)
        #expect(session.execute("call Counter#2.bump()").error?.message == "Counter#2 was freed; live Counter objects: Counter#1")
        #expect(session.execute("call Other#1.bump()").error?.message == "no object Other#1; no Other is alive; live objects: Counter#1")
        // A name inside a string literal is text, not an object.
        #expect(session.execute("call print(\"Counter#9\")").output == ["Counter#9"])
        #expect(session.execute("call Counter#1.bump()").ok)
    }

    /// A call that ran no body leaves the tree as it was: the reply does not repeat it.
    @Test func callOnAnUnchangedGraphDoesNotReprintTheTree() {
        let session = Session()
        #expect(session.execute(Self.program).ok)
        #expect(session.execute("struct Show: View { var body: some View { Text(\"hi\") } }").ok)
        #expect(session.execute("mount Show()").tree != nil)
        let call = session.execute("call first.bump()")
        #expect(call.ok)
        #expect(call.tree == nil)
    }
}
