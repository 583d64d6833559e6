import Testing
@testable import VivariumSession

@Suite struct CommandTests {
    @Test func swiftDeclarationsAreAddedToTheProgram() {
        let session = Session()
        let reply = session.execute(counterProgram)
        #expect(reply.ok)
        #expect(reply.message?.contains("struct Counter") == true, "\(reply.message ?? "")")
        let mount = session.execute("mount Counter(title: \"n\")")
        #expect(mount.ok)
        #expect(mount.tree?.type == "Counter")
        #expect(mount.bodies == ["Counter"])
        #expect(mount.labels.contains("\"n 0\""))
    }

    @Test func topLevelStatementsPrint() {
        let session = Session()
        let reply = session.execute("print(\"hello \\(1 + 1)\")")
        #expect(reply.ok)
        #expect(reply.output == ["hello 2"])
    }

    @Test func aMistypedCommandIsNamedAsSuch() {
        let session = Session()
        let reply = session.execute("frobnicate the graph")
        #expect(!reply.ok)
        #expect(reply.error?.code == "unknown-command")
        #expect(reply.error?.message.contains("unknown command 'frobnicate'") == true)
        #expect(reply.error?.message.contains("help") == true)
    }

    /// A line that starts like a command but is Swift that parses (an assignment) gets the
    /// compiler's diagnostics, not "unknown command": before, `average = count` into a Double
    /// said "unknown command 'average'".
    @Test func anAssignmentThatFailsToCheckShowsItsDiagnostic() {
        let session = Session()
        _ = session.execute("var average: Double = 0")
        _ = session.execute("let count = 3")
        let reply = session.execute("average = count")
        #expect(reply.error?.code == "compile")
        #expect(reply.error?.message.contains("cannot assign value of type 'Int' to type 'Double'") == true)
        // A first word that names nothing is still a mistyped command.
        #expect(session.execute("averge = 1").error?.code == "unknown-command")
    }

    @Test func anUnknownCallIsSwift() {
        let session = Session()
        let reply = session.execute("frobnicate()")
        #expect(!reply.ok)
        #expect(reply.error?.code != "unknown-command", "a call is Swift source, not a command")
        #expect(reply.error?.message.contains("cannot find 'frobnicate' in scope") == true)
        #expect(reply.error?.line == 1)
    }

    @Test func helpListsEveryCommand() {
        let session = Session()
        let reply = session.execute("help")
        #expect(reply.ok)
        for command in ["load", "mount", "tree", "inspect", "reeval", "swap", "tap", "set", "call", "remove", "unmount",
                        "objects", "reset", "help"] {
            #expect(reply.message?.contains("\n  \(command) ") == true, "help lacks \(command)")
        }
        let one = session.execute("help tap")
        #expect(one.ok)
        #expect(one.message?.hasPrefix("usage: tap ") == true)
        #expect(one.message?.contains("example:\n  viv> tap \"") == true)
        #expect(!session.execute("help nonsense").ok)
    }

    @Test func tapByLabelRunsTheAction() {
        let session = Session()
        run(session, [counterProgram, "mount Counter(title: \"n\")"])
        let tap = session.execute("tap \"Increment\"")
        #expect(tap.ok)
        #expect(tap.bodies == ["Counter"])
        #expect(tap.labels.contains("\"n 1\""))
    }

    @Test func ambiguousLabelListsTheCandidates() {
        let session = Session()
        run(session, [counterProgram, "mount Pair()"])
        let tap = session.execute("tap \"Increment\"")
        #expect(!tap.ok)
        let message = tap.error?.message ?? ""
        #expect(message.contains("Pair/VStack/Counter[0]/VStack/Button[0]"), "\(message)")
        #expect(message.contains("Pair/VStack/Counter[1]/VStack/Button[0]"), "\(message)")
        #expect(message.contains("(@"), "handles are offered: \(message)")
    }

    @Test(arguments: ["Pair/VStack/Counter[1]/VStack/Button[0]", "Counter[1]/VStack/Button[0]"])
    func tapByPathOrSuffix(path: String) {
        let session = Session()
        run(session, [counterProgram, "mount Pair()"])
        let tap = session.execute("tap \(path)")
        #expect(tap.ok, "\(tap.error?.message ?? "")")
        #expect(tap.bodies == ["Pair/VStack/Counter[1]"])
        #expect(tap.labels.contains("\"B 1\""))
        #expect(tap.labels.contains("\"A 0\""))
    }

    @Test func tapByHandle() throws {
        let session = Session()
        let replies = run(session, [counterProgram, "mount Pair()"])
        let button = try #require(replies[1].tree?.all.first { $0.path == "Pair/VStack/Counter[0]/VStack/Button[0]" })
        let tap = session.execute("tap @\(button.handle)")
        #expect(tap.ok)
        #expect(tap.labels.contains("\"A 1\""))
    }

    @Test func inspectByShortName() {
        let session = Session()
        run(session, [counterProgram, "mount Pair()", "tap Counter[1]/VStack/Button[0]"])
        let inspect = session.execute("inspect Counter[1]")
        #expect(inspect.ok, "\(inspect.error?.message ?? "")")
        #expect(inspect.message?.contains("@State count = 1") == true, "\(inspect.message ?? "")")
    }

    @Test func setWritesState() {
        let session = Session()
        run(session, [counterProgram, "mount Counter(title: \"n\")"])
        let set = session.execute("set Counter.count = 41")
        #expect(set.ok, "\(set.error?.message ?? "")")
        #expect(set.labels.contains("\"n 41\""))
    }

    @Test func resetEmptiesProgramAndGraph() {
        let session = Session()
        run(session, [counterProgram, "mount Counter(title: \"n\")"])
        let reset = session.execute("reset")
        #expect(reset.ok)
        #expect(reset.tree == nil)
        #expect(session.execute("tree").tree == nil)
        #expect(!session.execute("mount Counter(title: \"n\")").ok, "the program is gone too")
    }

    @Test func objectsAreNamedInCommands() {
        let session = Session()
        run(session, ["""
            class Counter {
                var count = 0
                func increment() { count += 1 }
            }
            let counter = Counter()
            """])
        let call = session.execute("call Counter#1.increment()")
        #expect(call.ok, "\(call.error?.message ?? "")")
        let read = session.execute("call counter.count")
        #expect(read.message == "1")
    }
}
