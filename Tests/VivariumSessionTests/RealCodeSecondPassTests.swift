import Testing
@testable import VivariumSession

/// Valid public SwiftUI code that failed or ran wrong as pasted (the second real-code discovery
/// pass): a stopwatch restarted with a new timer, `Optional.none` from an evident or replaced
/// type, an `@Environment` read in `init`, Combine's `Empty` and `Publisher.values`, a custom
/// `Formatter` shown by `Text(_:formatter:)`, `NSNumber` bridging, `MeasurementFormatter`, the
/// rest of `UnitLength`; and a comparison of a `Bool` with a number, which swiftc refuses.
@Suite struct RealCodeSecondPassTests: PastedCodeOutputs {
    /// The texts the tree shows after `command` (a label is the quoted string, as the tree prints it).
    func texts(_ session: Session, _ command: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = session.execute(command)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.tree?.all.filter { $0.type == "Text" }.compactMap(\.label) ?? []
    }

    @Test func aNewTimerAssignedToStateIsReceivedAfterTheOldOneWasCancelled() {
        let session = Session()
        _ = output(session, """
            struct Lap: View {
                @State private var timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                @State private var seconds = 0
                @State private var running = true
                var body: some View {
                    Text("\\(seconds)")
                        .onReceive(timer) { _ in if running { seconds += 1 } }
                    Button(running ? "Stop" : "Restart") {
                        if running { timer.upstream.connect().cancel() } else {
                            seconds = 0
                            timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        }
                        running.toggle()
                    }
                }
            }
            """)
        _ = output(session, "mount Lap()")
        #expect(texts(session, "advance 2s") == [#""2""#])
        _ = output(session, #"tap "Stop""#)
        #expect(texts(session, "advance 2s") == [#""2""#])
        #expect(texts(session, #"tap "Restart""#) == [#""0""#])
        #expect(texts(session, "advance 3s") == [#""3""#])
    }

    @Test func theSamePublishedPublisherThroughAnOperatorKeepsItsSubscription() {
        let session = Session()
        _ = output(session, """
            final class Feed: ObservableObject { @Published var count = 0 }
            struct FeedView: View {
                @StateObject private var feed = Feed()
                var body: some View {
                    Button("Add") { feed.count += 1 }
                        .onReceive(feed.$count.dropFirst().map { $0 * 2 }) { print("doubled", $0) }
                }
            }
            """)
        _ = output(session, "mount FeedView()")
        #expect(output(session, #"tap "Add""#) == ["doubled 2"])
        let again = session.execute(#"tap "Add""#)
        #expect(again.output == ["doubled 4"])
        #expect(again.created.isEmpty && again.freed.isEmpty, "\(again.created) \(again.freed)")
    }

    @Test func noneIsOptionalsCaseWhereTheTypeIsEvidentOrReplaced() {
        #expect(output("""
            struct Clock {
                var started = Date?.none
                var lap = TimeInterval?.none
                mutating func reset() { started = Date(); started = .none; lap = 2.5; lap = .none }
            }
            var clock = Clock()
            clock.reset()
            print(clock.started == nil, clock.lap == nil)
            """) == ["true true"])
    }

    @Test func anEnvironmentValueReadInInitIsTheKeysDefaultWithSwiftUIsWarning() {
        let session = Session()
        _ = output(session, """
            struct Theme: View {
                @Environment(\\.colorScheme) private var colorScheme
                let startedDark: Bool
                init() { startedDark = colorScheme == .dark }
                var body: some View {
                    Text(startedDark ? "init dark" : "init light")
                    Text(colorScheme == .dark ? "body dark" : "body light")
                }
            }
            """)
        let reply = session.execute("mount Theme().preferredColorScheme(.dark)")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        let labels = reply.tree?.all.filter { $0.type == "Text" }.compactMap(\.label) ?? []
        #expect(labels == [#""init light""#, #""body dark""#], "\(labels)")
        #expect(reply.warnings.contains { $0.hasPrefix("Accessing Environment<ColorScheme>'s value outside of being installed on a View.") },
                "\(reply.warnings)")
    }

    @Test func emptyFinishesAtOnceWithoutAValue() {
        #expect(output("""
            import Combine
            enum Bad: Error { case value }
            var got: [String] = []
            let bag = ["1", "x", "3"].publisher
                .tryMap { text -> String in guard Int(text) != nil else { throw Bad.value }; return text }
                .catch { _ in Empty<String, Never>() }
                .sink(receiveCompletion: { print("done", $0) }, receiveValue: { got.append($0) })
            print(got)
            let quiet = Empty<Int, Never>(completeImmediately: false).sink(receiveCompletion: { _ in print("never") }, receiveValue: { _ in })
            """) == ["done finished", "[\"1\"]"])
    }

    @Test func publisherValuesIsAnAsyncSequenceThatEndsWhenThePublisherFinishes() {
        let session = Session()
        _ = output(session, """
            import Combine
            let numbers = PassthroughSubject<Int, Never>()
            Task {
                var total = 0
                for await n in numbers.values { total += n }
                print("sum", total)
            }
            """)
        _ = output(session, "settle")
        #expect(output(session, "numbers.send(3); numbers.send(4); numbers.send(completion: .finished)") == ["sum 7"])
    }

    @Test func aFormatterSubclassIsShownByTextWithFormatterAndNSNumberBridges() {
        let session = Session()
        _ = output(session, """
            final class Seconds: Formatter {
                override func string(for value: Any?) -> String? {
                    guard let seconds = value as? TimeInterval else { return nil }
                    return "\\(Int(seconds)) s"
                }
            }
            struct Row: View {
                let formatter = Seconds()
                var body: some View { Text(NSNumber(value: 42.0), formatter: formatter) }
            }
            """)
        #expect(texts(session, "mount Row()") == [#""42 s""#])
        #expect(output(session, """
            let boxed: Any = NSNumber(value: 2.5)
            let plain: Any = 2.5
            print(boxed as? Double as Any, boxed as? Int as Any, plain as? TimeInterval as Any)
            """) == ["Optional(2.5) nil Optional(2.5)"])
    }

    @Test func measurementFormatterWritesTheNumberAndTheUnitAsEnUSDoes() {
        #expect(output("""
            let formatter = MeasurementFormatter()
            formatter.unitOptions = .providedUnit
            print(formatter.string(from: Measurement(value: 1500, unit: UnitLength.meters)))
            print(formatter.string(from: Measurement(value: 1.5, unit: UnitLength.kilometers)))
            formatter.unitStyle = .long
            print(formatter.string(from: Measurement(value: 1, unit: UnitLength.feet)), formatter.string(from: Measurement(value: 2, unit: UnitLength.feet)))
            print(MeasurementFormatter().string(from: Measurement(value: 100, unit: UnitTemperature.celsius)))
            print(Measurement(value: 35, unit: UnitLength.decimeters).converted(to: .meters).value)
            """) == ["1,500 m", "1.5 km", "1 foot 2 feet", "212°F", "3.5"])
    }

    @Test func aBoolComparedWithANumberIsRefusedAsSwiftcDoes() {
        let reply = Session().execute("""
            func canSubmit(email: String, password: String) -> Bool {
                !email.isEmpty && !password.isEmpty >= 6
            }
            """)
        #expect(!reply.ok)
        #expect(reply.error?.message.contains("2:23: error: cannot convert value of type 'Bool' to expected argument type 'Int'") == true,
                "\(reply.error?.message ?? "")")
    }
}
