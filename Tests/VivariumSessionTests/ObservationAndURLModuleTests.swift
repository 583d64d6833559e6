import Testing
@testable import VivariumSession

/// The Observation module's `withObservationTracking` and the FoundationURL module's
/// `URLComponents`, as a program sees them.
@Suite struct ObservationAndURLModuleTests {
    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func trackingFiresOnceBeforeTheWriteOnlyForPropertiesRead() {
        #expect(output("""
            import Observation
            @Observable final class Model {
                var name = "a"
                var other = 0
            }
            let model = Model()
            let read = withObservationTracking { model.name } onChange: { print("change; still \\(model.name)") }
            print("read \\(read)")
            model.other = 1
            model.name = "b"
            model.name = "c"
            print("now \\(model.name)")
            """) == ["read a", "change; still a", "now c"])
    }

    @Test func nestedTrackingsBothSeeTheInnerRead() {
        // The outer apply runs the inner one: both read `value`, so one write fires both
        // (in which order Observation does not document).
        let printed = output("""
            @Observable final class Counter { var value = 0 }
            let counter = Counter()
            withObservationTracking {
                withObservationTracking { _ = counter.value } onChange: { print("inner") }
            } onChange: { print("outer") }
            counter.value = 1
            counter.value = 2
            """)
        #expect(printed.sorted() == ["inner", "outer"])
    }

    @Test func urlComponentsAssembleAndParseWithFoundationEncoding() {
        #expect(output("""
            var parts = URLComponents()
            parts.scheme = "https"
            parts.host = "example.com"
            parts.path = "/find"
            parts.queryItems = [URLQueryItem(name: "q", value: "a b+c"), URLQueryItem(name: "flag", value: nil)]
            print(parts.string!)
            print(parts.url!.host!)
            let parsed = URLComponents(string: "http://h.org:81/p?x=1#f")!
            print(parsed.scheme!, parsed.host!, parsed.port!, parsed.path, parsed.queryItems!, parsed.fragment!)
            print(URLComponents(string: "http://[bad") == nil)
            """) == ["https://example.com/find?q=a%20b+c&flag", "example.com", "http h.org 81 /p [x=1] f", "true"])
    }
}
