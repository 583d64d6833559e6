import Testing
@testable import VivariumSession

/// `explain OBJECT|PATH` (issue 12, item 2): the causal chain of the last command that changed
/// the graph, read from the links the graph recorded while the command ran.
@Suite struct ExplainTests {
    static let program = RecordReasonTests.program

    private func lines(_ session: Session, _ target: String) -> [String] {
        let reply = session.execute("explain \(target)")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        return (reply.message ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func mounted() -> Session {
        let session = Session()
        _ = session.execute(Self.program)
        _ = session.execute("let spare = Model()")
        _ = session.execute("mount Parent()")
        return session
    }

    @Test func observedObjectDefaultIsEvaluatedAgainWhenTheParentBuildsANewValue() throws {
        let session = mounted()
        let flip = session.execute("tap \"Flip\"")
        let created = try #require(flip.created.first { $0.holder?.hasSuffix("Borrowed.model") == true })
        #expect(lines(session, created.id) == [
            "\(created.id) was created by the last command (tap \"Flip\"):",
            "the action of Button \"Flip\" ran",
            "→ it changed Parent's @State flag",
            "→ Parent's body ran because _flag changed",
            "→ it built a new Borrowed value (Borrowed.init ran)",
            "→ Borrowed.init evaluated the default value of @ObservedObject model",
            "→ \(created.id) created, held by Parent/VStack/Borrowed.model",
        ])
    }

    @Test func theOldObservedObjectIsFreedWithTheOldViewValue() throws {
        let session = mounted()
        let freed = try #require(session.execute("tap \"Flip\"").freed.first)
        let chain = lines(session, freed.id)
        #expect(chain.first == "\(freed.id) was freed by the last command (tap \"Flip\"):")
        #expect(chain.contains("→ it built a new Borrowed value for Parent/VStack/Borrowed (same identity: the node and its storage stay)"))
        #expect(chain.contains("→ the node's old view value was dropped: its model was the object's last holder"))
        #expect(chain.last == "→ \(freed.id) freed")
    }

    @Test func stateObjectIsReusedWithoutEvaluatingItsInitialValue() throws {
        let session = mounted()
        let reused = try #require(session.execute("tap \"Flip\"").reused.first)
        let chain = lines(session, reused.id)
        #expect(chain.contains("→ @StateObject model already had storage holding \(reused.id): the new value's initial value was not evaluated"))
        #expect(chain.last == "→ \(reused.id) reused: Parent/VStack/Owned.model keeps it")
    }

    @Test func anObjectFreedWithANodeRemovedByAnIfCondition() throws {
        let session = mounted()
        let freed = try #require(session.execute("tap \"Hide\"").freed.first { $0.holder?.contains("Owned") == true })
        let chain = lines(session, freed.id)
        #expect(chain.contains("→ Parent/VStack/Owned left the tree: the `if`/`switch` branch that held it is no longer taken (a different identity)"))
        #expect(chain.contains("→ the storage Parent/VStack/Owned.model, its last holder, went with its node"))
        // The node is gone from the tree, but the record still explains it.
        #expect(lines(session, "Parent/VStack/Owned").last
                == "→ Parent/VStack/Owned left the tree: the `if`/`switch` branch that held it is no longer taken (a different identity)")
    }

    @Test func aBodyThatRanBecauseAPublishedPropertyChanged() throws {
        let session = mounted()
        let owned = try #require(session.execute("tree").tree?.children.first?.children.first { $0.type == "Owned" }?.storage.first)
        let id = String(try #require(owned.split(separator: " ").last))
        _ = session.execute("call \(id).count += 1")
        #expect(lines(session, "Owned").suffix(2) == [
            "\(id) published a change (@Published count)",
            "→ Owned's body ran because _model changed",
        ])
    }

    @Test func untouchedObjectsAndNodesSaySo() {
        let session = mounted()
        _ = session.execute("tap \"Flip\"")
        #expect(lines(session, "Model#1") == ["Model#1 was not affected by the last command (tap \"Flip\")"])
        // `explain`, `tree` and a failed command do not replace the last command.
        _ = session.execute("tree")
        #expect(!session.execute("tap \"Nope\"").ok)
        #expect(lines(session, "Model#1") == ["Model#1 was not affected by the last command (tap \"Flip\")"])
    }

    @Test func unknownNamesListTheNamesThatExist() {
        let session = mounted()
        let object = session.execute("explain Model#99")
        #expect(object.error?.code == "no-such-object")
        // Only live objects are listed, those of the name's type first.
        #expect(object.error?.message == "no object Model#99; live Model objects: Model#1, Model#2, Model#3")
        #expect(session.execute("explain Nothing#1").error?.message == "no object Nothing#1; no Nothing is alive; live objects: Model#1, Model#2, Model#3")
        let node = session.execute("explain Borowed")
        #expect(node.error?.code == "no-such-node")
        #expect(node.error?.message == "no node or object 'Borowed'; did you mean: Parent/VStack/Borrowed")
        #expect(session.execute("explain").error?.message.hasPrefix("usage: explain OBJECT|PATH") == true)
    }

    @Test func anObjectFreedBecauseItsStateWasOverwritten() throws {
        let session = Session()
        _ = session.execute("""
            class Model {}
            struct Holder: View {
                @State var current = Model()
                var body: some View { Button("Replace") { current = Model() } }
            }
            """)
        _ = session.execute("mount Holder()")
        let replace = session.execute("tap \"Replace\"")
        let freed = try #require(replace.freed.first)
        #expect(lines(session, freed.id) == [
            "\(freed.id) was freed by the last command (tap \"Replace\"):",
            "the action of Button \"Replace\" ran",
            "→ it changed Holder's @State current",
            "→ the old value of Holder.current, its last holder, was overwritten",
            "→ \(freed.id) freed",
        ])
        let created = try #require(replace.created.first)
        #expect(lines(session, created.id).last == "→ \(created.id) created, held by Holder.current")
    }

    @Test func completionOffersObjectsAndViews() {
        let session = mounted()
        #expect(session.complete(line: "explain Bor", cursor: 11).candidates.contains("Borrowed"))
        #expect(session.complete(line: "explain Mod", cursor: 11).candidates.contains("Model#1"))
    }

    @Test func helpExplainGivesSyntaxAndAnExample() {
        let help = Session().execute("help explain").message ?? ""
        #expect(help.hasPrefix("usage: explain OBJECT|PATH"))
        #expect(help.contains("viv> explain CounterViewModel#2"))
    }
}

extension ExplainTests {
    @Test func swiftSourceIsNamedByWhatItAdded() {
        let session = Session()
        #expect(session.execute("explain Model#1").message == "no command has changed the graph yet: there is nothing to explain")
        _ = session.execute("class Model {}\nlet kept = Model()")
        _ = session.execute("struct Other {\n  var x = 1\n}")
        #expect(session.execute("explain Model#1").message == "Model#1 was not affected by the last command (added struct Other)")
    }

    /// A body that ran for two reasons (one action wrote two `@State`s) keeps both causes, the
    /// second in its record's side table; every other link keeps only its main cause, inline.
    @Test func aLinkWithTwoCausesKeepsBothAndTheOthersKeepOne() throws {
        let session = Session()
        run(session, ["""
            struct Two: View {
                @State var a = 0
                @State var b = 0
                var body: some View { Button("a \\(a) b \\(b)") { a += 1; b += 1 } }
            }
            """, "mount Two()", "tap \"a 0 b 0\""])
        let causes = session.engine.graph.causes
        let writes = causes.links.filter { if case .stateChanged = $0.cause { return true } else { return false } }.map(\.id)
        let body = try #require(causes.links.last { if case .body = $0.cause { return true } else { return false } })
        #expect(writes.count == 2)
        #expect(causes.causedBy(body.id) == writes)
        #expect(causes.otherCauses.count == 1 && causes.otherCauses[body.id] == [writes[1]])
        #expect(causes.links.allSatisfy { $0.id == body.id || causes.causedBy($0.id).count <= 1 })
        #expect(causes.chain(to: body.id).map(\.id).suffix(2) == [writes[0], body.id])
    }
}

