import Testing
@testable import VivariumSession

/// What pasted code prints, the reply required to succeed: shared by the suites that run
/// public code as pasted.
protocol PastedCodeOutputs {}

extension PastedCodeOutputs {
    func output(_ session: Session, _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = session.execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        output(Session(), source, sourceLocation: sourceLocation)
    }
}
