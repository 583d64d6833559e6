import Testing
@testable import VivariumGraph
import VivariumInterpreter

/// What a view reads of an environment key through `.environment(_:_:)` and
/// `.transformEnvironment(_:transform:)`, and the locale, time zone and calendar a `Text`
/// formats in.
@Suite struct EnvironmentChainTests {
    private func labels(_ harness: Harness) -> [String] {
        harness.graph.allNodes.compactMap { harness.graph.label(of: $0) }
    }

    @Test func transformsApplyOutermostFirstFromTheNearestSetValue() throws {
        let harness = try Harness("""
            extension EnvironmentValues {
                @Entry var depth: Int = 0
            }
            struct Reader: View {
                let name: String
                @Environment(\\.depth) var depth
                var body: some View { Text("\\(name) \\(depth)") }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Reader(name: "a")
                        Reader(name: "b").transformEnvironment(\\.depth) { $0 += 1 }
                        Reader(name: "c").transformEnvironment(\\.depth) { $0 += 1 }.environment(\\.depth, 5)
                        Reader(name: "d").environment(\\.depth, 5).transformEnvironment(\\.depth) { $0 += 1 }
                    }
                    .transformEnvironment(\\.depth) { $0 *= 10 }
                    .environment(\\.depth, 2)
                }
            }
            """)
        try harness.mount("Screen()")
        // a: 2 * 10; b: (2 * 10) + 1; c: the inner transform sees the 5 set outside it; d: the
        // inner .environment sets 5 after the transform outside it ran.
        #expect(labels(harness).filter { $0.hasPrefix("\"a") || $0.hasPrefix("\"b") || $0.hasPrefix("\"c") || $0.hasPrefix("\"d") }
                == ["\"a 20\"", "\"b 21\"", "\"c 6\"", "\"d 5\""])
    }

    @Test func textFormatsInItsEnvironmentLocaleAndTimeZone() throws {
        let harness = try Harness("""
            struct Screen: View {
                let date = Date(timeIntervalSince1970: 1_749_462_060)
                var body: some View {
                    VStack {
                        Text(date, style: .time)
                        Text(0.25, format: .percent)
                        Text(date.formatted(date: .omitted, time: .shortened))
                    }
                    .environment(\\.locale, Locale(identifier: "de_DE"))
                    .environment(\\.timeZone, TimeZone(secondsFromGMT: 3600)!)
                }
            }
            """)
        try harness.mount("Screen()")
        let shown = labels(harness)
        #expect(shown.contains("\"10:41\""), "German, GMT+1: \(shown)")
        #expect(shown.contains("\"25 %\""), "German percent, a plain space: \(shown)")
        #expect(shown.contains("\"9:41 AM\""), "formatted() uses the device's locale and time zone: \(shown)")
    }

    @Test func dateFieldsFollowTheLocalesOrder() throws {
        let harness = try Harness("""
            struct Screen: View {
                let date = Date(timeIntervalSince1970: 1_749_462_060)
                var body: some View {
                    VStack {
                        Text(date, format: .dateTime.day().month())
                        Text(date, format: .dateTime.day().month()).environment(\\.locale, Locale(identifier: "de_DE"))
                        Text(date, format: .dateTime.hour().minute()).environment(\\.locale, Locale(identifier: "de_DE"))
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        let shown = labels(harness)
        #expect(shown == ["\"Jun 9\"", "\"9. Juni\"", "\"09:41\""], "\(shown)")
    }

    @Test func deviceDefaultsComeFromTheProfile() throws {
        let harness = try Harness("""
            struct Screen: View {
                @Environment(\\.horizontalSizeClass) var horizontal
                @Environment(\\.verticalSizeClass) var vertical
                @Environment(\\.locale) var locale
                @Environment(\\.timeZone) var timeZone
                @Environment(\\.calendar) var calendar
                var body: some View {
                    Text("\\(horizontal == .compact) \\(vertical == .regular) \\(locale.identifier) \\(timeZone.identifier) \\(calendar.identifier)")
                }
            }
            """)
        try harness.mount("Screen()")
        #expect(labels(harness).contains("\"true true en_US GMT gregorian\""))
    }

    /// A disabled control refuses a tap (Apple, "disabled(_:)"): its action does not run, the
    /// state stays; an enabled sibling still runs.
    @Test func aDisabledButtonRefusesItsTap() throws {
        let harness = try Harness("""
            struct Screen: View {
                @State var count = 0
                var body: some View {
                    VStack {
                        Button("Add") { count += 1 }
                        VStack { Button("Locked") { count += 100 } }.disabled(true)
                        Text("count \\(count)")
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        _ = try harness.tap(label: "Add")
        #expect(throws: GraphError.self) { try harness.tap(label: "Locked") }
        #expect(labels(harness).contains("\"count 1\""), "\(labels(harness))")
    }

    @Test func preferredColorSchemeSetsItsWholePresentation() throws {
        let harness = try Harness("""
            struct Reader: View {
                let name: String
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text("\\(name) \\(scheme == .dark ? "dark" : "light")") }
            }
            struct Screen: View {
                @State var dark = false
                var body: some View {
                    VStack {
                        Reader(name: "sibling")
                        Reader(name: "preferring").preferredColorScheme(dark ? .dark : nil)
                        Reader(name: "local").environment(\\.colorScheme, .light)
                        Button("Toggle") { dark.toggle() }
                    }
                }
            }
            """)
        try harness.mount("Screen()")
        #expect(labels(harness).filter { $0.contains(" ") } == ["\"sibling light\"", "\"preferring light\"", "\"local light\""])
        _ = try harness.tap(label: "Toggle")
        // The window's scheme: the sibling reads it too; an explicit environment value wins.
        #expect(labels(harness).filter { $0.contains(" ") } == ["\"sibling dark\"", "\"preferring dark\"", "\"local light\""])
        _ = try harness.tap(label: "Toggle")
        #expect(labels(harness).filter { $0.contains(" ") } == ["\"sibling light\"", "\"preferring light\"", "\"local light\""])
    }
}
