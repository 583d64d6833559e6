import Testing
@testable import VivariumSession

/// Valid public SwiftUI code that failed or answered wrongly as pasted (the fourth real-code
/// discovery pass): a SwiftUI view given to `.overlay(_:alignment:)`, `Date.distantPast`'s
/// description, a `URLError`'s, `JSONSerialization.data(withJSONObject:)`,
/// `Timer.publish(…, options:)`, `Task.sleep(nanoseconds: .member)`, `ContinuousClock.now`,
/// inert layout and status-bar modifiers, `GraphicsContext` named by a drawing helper, and the
/// names of SDK modules the playground models in part or not at all.
@Suite struct RealCodeFourthPassTests: PastedCodeOutputs {
    @Test func aButtonGivenToOverlayIsShownAndTappable() {
        let session = Session()
        _ = output(session, """
            struct Catalog: View {
                @State private var count = 0
                var body: some View {
                    List { Text("row") }
                        .overlay(Button("Jump") { count += 1 })
                        .overlay(Text("count \\(count)"), alignment: .bottom)
                        .background(Color.yellow)
                }
            }
            """)
        _ = output(session, "mount Catalog()")
        let reply = session.execute(#"tap "Jump""#)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.tree?.all.contains { $0.type == "Text" && $0.label == #""count 1""# } == true)
        // A color given to `.background` stays decoration.
        #expect(reply.tree?.all.contains { $0.type == "Color" } == false)
    }

    @Test func aDateBeforeTheGregorianReformPrintsInTheJulianCalendarWithFourDigitYears() {
        #expect(output("""
            print(Date.distantPast)
            print(Date.distantFuture)
            print(Date(timeIntervalSince1970: -12219292800))
            print(Date(timeIntervalSince1970: -12219292801))
            """) == ["0001-01-01 00:00:00 +0000", "4001-01-01 00:00:00 +0000",
                     "1582-10-15 00:00:00 +0000", "1582-10-04 23:59:59 +0000"])
    }

    @Test func aFailedRequestsErrorPrintsAsTheNSErrorFoundationThrows() {
        #expect(output("""
            func load() async {
                do {
                    _ = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                } catch {
                    print(error)
                }
                print(URLError(.badURL))
            }
            Task { await load() }
            """) == [
            #"Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline." UserInfo={NSLocalizedDescription=The Internet connection appears to be offline.}"#,
            #"URLError(_nsError: Error Domain=NSURLErrorDomain Code=-1000 "(null)")"#,
        ])
    }

    @Test func jsonSerializationWritesADictionaryThatDecodes() {
        #expect(output("""
            struct Customer: Decodable { let name: String; let points: Int; let isPremium: Bool }
            let info: [String: Any] = ["name": "Joe", "points": 5, "isPremium": true, "tags": ["a/b"]]
            let data = try! JSONSerialization.data(withJSONObject: info, options: [])
            print(String(data: data, encoding: .utf8)!)
            let pretty = try! JSONSerialization.data(withJSONObject: ["b": 1, "a": [2.5]], options: [.prettyPrinted, .sortedKeys])
            print(String(data: pretty, encoding: .utf8)!)
            let customer = try? JSONDecoder().decode(Customer.self, from: data)
            print(customer?.name ?? "none", customer?.points ?? 0, JSONSerialization.isValidJSONObject(info), JSONSerialization.isValidJSONObject("x"))
            """) == [#"{"name":"Joe","points":5,"isPremium":true,"tags":["a\/b"]}"#,
                     "{", #"  "a" : ["#, "    2.5", "  ],", #"  "b" : 1"#, "}", "Joe 5 true false"])
    }

    @Test func aTimerPublisherTakesItsSchedulerOptionsAndSleepTakesAnImplicitUInt64() {
        let session = Session()
        _ = output(session, """
            import Combine
            extension UInt64 { static let halfSecond = UInt64(500_000_000) }
            var bag = Set<AnyCancellable>()
            Timer.publish(every: 1, tolerance: nil, on: .main, in: .common, options: nil).autoconnect()
                .sink { _ in print("tick") }.store(in: &bag)
            Task {
                try? await Task.sleep(nanoseconds: .halfSecond)
                print("half")
            }
            """)
        #expect(output(session, "advance 1s") == ["half", "tick"])
    }

    @Test func continuousClockNowMeasuresTheVirtualClock() {
        let session = Session()
        _ = output(session, """
            let minimum = Duration.milliseconds(400)
            Task {
                let started = ContinuousClock.now
                try? await Task.sleep(for: .milliseconds(100))
                let shown = ContinuousClock.now - started
                print(shown, shown < minimum)
                try? await Task.sleep(for: minimum - shown)
                print(ContinuousClock.now - started)
            }
            """)
        #expect(output(session, "advance 1s") == ["0.1 seconds true", "0.4 seconds"])
    }

    @Test func alignmentGuideAndStatusBarAreInertAndAGraphicsContextParameterLoads() {
        let session = Session()
        _ = output(session, """
            struct Rings: View {
                @State private var hidden = false
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Title").alignmentGuide(.leading) { d in d.width * 0.5 }
                        Button("Hide") { hidden.toggle() }.statusBar(hidden: hidden)
                        Canvas { context, size in draw(context, size: size) }
                    }
                }
                private func draw(_ context: GraphicsContext, size: CGSize) {
                    context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red), lineWidth: 2)
                }
            }
            """)
        #expect(session.execute("mount Rings()").ok)
        let reply = session.execute(#"tap "Hide""#)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
    }

    @Test func aNameOfAModuleModelledInPartOrNotAtAllIsNotSupportedNotMissing() {
        let partly = Session().execute("""
            import CoreLocation
            func region() -> Any { CLCircularRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), radius: 10, identifier: "x") }
            """)
        #expect(partly.error?.message.contains("not supported in the playground: 'CLCircularRegion' (from CoreLocation, which the playground models only in part)") == true,
                "\(partly.error?.message ?? "")")
        let unmodelled = Session().execute("""
            import AudioToolbox
            func chime() { AudioServicesPlaySystemSound(1331) }
            """)
        #expect(unmodelled.error?.message.contains("not supported in the playground: 'AudioServicesPlaySystemSound' (from AudioToolbox, which the playground does not model)") == true,
                "\(unmodelled.error?.message ?? "")")
    }
}
