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
    static let themed = """
        protocol Themed {
            var name: String { get }
            func accentColor() -> String
        }
        extension Themed {
            func accentColor() -> String { "blue" }
            func badge() -> String { "default badge" }
            var subtitle: String { "default subtitle" }
            func summary() -> String { "\\(accentColor()), \\(badge()), \\(subtitle)" }
        }
        struct Settings: Themed {
            let name = "Settings"
            func accentColor() -> String { "orange" }
            func badge() -> String { "settings badge" }
            var subtitle: String { "settings subtitle" }
        }
        """

    func output(_ session: Session, _ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = session.execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func throughAnExistentialTheExtensionsMemberRuns() {
        let session = Session()
        #expect(output(session, Self.themed + """

            let screen: any Themed = Settings()
            print(screen.badge(), screen.subtitle, screen.accentColor())
            print(Settings().badge(), Settings().subtitle)
            """) == ["default badge default subtitle orange", "settings badge settings subtitle"])
        // A later input at the prompt is checked, and bound, on its own.
        #expect(output(session, "print(screen.badge())") == ["default badge"])
        #expect(output(session, "print((screen as! Settings).badge())") == ["settings badge"])
    }

    @Test func insideTheExtensionSelfIsTheProtocol() {
        // `summary()` calls `accentColor()` (a requirement: the type's) and `badge()`,
        // `subtitle` (not requirements: the extension's own), however it is reached.
        #expect(output(Session(), Self.themed + """

            print(Settings().summary())
            """) == ["orange, default badge, default subtitle"])
    }

    @Test func genericAndOpaqueParametersDispatchStatically() {
        #expect(output(Session(), Self.themed + """

            func constrained<T: Themed>(_ value: T) -> String { value.badge() }
            func clause<T>(_ values: [T]) -> [String] where T: Themed { values.map { $0.badge() } }
            func looped<T: Themed>(_ values: [T]) { for value in values { print(value.subtitle) } }
            func opaque(_ value: some Themed) -> String { value.badge() }
            print(constrained(Settings()), clause([Settings()]), opaque(Settings()))
            looped([Settings()])
            """) == [#"default badge ["default badge"] default badge"#, "default subtitle"])
    }

    @Test func elementsOfAnExistentialArrayDispatchStatically() {
        #expect(output(Session(), Self.themed + """

            let screens: [any Themed] = [Settings()]
            for screen in screens { print(screen.badge()) }
            print(screens.map { $0.subtitle })
            screens.forEach { print($0.accentColor()) }
            """) == ["default badge", #"["default subtitle"]"#, "orange"])
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
            let screen: any Screen = Feed()
            print(screen.refresh())
            """) == ["feed"])
    }
}
