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

/// A type's own `init(from:)` and `encode(to:)` through the decoder's and encoder's containers.
@Suite struct CustomCodableTests {
    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func keyedAndSingleValueContainersBothWays() {
        #expect(output("""
            struct Item: Codable {
                let name: String
                let count: Int
                enum CodingKeys: String, CodingKey { case name = "title", count }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    name = try c.decode(String.self, forKey: .name)
                    count = try c.decodeIfPresent(Int.self, forKey: .count) ?? 0
                }
                func encode(to encoder: Encoder) throws {
                    var c = encoder.container(keyedBy: CodingKeys.self)
                    try c.encode(count, forKey: .count)
                    try c.encode(name, forKey: .name)
                }
            }
            struct Other: Codable {
                let ok: Bool
                enum CodingKeys: String, CodingKey { case ok = "status" }
            }
            let items = try! JSONDecoder().decode([Item].self, from: Data(#"[{"title":"a","count":2},{"title":"b"}]"#.utf8))
            print(items.map(\\.count), String(decoding: try! JSONEncoder().encode(items[1]), as: UTF8.self))
            print(try! JSONDecoder().decode(Other.self, from: Data(#"{"status":true}"#.utf8)).ok)
            do {
                _ = try JSONDecoder().decode(Item.self, from: Data(#"{"count":1}"#.utf8))
            } catch DecodingError.keyNotFound(let key, let context) {
                print("caught", key.stringValue, context.debugDescription)
            }
            """) == ["[2, 0] {\"count\":0,\"title\":\"b\"}", "true",
                     "caught title No value associated with key CodingKeys(stringValue: \"title\", intValue: nil) (\"title\")."])
    }
}

/// The checker knows every modifier the graph provides as a member of a user view.
@Suite struct CheckerModifierTests {
    @Test func graphModifiersAreMembersOfUserViews() {
        let reply = Session().execute("""
            import SwiftUI
            struct Tip: View { var body: some View { Text("tip") } }
            struct Host: View {
                @State private var shown = true
                var body: some View {
                    Text("host").popover(isPresented: $shown) {
                        Tip().presentationCompactAdaptation(.popover)
                    }
                }
            }
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
    }
}
