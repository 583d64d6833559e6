import Testing
@testable import VivariumSession

/// Pasted public SwiftUI code that failed or ran wrong through a session (issue 23, item 4):
/// Foundation's values and formatters from the bundled modules, Combine's `$` projection, and a
/// view's state after the view left the tree. Swift's results are swiftc 6.3.1's.
@Suite struct PastedPublicCodeSessionTests: PastedCodeOutputs {
    @Test func aLocalCalendarTakesATimeZoneAndALocale() {
        #expect(output("""
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "America/New_York")!
            calendar.firstWeekday = 2
            let date = Date(timeIntervalSince1970: 1_718_000_000)
            print(calendar.timeZone.identifier, calendar.component(.hour, from: date), Calendar.current.component(.hour, from: date))
            print(calendar.startOfDay(for: date).timeIntervalSince1970)
            """) == ["America/New_York 2 6", "1717992000.0"])
    }

    @Test func aFormatStyleKeepsItsMeaningBesideTheFormattersModule() {
        // The bundled formatters' `NumberFormatter.Style.percent` does not take `.percent`.
        #expect(output("""
            let stamp = DateFormatter()
            stamp.dateStyle = .medium
            print(0.256.formatted(.percent), stamp.dateStyle == .medium)
            """) == ["25.6% true"])
    }

    @Test func stringsFormattedAreAnAndList() {
        #expect(output("""
            let names = ["Ana", "Ben", "Cy"]
            print(names.formatted(), ["A", "B"].formatted(), ["Solo"].formatted())
            """) == ["Ana, Ben, and Cy A and B Solo"])
    }

    @Test func codableLeavesLazyVarsOutAndDecodesAVarWithADefault() {
        #expect(output("""
            struct Item: Codable {
                var id = 1
                var name: String
                lazy var label: String = name.uppercased()
            }
            var item = try! JSONDecoder().decode(Item.self, from: #"{"id": 7, "name": "fig"}"#.data(using: .utf8)!)
            print(item.id, item.label)
            print(String(data: try! JSONEncoder().encode(item), encoding: .utf8)!)
            """) == ["7 FIG", #"{"id":7,"name":"fig"}"#])
    }

    @Test func iso8601DateFormatterWritesAndReadsRFC3339() {
        #expect(output("""
            let iso = ISO8601DateFormatter()
            print(iso.string(from: Date(timeIntervalSince1970: 86400)), iso.date(from: "2020-01-02T03:04:05Z")!.timeIntervalSince1970)
            iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            print(iso.string(from: Date(timeIntervalSince1970: 1.25)), iso.date(from: "nope") as Any)
            """) == ["1970-01-02T00:00:00Z 1577934245.0", "1970-01-01T00:00:01.250Z nil"])
    }

    @Test func onReceiveOfAPublishedProjectionNeedsNoCombineImport() {
        let session = Session()
        _ = output(session, """
            final class Cart: ObservableObject {
                @Published var count = 0
            }
            struct CartView: View {
                @StateObject private var cart = Cart()
                var body: some View {
                    Button("Add") { cart.count += 1 }
                        .onReceive(cart.$count) { value in print("received", value, "while count is", cart.count) }
                }
            }
            """)
        _ = output(session, "mount CartView()")
        // `@Published` sends in `willSet`: the subscriber sees the new value, the property the old.
        #expect(output(session, #"tap "Add""#) == ["received 1 while count is 0"])
    }

    @Test func aTaskGoingOnAfterItsViewLeftReadsTheStatesLastValue() {
        let session = Session()
        _ = output(session, """
            struct Countdown: View {
                @State private var remaining = 10
                var body: some View {
                    Text("\\(remaining)")
                        .task {
                            while !Task.isCancelled {
                                try? await Task.sleep(nanoseconds: 1_000_000_000)
                                if Task.isCancelled { break }
                                remaining -= 1
                            }
                            print("stopped at", remaining, remaining / 2)
                        }
                }
            }
            """)
        _ = output(session, "mount Countdown()")
        _ = output(session, "advance 3s")
        let reply = session.execute("unmount")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["stopped at 7 3"])
        #expect(reply.warnings.isEmpty, "\(reply.warnings)")
    }

    @Test func aProgramsOwnShapeProtocolMakesNoViews() {
        let session = Session()
        let reply = session.execute("""
            protocol Shape { var area: Double { get } }
            struct Square: Shape { var side: Double; var area: Double { side * side } }
            struct Circle: Shape { var r: Double; var area: Double { 3 * r * r } }
            let shapes: [Shape] = [Square(side: 2), Circle(r: 1)]
            print(shapes.map(\\.area))
            """)
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.output == ["[4.0, 3.0]"])
        #expect(reply.inits.isEmpty, "\(reply.inits)")
    }

    @Test func aModifierCalledInAnExtensionViewReadsNoStateOfTheSameName() {
        let session = Session()
        _ = output(session, """
            struct Card: View {
                @State private var offset = CGSize.zero
                var body: some View { Text("card").offset(x: offset.width) }
            }
            extension View {
                func stacked(at position: Int) -> some View {
                    self.offset(y: Double(position) * 10)
                }
            }
            struct Deck: View {
                var body: some View { VStack { Card().stacked(at: 1); Card().stacked(at: 2) } }
            }
            """)
        let reply = session.execute("mount Deck()")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.warnings.isEmpty, "\(reply.warnings)")
    }
}
