import Testing
@testable import VivariumSession

/// Valid public SwiftUI code that failed as pasted (the third real-code discovery pass):
/// Combine's `Future` and `Deferred`, `merge`, `zip`, `append`/`prepend`,
/// `drop(untilOutputFrom:)` and the folding operators; `NSLog`; `DateComponents` with a time
/// zone and `TimeZone(abbreviation:)`; `advanced(by:)`; an operator given one pair
/// (`zip(a, b).map(+)`); a gesture initializer's implicit member (`coordinateSpace: .local`).
@Suite struct RealCodeThirdPassTests: PastedCodeOutputs {
    @Test func aFutureRunsItsClosureOnceWhenMadeAndGivesItsOneResultToEverySubscriber() {
        #expect(output("""
            import Combine
            var bag = Set<AnyCancellable>()
            let answer = Future<Int, Never> { promise in print("working"); promise(.success(42)); promise(.success(7)) }
            print("made")
            answer.sink(receiveCompletion: { print("first", $0) }, receiveValue: { print("first", $0) }).store(in: &bag)
            answer.sink { print("second", $0) }.store(in: &bag)
            """) == ["working", "made", "first 42", "first finished", "second 42"])
    }

    @Test func aFutureFulfilledLaterPublishesThenAndAFailureEndsTheStream() {
        let session = Session()
        _ = output(session, """
            import Combine
            enum Offline: Error { case noNetwork }
            var bag = Set<AnyCancellable>()
            Future<String, Error> { promise in
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { promise(.failure(Offline.noNetwork)) }
            }
            .sink(receiveCompletion: { print("ended", $0) }, receiveValue: { print("value", $0) })
            .store(in: &bag)
            """)
        #expect(output(session, "advance 1s") == ["ended failure(Playground.Offline.noNetwork)"])
    }

    @Test func deferredMakesItsPublisherForEachSubscriber() {
        #expect(output("""
            import Combine
            var bag = Set<AnyCancellable>()
            let roll = Deferred { Future<Int, Never> { promise in print("rolling"); promise(.success(6)) } }
            print("ready")
            roll.sink { print("got", $0) }.store(in: &bag)
            roll.sink { print("got", $0) }.store(in: &bag)
            """) == ["ready", "rolling", "got 6", "rolling", "got 6"])
    }

    @Test func mergeInterleavesAndZipPairsTheOldestElementOfEach() {
        #expect(output("""
            import Combine
            var bag = Set<AnyCancellable>()
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            a.merge(with: b).sink(receiveCompletion: { print("merge", $0) }, receiveValue: { print("merge", $0) }).store(in: &bag)
            Publishers.Zip(a, b).map { $0 * $1 }.sink(receiveCompletion: { print("zip", $0) }, receiveValue: { print("zip", $0) }).store(in: &bag)
            a.send(1); a.send(2); b.send(10)
            a.send(completion: .finished)
            b.send(20)
            b.send(completion: .finished)
            """) == ["merge 1", "merge 2", "merge 10", "zip 10", "merge 20", "zip 40", "zip finished", "merge finished"])
    }

    @Test func appendPrependAndTheFoldingOperatorsAnswerWhenTheUpstreamFinishes() {
        #expect(output("""
            import Combine
            var bag = Set<AnyCancellable>()
            [2, 9, 4].publisher.prepend(0).append(1).collect().sink { print($0) }.store(in: &bag)
            [2, 9, 4].publisher.max().sink { print("max", $0) }.store(in: &bag)
            ["kiwi", "fig", "banana"].publisher.min(by: { $0.count < $1.count }).sink { print("shortest", $0) }.store(in: &bag)
            [2, 9, 4].publisher.count().sink { print("count", $0) }.store(in: &bag)
            [2, 9, 4].publisher.contains(where: { $0 > 8 }).sink { print("over 8", $0) }.store(in: &bag)
            [2, 9, 4].publisher.allSatisfy { $0 > 1 }.sink { print("all over 1", $0) }.store(in: &bag)
            """) == ["[0, 2, 9, 4, 1]", "max 9", "shortest fig", "count 3", "over 8 true", "all over 1 true"])
    }

    @Test func dropUntilOutputFromLetsTicksThroughOnlyAfterTheTrigger() {
        let session = Session()
        _ = output(session, """
            import Combine
            let go = PassthroughSubject<Void, Never>()
            var ticks = 0
            let watch = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                .drop(untilOutputFrom: go)
                .sink { _ in ticks += 1; print("tick", ticks) }
            """)
        #expect(output(session, "advance 2s").isEmpty)
        #expect(output(session, "go.send()").isEmpty)
        #expect(output(session, "advance 2s") == ["tick 1", "tick 2"])
    }

    @Test func nsLogPrintsItsFormattedMessage() {
        #expect(output(#"NSLog("saved %d items to %@", 3, "disk"); NSLog("done")"#) == ["saved 3 items to disk", "done"])
    }

    @Test func dateComponentsInATimeZoneMakeTheDateOfThatZone() {
        #expect(output("""
            let calendar = Calendar(identifier: .gregorian)
            let parts = DateComponents(timeZone: TimeZone(abbreviation: "HKT"), year: 2022, month: 6, day: 6)
            print(parts)
            print(calendar.date(from: parts)!)
            print(TimeZone(abbreviation: "NOPE") == nil)
            """) == ["timeZone: Asia/Hong_Kong year: 2022 month: 6 day: 6 ", "2022-06-05 16:00:00 +0000", "true"])
    }

    @Test func numbersAdvanceByAStrideAndAnOperatorTakesOnePairAsItsOperands() {
        #expect(output("""
            print(1.5.advanced(by: 1), 3.advanced(by: 2), 10.distance(to: 4))
            print(zip([1, 2], [10, 20]).map(+), [(6, 2)].map(/))
            """) == ["2.5 5 -6", "[11, 22] [3]"])
    }

    @Test func aDragGesturesCoordinateSpaceIsTheFrameworksLocal() {
        let session = Session()
        _ = output(session, """
            struct Pad: View {
                @State private var points: [CGPoint] = []
                var body: some View {
                    Text("\\(points.count) points")
                        .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .local).onChanged { points.append($0.location) })
                }
            }
            """)
        let reply = session.execute("mount Pad()")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.tree?.all.contains { $0.type == "Text" && $0.label == #""0 points""# } == true)
    }

    @Test func aShapeStylesShadowIsAStyleThatChainsAndTheViewModifierStaysOne() {
        let session = Session()
        _ = output(session, """
            struct Face: View {
                var body: some View {
                    Circle().foregroundStyle(.gray.shadow(.inner(radius: 4)).shadow(.drop(color: .black, radius: 2, x: 1, y: 1)))
                    Circle().fill(.blue.gradient.shadow(.drop(radius: 3)))
                    Text("ring").shadow(color: .gray, radius: 5)
                }
            }
            """)
        let reply = session.execute("mount Face()")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.tree?.all.filter { $0.type == "Circle" }.count == 2)
        #expect(reply.tree?.all.contains { $0.type == "Text" && $0.label == #""ring""# } == true)
    }

    @Test func uiApplicationOpenRecordsTheURLAndTellsTheCompletionHandlerItOpened() {
        let session = Session()
        _ = output(session, """
            struct Help: View {
                var body: some View {
                    Button("Help") {
                        let url = URL(string: "https://example.com/help")!
                        if UIApplication.shared.canOpenURL(url) {
                            UIApplication.shared.open(url, options: [:]) { print("opened", $0) }
                        }
                    }
                }
            }
            """)
        _ = output(session, "mount Help()")
        let reply = session.execute(#"tap "Help""#)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["opened true"])
        #expect(reply.events.contains { $0.text == "open https://example.com/help" }, "\(reply.events)")
    }

    @Test func aSwiftUIAppsWindowSceneHoldsItsWindowAndAnImageRendererMakesAnImage() {
        #expect(output("""
            import UIKit
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            print(scene?.windows.first?.isKeyWindow == true, UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
            let renderer = ImageRenderer(content: Text("Card"))
            print(renderer.uiImage != nil)
            """) == ["true 34.0", "true"])
    }

    @Test func shareSubscribesItsUpstreamOnceAndALateSubscriberGetsTheCompletion() {
        #expect(output("""
            import Combine
            var bag = Set<AnyCancellable>()
            let taps = PassthroughSubject<Int, Never>()
            let doubled = taps.map { n -> Int in print("work", n); return n * 2 }.share()
            doubled.sink { print("a", $0) }.store(in: &bag)
            doubled.sink { print("b", $0) }.store(in: &bag)
            taps.send(1)
            let once = [7].publisher.share()
            once.sink { print("early", $0) }.store(in: &bag)
            once.sink(receiveCompletion: { print("late", $0) }, receiveValue: { print("late", $0) }).store(in: &bag)
            """) == ["work 1", "a 2", "b 2", "early 7", "late finished"])
    }

    @Test func theSelectingOperatorsPickWhatApplesDocumentationSays() {
        #expect(output("""
            import Combine
            var bag = Set<AnyCancellable>()
            let xs = [4, 9, 2, 7].publisher
            xs.first(where: { $0 > 5 }).sink { print("first", $0) }.store(in: &bag)
            xs.last(where: { $0 < 5 }).sink { print("last", $0) }.store(in: &bag)
            xs.output(at: 2).sink { print("at", $0) }.store(in: &bag)
            xs.collect(3).sink { print("chunk", $0) }.store(in: &bag)
            [nil, 1].publisher.replaceNil(with: 0).collect().sink { print($0) }.store(in: &bag)
            """) == ["first 9", "last 2", "at 2", "chunk [4, 9, 2]", "chunk [7]", "[0, 1]"])
    }

    @Test func theTryFormsOfTheFoldingOperatorsFailWithWhatTheirClosureThrows() {
        #expect(output("""
            import Combine
            struct TooBig: Error {}
            var bag = Set<AnyCancellable>()
            [1, 200].publisher.tryAllSatisfy { n in if n > 144 { throw TooBig() }; return true }
                .sink(receiveCompletion: { print("done", $0) }, receiveValue: { print("value", $0) }).store(in: &bag)
            [1, 2].publisher.tryContains(where: { $0 == 2 }).sink(receiveCompletion: { _ in }, receiveValue: { print("has 2", $0) }).store(in: &bag)
            """) == ["done failure(Playground.TooBig())", "has 2 true"])
    }
}
