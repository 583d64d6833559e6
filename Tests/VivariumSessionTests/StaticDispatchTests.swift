import Testing
@testable import VivariumSession
import VivariumWire

/// A protocol extension's member that is not a requirement is dispatched statically: through a
/// receiver whose static type is the protocol, the extension's implementation runs even when the
/// value's own type declares one of that name (The Swift Programming Language, "Protocols",
/// "Providing Default Implementations"). Every expectation is what swiftc 6.3.1's build printed
/// (Tests/Differential/protocol-extension-dispatch.swift). Before, each line printed the
/// conforming type's member, as if every member were a requirement.
@Suite struct StaticDispatchTests {
    static let alerting = """
        protocol Alerting {
            var level: Int { get }
            func tone() -> String
        }
        extension Alerting {
            func tone() -> String { "chime" }
            func icon() -> String { "bell" }
            var caption: String { "level \\(level)" }
            func summary() -> String { [tone(), icon(), caption].joined(separator: ", ") }
        }
        struct Outage: Alerting {
            let level = 3
            func tone() -> String { "siren" }
            func icon() -> String { "flame" }
            var caption: String { "outage" }
        }
        """

    func output(_ session: Session, _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = session.execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func throughAnExistentialTheExtensionsMemberRuns() {
        let session = Session()
        #expect(output(session, Self.alerting + """

            let alert: any Alerting = Outage()
            print(alert.icon(), alert.caption, alert.tone())
            print(Outage().icon(), Outage().caption)
            """) == ["bell level 3 siren", "flame outage"])
        // A later input at the prompt is checked, and bound, on its own.
        #expect(output(session, "print(alert.icon())") == ["bell"])
        #expect(output(session, "print((alert as! Outage).icon())") == ["flame"])
    }

    @Test func insideTheExtensionSelfIsTheProtocol() {
        // `summary()` calls `tone()` (a requirement: the type's) and `icon()`,
        // `caption` (not requirements: the extension's own), however it is reached.
        #expect(output(Session(), Self.alerting + """

            print(Outage().summary())
            """) == ["siren, bell, level 3"])
    }

    @Test func genericAndOpaqueParametersDispatchStatically() {
        #expect(output(Session(), Self.alerting + """

            func constrained<T: Alerting>(_ value: T) -> String { value.icon() }
            func clause<T>(_ values: [T]) -> [String] where T: Alerting { values.map { $0.icon() } }
            func looped<T: Alerting>(_ values: [T]) { for value in values { print(value.caption) } }
            func opaque(_ value: some Alerting) -> String { value.icon() }
            print(constrained(Outage()), clause([Outage()]), opaque(Outage()))
            looped([Outage()])
            """) == [#"bell ["bell"] bell"#, "level 3"])
    }

    @Test func elementsOfAnExistentialArrayDispatchStatically() {
        #expect(output(Session(), Self.alerting + """

            let alerts: [any Alerting] = [Outage()]
            for alert in alerts { print(alert.icon()) }
            print(alerts.map { $0.caption })
            alerts.forEach { print($0.tone()) }
            """) == ["bell", #"["level 3"]"#, "siren"])
    }

    @Test func aMutatingExtensionMethodThroughAnExistentialChangesTheValueItHolds() {
        #expect(output(Session(), """
            protocol Counting { var count: Int { get set } }
            extension Counting { mutating func bump() { count += 10 } }
            struct Tally: Counting {
                var count = 0
                mutating func bump() { count += 1 }
            }
            var held: any Counting = Tally()
            held.bump()
            var tally = Tally()
            tally.bump()
            print(held.count, tally.count)
            """) == ["10 1"])
    }

    @Test func aRequirementRefinedFromAnotherProtocolStaysDynamic() {
        // `refresh()` is a requirement of `Loading`, which `Screen` refines: dispatched through the
        // conformance even where `Screen`'s extension also implements it.
        #expect(output(Session(), """
            protocol Loading { func refresh() -> String }
            protocol Screen: Loading {}
            extension Screen { func refresh() -> String { "screen default" } }
            struct Feed: Screen { func refresh() -> String { "feed" } }
            let alert: any Screen = Feed()
            print(alert.refresh())
            """) == ["feed"])
    }
}
