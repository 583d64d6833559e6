import Testing
@testable import VivariumSession
import VivariumWire

/// The second round of differential programs (Tests/Differential, issue 23), where the bundled
/// Foundation modules and the load-time checker take part: each expected line is what swiftc
/// 6.3.1's build printed (or, for a refusal, what the playground says instead of ignoring it).
@Suite struct DifferentialLanguageSessionTests {
    func reply(_ source: String) -> Reply { Session().execute(source) }

    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func handWrittenCodableReadsAndWritesUnkeyedContainers() {
        // Both containers were "not supported in the playground".
        #expect(output("""
            struct Point3: Codable {
                var x = 0, y = 0, z = 0
                init(x: Int, y: Int, z: Int) { self.x = x; self.y = y; self.z = z }
                init(from decoder: Decoder) throws {
                    var c = try decoder.unkeyedContainer()
                    x = try c.decode(Int.self); y = try c.decode(Int.self)
                    z = c.isAtEnd ? 0 : try c.decode(Int.self)
                }
                func encode(to encoder: Encoder) throws { var c = encoder.unkeyedContainer(); try c.encode(x); try c.encode(y); try c.encode(z) }
            }
            let points = try! JSONDecoder().decode([Point3].self, from: Data("[[1,2,3],[4,5]]".utf8))
            print(points.map { $0.x + $0.y + $0.z }, String(decoding: try! JSONEncoder().encode(points), as: UTF8.self))
            do { _ = try JSONDecoder().decode(Point3.self, from: Data("[1]".utf8)) }
            catch DecodingError.valueNotFound(_, let context) { print(context.debugDescription, context.codingPath.map(\\.stringValue)) }
            """) == ["[6, 9] [[1,2,3],[4,5,0]]", #"Unkeyed container is at end. ["Index 1"]"#])
    }

    @Test func calendarSetsATimeOfDay() {
        #expect(output("""
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(identifier: "UTC")!
            let start = cal.date(from: DateComponents(year: 2024, month: 1, day: 31, hour: 9, minute: 30))!
            print(cal.date(bySettingHour: 0, minute: 0, second: 0, of: start)!.timeIntervalSince1970)
            print(cal.date(bySettingHour: 18, minute: 15, second: 0, of: start)!.timeIntervalSince1970)
            """) == ["1706659200.0", "1706724900.0"])
    }

    @Test func aClosureParameterDeclaredInoutCanBeWritten() {
        // "cannot assign to value: 's' is a 'let' constant" at load, for a parameter written `inout`
        // and for `sequence(state:next:)`'s state.
        #expect(output("""
            let fibs = sequence(state: (0, 1)) { (s: inout (Int, Int)) -> Int? in
                defer { s = (s.1, s.0 + s.1) }
                return s.0 < 20 ? s.0 : nil
            }
            let down = sequence(state: 3) { n -> Int? in n -= 1; return n >= 0 ? n : nil }
            print(Array(fibs), Array(down))
            """) == ["[0, 1, 1, 2, 3, 5, 8, 13] [2, 1, 0]"])
    }

    @Test func aPropertyWrapperOnAParameterIsRefusedNotIgnored() {
        // It was ignored: `render()` printed nine stars where Swift clamps them to five.
        let answer = reply("""
            @propertyWrapper struct Clamped {
                private var value: Int
                init(wrappedValue: Int, _ range: ClosedRange<Int>) { value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
                var wrappedValue: Int { get { value } set { value = newValue } }
            }
            func render(@Clamped(1...5) stars: Int = 9) -> String { String(repeating: "*", count: stars) }
            """)
        #expect(!answer.ok)
        #expect(answer.error?.message.contains(":6:14: error: not supported in the playground: a property wrapper on a parameter ('@Clamped')") == true,
                "\(answer.error?.message ?? "")")
    }

    @Test func aNumberFromAFormatterPrintsItsValue() {
        // It printed `Playground.NSNumber`; `[DateFormatter.Style.short, .medium]` was refused.
        #expect(output("""
            let nf = NumberFormatter()
            nf.numberStyle = .decimal
            nf.locale = Locale(identifier: "en_US")
            print(nf.number(from: "1,234.5")!, [DateFormatter.Style.short, .medium].count)
            """) == ["1234.5 2"])
    }

    @Test func regexReplacingByAClosureAndAnNSRangeOfIndices() {
        // "'replacing' with a Regex and these arguments"; NSRange(_:in:) wanted `location:length:`.
        #expect(output("""
            let text = "Education Is Key"
            let ns = try! NSRegularExpression(pattern: "[aeiou]", options: [.caseInsensitive])
            print(ns.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)), NSRange(text.startIndex..<text.index(text.startIndex, offsetBy: 3), in: text))
            print("John Smith".replacing(/(\\w+) (\\w+)/) { "\\($0.2), \\($0.1)" }, [String](repeatElement("ab", count: 2)).joined())
            """) == ["7 {0, 3}", "Smith, John abab"])
    }
}
