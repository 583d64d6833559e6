import Testing
@testable import VivariumInterpreter

/// Dates on the virtual clock, number and date formatting (en_US, UTC), and the inert
/// SwiftUI values (`Color`, `Font`, `Animation`) as `print` shows them.
@Suite struct FrameworkValueTests {
    @Test func dateIsTheVirtualClock() throws {
        let run = Run()
        try run.load("""
            let start = Date()
            print(start)
            print(Date.now == start, Date.now.timeIntervalSince(start))
            """)
        run.interpreter.setClock(65_500_000_000)
        try run.load("""
            print(Date.now.timeIntervalSince(start))
            print(start.addingTimeInterval(3600))
            print(start < Date.now, (start + 70) > Date.now, (start + 60) > Date.now)
            print(Date(timeIntervalSince1970: 0))
            """)
        #expect(run.output == [
            "2025-06-09 09:41:00 +0000", "true 0.0",
            "65.5", "2025-06-09 10:41:00 +0000", "true true false", "1970-01-01 00:00:00 +0000",
        ])
    }

    @Test func dateFormatting() throws {
        #expect(try output(of: """
            let d = Date()
            print(d.formatted())
            print(d.formatted(date: .abbreviated, time: .omitted))
            print(d.formatted(date: .long, time: .shortened))
            print(d.formatted(date: .complete, time: .omitted))
            print(d.formatted(date: .omitted, time: .standard))
            print(Date(timeIntervalSince1970: 1_735_732_800).formatted())
            print(d.formatted(.dateTime.day().month().year()), "|", d.formatted(.dateTime.hour().minute()))
            print(d.formatted(.dateTime.weekday().month().day()), "|", d.formatted(.dateTime))
            """) == [
            "6/9/2025, 9:41 AM", "Jun 9, 2025", "June 9, 2025 at 9:41 AM", "Monday, June 9, 2025", "9:41:00 AM",
            "1/1/2025, 12:00 PM", "Jun 9, 2025 | 9:41 AM", "Mon, Jun 9 | 6/9/2025, 9:41 AM",
        ])
    }

    @Test(arguments: [
        (0.0, "0:00", "0 seconds", "+0 seconds"),
        (5.0, "0:05", "5 seconds", "-5 seconds"),
        (65.0, "1:05", "1 minute, 5 seconds", "-1 minute"),
        (3_723.0, "1:02:03", "1 hour, 2 minutes", "-1 hour"),
        (90_000.0, "25:00:00", "1 day, 1 hour", "-1 day"),
    ])
    func textDateStyles(elapsed: Double, timer: String, relative: String, offset: String) {
        let start = DateValues.clockZero
        let now = start + elapsed
        #expect(DateValues.text(start, style: "timer", now: now) == timer)
        #expect(DateValues.text(start, style: "relative", now: now) == relative)
        #expect(DateValues.text(start, style: "offset", now: now) == offset)
        #expect(DateValues.text(start, style: "date", now: now) == "June 9, 2025")
        #expect(DateValues.text(start, style: "time", now: now) == "9:41 AM")
    }

    @Test func numberFormatStyles() throws {
        #expect(try output(of: """
            print("\\(0.25, format: .percent) \\(1.0, format: .percent) \\(0.125, format: .percent) \\(42, format: .percent)")
            print("\\(1234.5, format: .number) \\(1234567, format: .number) \\(-0.5, format: .number)")
            print(19.99.formatted(.currency(code: "USD")), 1234.5.formatted())
            print("\\(3.14159, specifier: "%.2f")")
            """) == ["25% 100% 12.5% 42%", "1,234.5 1,234,567 -0.5", "$19.99 1,234.5", "3.14"])
    }

    @Test func inertSwiftUIValuesPrintAsTheirExpressions() throws {
        #expect(try output(of: """
            print(Color.red, Color.red.opacity(0.5), Color(red: 0.2, green: 0.4, blue: 0.8))
            print(Font.title, Font.system(size: 24).bold(), Font.system(.caption, design: .monospaced))
            print(Animation.default, Animation.easeInOut(duration: 0.3), Animation.spring().delay(1))
            print(AnyTransition.move(edge: .leading))
            """) == [
            "red 50% red #3366CCFF",
            "Font.title Font.system(size: 24.0).bold() Font.system(.caption, design: .monospaced)",
            "Animation.default Animation.easeInOut(duration: 0.3) Animation.spring().delay(1.0)",
            "AnyTransition.move(edge: .leading)",
        ])
    }

    @Test func urlParsesWithoutFetching() throws {
        #expect(try output(of: """
            let url = URL(string: "https://example.com/docs/intro?x=1")!
            print(url, url.host!, url.path, url.lastPathComponent, URL(string: "") == nil)
            """) == ["https://example.com/docs/intro?x=1 example.com /docs/intro intro true"])
    }

    /// File URLs: the container's folders, a decoded `path` without the directory's slash,
    /// `path()` keeping it, path extensions added, read and removed.
    @Test func fileURLsOfTheAppContainer() throws {
        #expect(try output(of: """
            let docs = URL.documentsDirectory
            let file = docs.appendingPathComponent("My Notes").appendingPathExtension("json")
            print(docs.path.hasSuffix("/Documents"), docs.path().hasSuffix("/Documents/"), file.lastPathComponent, file.pathExtension)
            print(file.absoluteString.hasSuffix("My%20Notes.json"), file.deletingPathExtension().lastPathComponent, file.isFileURL)
            print(URL(fileURLWithPath: "/tmp/a.txt"), docs.appendingPathComponent("Sub", isDirectory: true).absoluteString.hasSuffix("Sub/"))
            """) == ["true true My Notes.json json", "true My Notes true", "file:///tmp/a.txt true"])
    }

    /// `Set.remove(_:)` removes the equal member and returns it; `Array.remove(at:)` an index.
    @Test func setRemoveTakesAMember() throws {
        #expect(try output(of: """
            var ids: Set<Int> = [5, 7]
            let removed = ids.remove(7)
            var list = [5, 7]
            list.remove(at: 0)
            print(removed as Any, ids.remove(9) as Any, ids.count, list)
            """) == ["Optional(7) nil 1 [7]"])
    }

    /// `String.debugDescription` escapes quotes, apostrophes and backslashes.
    @Test func debugDescriptionEscapes() throws {
        #expect(try output(of: #"print(["it's", "say \"hi\"", "a\\b"])"#) == [#"["it\'s", "say \"hi\"", "a\\b"]"#])
    }
}

/// Foundation's C math functions on Doubles; an app's own function of the same name wins.
@Suite struct MathFunctionTests {
    @Test func libmFunctionsOnDoubles() throws {
        #expect(try output(of: """
            print(sqrt(16.0), pow(2, 3), floor(1.5), atan2(0.0, 1.0))
            func log(_ text: String) { print("own", text) }
            log("x")
            """) == ["4.0 8.0 1.0 0.0", "own x"])
    }
}
