import Testing
@testable import VivariumSession
import VivariumWire

/// SwiftUI behaviour as Apple documents it, found wrong (or missing) in the sixth documentation
/// pass; each test follows the transcript named in its comment.
@Suite struct DocumentedBehaviourSixthPassTests: PastedCodeOutputs {
    /// Sessions/documented-stepper-decrement.viv: a Stepper's minus button.
    @Test func aSteppersMinusStepsDownStopsAtTheLowerBoundAndRunsOnDecrement() {
        let session = loaded("""
            struct Servings: View {
                @State private var count = 4
                @State private var minus = 0
                var body: some View {
                    VStack {
                        Stepper("Servings \\(count)", value: $count, in: 1...8, step: 2)
                        Stepper("Minus \\(minus)") { } onDecrement: { minus += 1 }
                    }
                }
            }
            """)
        run(session, ["mount Servings()"])
        let down = session.execute(#"tap --decrement "Servings 4""#)
        #expect(down.ok, "\(down.error?.message ?? "")")
        #expect(down.storage(of: "Servings").contains("@State count = 2"), "\(down.storage(of: "Servings"))")
        // Clamped at the lower bound: 2 - 2 is 0, below 1.
        #expect(session.execute(#"tap --decrement "Servings 2""#).storage(of: "Servings").contains("@State count = 1"))
        let atBound = session.execute(#"tap --decrement "Servings 1""#)
        #expect(atBound.ok && atBound.bodies.isEmpty, "nothing changes at the lower bound")
        // The plus is still a plain tap.
        #expect(session.execute(#"tap "Servings 1""#).storage(of: "Servings").contains("@State count = 3"))
        let closure = session.execute(#"tap --decrement "Minus 0""#)
        #expect(closure.storage(of: "Servings").contains("@State minus = 1"), "\(closure.storage(of: "Servings"))")
        // Only a Stepper has a minus button.
        _ = output(session, "struct Plain: View { var body: some View { Button(\"Go\") { } } }")
        run(session, ["mount Plain()"])
        #expect(!session.execute("tap --decrement Plain/Button").ok)
    }
}

extension DocumentedBehaviourSixthPassTests {
    /// A new session with `source` declared in it.
    func loaded(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Session {
        let session = Session()
        _ = output(session, source, sourceLocation: sourceLocation)
        return session
    }
}

private extension Reply {
    /// The storage rows of the node of type `type` in the reply's tree.
    func storage(of type: String) -> [String] {
        tree?.all.first { $0.type == type }?.storage ?? []
    }
}
