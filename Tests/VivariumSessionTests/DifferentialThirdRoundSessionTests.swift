import Testing
@testable import VivariumSession
import VivariumWire

/// The third round of differential programs (Tests/Differential, session 14) where the bundled
/// Foundation modules take part: each expected line is what swiftc 6.3.1's build printed.
@Suite struct DifferentialThirdRoundSessionTests {
    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func decodingNestedCollectionTypes() {
        // `[String: [String]].self` stopped with "not supported: 'self' on Dictionary";
        // `Dictionary<String, [Int]>.self` was decoded as a user type and refused.
        #expect(output(#"""
            import Foundation
            let tags = try JSONDecoder().decode([String: [String]].self, from: Data(#"{"b": [], "a": ["x", "y"]}"#.utf8))
            print(tags.keys.sorted(), tags["a"]!)
            let grid = try JSONDecoder().decode([[Int]].self, from: Data("[[1, 2], [3]]".utf8))
            print(grid, grid.map(\.count))
            let counts = try JSONDecoder().decode(Dictionary<String, [Int]>.self, from: Data(#"{"n": [4]}"#.utf8))
            print(counts)
            """#) == [#"["a", "b"] ["x", "y"]"#, "[[1, 2], [3]] [2, 1]", #"["n": [4]]"#])
    }

    @Test func anImplicitMemberBesideAnotherTypesOperandIsTheOperatorsChoice() {
        // `.now() + delay`: a `DispatchTime` plus a `Double`. Giving `.now()` the other operand's
        // type (as `position - .zero` takes it, where `Vector` declares `-`) made it "type
        // 'Double' has no member 'now'".
        let session = Session()
        let reply = session.execute("""
            let delay = 0.5
            let day = 2
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { print("later") }
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(day) * 0.25) { print("also later") }
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(session.execute("advance 1s").output == ["later", "also later"])
    }
}

