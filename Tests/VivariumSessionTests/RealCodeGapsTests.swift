import Testing
@testable import VivariumSession

/// Valid public SwiftUI code that failed as pasted (the real-code discovery pass): a timer
/// stopped through `upstream`, Combine's `print`, `NSCache`, `NSMakeRange`, `UITextChecker`'s
/// honest refusal, `UIImage(contentsOfFile:)`, `Observable` adopted by a protocol, `@AppStorage`
/// in an `ObservableObject`, and the deprecated `UIApplication.shared.windows`.
@Suite struct RealCodeGapsTests: PastedCodeOutputs {
    @Test func connectAndCancelOfAnAutoconnectedTimersUpstreamStopsIt() {
        let session = Session()
        _ = output(session, """
            struct StopTimer: View {
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                @State private var ticks = 0
                var body: some View {
                    Text("\\(ticks)")
                        .onReceive(timer) { _ in
                            ticks += 1
                            print("tick", ticks)
                            if ticks == 2 { timer.upstream.connect().cancel() }
                        }
                }
            }
            """)
        _ = output(session, "mount StopTimer()")
        #expect(output(session, "advance 5s") == ["tick 1", "tick 2"])
        #expect(output(session, "advance 5s") == [])
    }

    @Test func printLogsEachEventAsCombineDoes() {
        let session = Session()
        #expect(output(session, """
            final class Form: ObservableObject {
                @Published var name = ""
                private var bag = Set<AnyCancellable>()
                init() {
                    $name.map { $0.count > 2 }.print("valid").sink { print("valid is", $0) }.store(in: &bag)
                }
            }
            let form = Form()
            form.name = "Anna"
            """) == ["valid: receive subscription: (PublishedSubject)", "valid: request unlimited", "valid: receive value: (false)",
                     "valid is false", "valid: receive value: (true)", "valid is true"])
        #expect(output(session, """
            let numbers = [1, 2].publisher.print().sink { print("got", $0) }
            let subject = PassthroughSubject<Int, Never>()
            let watched = subject.filter { $0 > 0 }.print("p").sink { _ in }
            watched.cancel()
            """) == ["receive subscription: ([1, 2])", "request unlimited", "receive value: (1)", "got 1", "receive value: (2)", "got 2",
                     "receive finished", "p: receive subscription: (Filter)", "p: request unlimited", "p: receive cancel"])
    }

    @Test func nsCacheKeepsObjectsUntilRemovedOrEvictedOldestFirst() {
        #expect(output("""
            final class Thumb { let name: String; init(_ name: String) { self.name = name }; deinit { print("freed", name) } }
            let cache = NSCache<NSString, Thumb>()
            cache.setObject(Thumb("a"), forKey: "a")
            print(cache.object(forKey: "a")?.name ?? "miss", cache.object(forKey: "b")?.name ?? "miss")
            cache.removeObject(forKey: "a")
            let small = NSCache<NSString, NSString>()
            small.countLimit = 2
            small.setObject("1", forKey: "x")
            small.setObject("2", forKey: "y")
            small.setObject("3", forKey: "z")
            print(small.object(forKey: "x") ?? "evicted", small.object(forKey: "z") ?? "evicted")
            small.removeAllObjects()
            print(small.object(forKey: "z") == nil)
            """) == ["a miss", "freed a", "evicted 3", "true"])
    }

    @Test func nsMakeRangeIsARangeAndTheTextCheckerRefusesToGuess() {
        let session = Session()
        #expect(output(session, """
            print(NSMakeRange(2, 3), NSMakeRange(0, 4) == NSRange(location: 0, length: 4))
            print(UITextChecker().rangeOfMisspelledWord(in: "  ", range: NSMakeRange(0, 2), startingAt: 0, wrap: false, language: "en").location == NSNotFound)
            """) == ["{2, 3} true", "true"])
        let reply = session.execute("""
            let miss = UITextChecker().rangeOfMisspelledWord(in: "helo", range: NSMakeRange(0, 4), startingAt: 0, wrap: false, language: "en")
            """)
        // Refused where the program calls the checker, not inside the module.
        #expect(reply.error?.code == "not-supported")
        #expect(reply.error?.message.hasPrefix(#"<input-2>:1:12: error: not supported in the playground: UITextChecker's spelling check of "helo""#) == true,
                "\(reply.error?.message ?? "")")
    }

    @Test func aMissingFilesImageIsNilAndTheAppsWindowHasTheDevicesInsets() {
        #expect(output("""
            print(UIImage(contentsOfFile: "/nowhere/x.jpg") == nil)
            let window = UIApplication.shared.windows.first
            print(UIApplication.shared.windows.count, window?.safeAreaInsets.top ?? 0, window?.safeAreaInsets.bottom ?? 0, window?.isKeyWindow == true)
            print(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left, UIEdgeInsets.zero == UIEdgeInsets())
            """) == ["true", "1 59.0 34.0 true", "2.0 true"])
    }

    @Test func aProtocolThatAdoptsObservableLoads() {
        let session = Session()
        _ = output(session, """
            protocol NameStore: AnyObject, Observable {
                var name: String { get set }
            }
            @Observable final class Store: NameStore { var name = "Ann" }
            struct NameView: View {
                @Environment(Store.self) private var store
                var body: some View { Text(store.name) }
            }
            """)
        let reply = session.execute("mount NameView().environment(Store())")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.tree?.all.contains { $0.type == "Text" && $0.label?.contains("Ann") == true } == true)
    }

    @Test func appStorageInAnObservableObjectReadsAndWritesUserDefaultsButUpdatesNoView() {
        let session = Session()
        _ = output(session, """
            final class Prefs: ObservableObject {
                @AppStorage("launches") var launches = 0
                @AppStorage("visits") var visits: Int?
                func bump() { launches += 1 }
            }
            struct PrefsView: View {
                @StateObject var prefs = Prefs()
                var body: some View {
                    Button("Bump") { prefs.bump() }
                    Text("\\(prefs.launches)")
                }
            }
            """)
        _ = output(session, "mount PrefsView()")
        let tap = session.execute(#"tap "Bump""#)
        #expect(tap.ok && tap.warnings.isEmpty, "\(tap.warnings)")
        #expect(tap.bodies.isEmpty, "\(tap.bodies)")
        #expect(output(session, """
            let other = Prefs()
            if other.visits == nil { other.visits = 0 }
            other.visits! += 1
            print(UserDefaults.standard.integer(forKey: "launches"), other.launches, other.visits ?? -1, UserDefaults.standard.integer(forKey: "visits"))
            """) == ["1 1 1 1"])
    }
}
