import Testing
import VivariumSession

/// `hashValue` of an enum without associated values (Hashable by itself) and of a struct that
/// declares `Hashable`: named alone in the type's own members (`var id: Int { hashValue }`, a
/// common `Identifiable` conformance) and read from outside. Swift seeds its hashes per process;
/// here they are the same in every run, equal for equal values and distinct case to case.
@Suite struct SynthesizedHashValueTests {
    @Test func anEnumsHashValueIdentifiesItsCases() {
        // Before: "cannot find 'hashValue' in scope" in the enum's getter, and "value of type
        // 'Sheet' has no member 'hashValue'" outside it. Cases with names of the same length
        // (`one`, `two`) once shared a hash.
        let reply = Session().execute("""
            enum Sheet: Identifiable { case one, two, settings; var id: Int { hashValue } }
            print(Sheet.one.id == Sheet.one.hashValue, Sheet.one.id != Sheet.two.id, Set([Sheet.one, .two, .settings].map(\\.id)).count)
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["true true 3"])
    }

    @Test func aHashableStructsHashValueFollowsItsFields() {
        let reply = Session().execute("""
            struct Tag: Hashable { var name: String; var id: Int { hashValue } }
            print(Tag(name: "a").id == Tag(name: "a").hashValue, Tag(name: "a").id == Tag(name: "b").id)
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["true false"])
    }

    @Test func aCaseWithAPayloadIsNotHashableByItself() {
        // swiftc: the enum is not Hashable, so it has no `hashValue`.
        let reply = Session().execute("""
            enum Load { case idle, done(Int); var id: Int { hashValue } }
            """)
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("cannot find 'hashValue' in scope") == true)
    }
}
