import Testing
@testable import VivariumSession
import VivariumWire

/// Public SwiftUI code of corpus batch 14 (the first-paste method) that failed as pasted: what a
/// user of each shape notices. Plain Swift results are swiftc 6.3.1's on a Foundation stand-in.
@Suite struct PastedBatch14Tests: PastedCodeOutputs {
    @Test func anExtensionOfUserDefaultsCallsItsOwnMethodsAndKeepsItsOverloadsApart() {
        // A course's palette store: `data(forKey:)` with an implicit `self`, and
        // `set(data, forKey:)` beside the extension's own `set(_: [Palette], forKey:)`.
        let session = Session()
        _ = output(session, """
            struct Palette: Codable { var name: String }
            extension UserDefaults {
                func palettes(forKey key: String) -> [Palette] {
                    if let jsonData = data(forKey: key),
                       let decoded = try? JSONDecoder().decode([Palette].self, from: jsonData) {
                        return decoded
                    }
                    return []
                }
                func set(_ palettes: [Palette], forKey key: String) {
                    let data = try? JSONEncoder().encode(palettes)
                    set(data, forKey: key)
                }
            }
            """)
        #expect(output(session, """
            let defaults = UserDefaults.standard
            defaults.set([Palette(name: "Vehicles"), Palette(name: "Sports")], forKey: "p")
            print(defaults.palettes(forKey: "p").map(\\.name), defaults.palettes(forKey: "missing").count)
            defaults.set(true, forKey: "flag")
            print(defaults.bool(forKey: "flag"))
            """) == [#"["Vehicles", "Sports"] 0"#, "true"])
    }

    @Test func onReceiveOfAJustReceivesEachNewValueAfterTheUpdate() {
        // The numbers-only answer: a new `Just(text)` on each update is subscribed to again,
        // after the bodies (no "Modifying state during view update"), until the text is stable.
        let session = Session()
        _ = output(session, """
            import Combine
            struct Digits: View {
                @State private var text = ""
                var body: some View {
                    VStack {
                        TextField("Amount", text: $text)
                            .onReceive(Just(text)) { newValue in
                                let filtered = newValue.filter { "0123456789".contains($0) }
                                if filtered != newValue { text = filtered }
                                print("received", newValue)
                            }
                        Button("Paste") { text = "12 people!" }
                    }
                }
            }
            """)
        #expect(session.execute("mount Digits()").output == ["received "])
        let reply = session.execute("tap \"Paste\"")
        #expect(reply.output == ["received 12 people!", "received 12"])
        #expect(reply.warnings.isEmpty)
        #expect(reply.tree.map { Self.controlStates($0) } == ["text: \"12\""])
    }

    static func controlStates(_ node: VivariumWire.TreeNode) -> [String] {
        (node.type == "TextField" ? node.storage : []) + node.children.flatMap { controlStates($0) }
    }

    @Test func aRectangleInsetsOffsetsAndContainsAsCoreGraphicsDoes() {
        #expect(output("""
            import UIKit
            let r = CGRect(x: 0, y: 0, width: 100, height: 50)
            let inset = r.insetBy(dx: 10, dy: 5)
            print(inset.minX, inset.width, inset.height, r.insetBy(dx: 60, dy: 0).isNull, r.offsetBy(dx: 5, dy: 5).minX)
            print(r.contains(CGPoint(x: 100, y: 10)), r.contains(CGPoint(x: 99, y: 10)))
            """) == ["10.0 80.0 40.0 true 5.0", "false true"])
    }

    @Test func roundingSomeCornersLoadsAndTheCornerSetHasUIKitsRawValues() {
        let session = Session()
        _ = output(session, """
            struct RoundedCorner: Shape {
                var radius: CGFloat = .infinity
                var corners: UIRectCorner = .allCorners
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            extension View {
                func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
                    clipShape(RoundedCorner(radius: radius, corners: corners))
                }
            }
            struct Bubble: View {
                var body: some View { Text("Hi").cornerRadius(16, corners: [.topLeft, .bottomRight]) }
            }
            """)
        #expect(session.execute("mount Bubble()").ok)
        #expect(output(session, """
            let corners: UIRectCorner = [.topLeft, .bottomRight]
            print(corners.rawValue, corners.contains(.topRight), UIRectCorner.allCorners.contains(.bottomLeft))
            """) == ["9 false true"])
    }

    @Test func aMeasurementTakesANumberFormatStyle() {
        #expect(output("""
            let t = Measurement(value: 21.4, unit: UnitTemperature.celsius)
            print(t.formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0)))))
            print(t.formatted(.measurement(width: .abbreviated, usage: .asProvided)))
            """) == ["21°C", "21.4°C"])
    }

    @Test func theSizeCategoryEnvironmentKnowsItsAccessibilitySizes() {
        let session = Session()
        _ = output(session, """
            struct Card: View {
                @Environment(\\.sizeCategory) var sizeCategory
                var body: some View { Text(sizeCategory.isAccessibilityCategory ? "stacked" : "side by side") }
            }
            struct Preview: View {
                var body: some View {
                    VStack {
                        Card()
                        Card().environment(\\.sizeCategory, .accessibilityExtraLarge)
                    }
                }
            }
            """)
        let reply = session.execute("mount Preview()")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        let texts = reply.tree.map { Self.labels($0) } ?? []
        #expect(texts == ["\"side by side\"", "\"stacked\""])
    }

    static func labels(_ node: VivariumWire.TreeNode) -> [String] {
        (node.type == "Text" ? [node.label].compactMap { $0 } : []) + node.children.flatMap { labels($0) }
    }

    @Test func aDropDelegateGetsSwiftUIsDefaults() {
        #expect(output("""
            struct Reorder: DropDelegate {
                func performDrop(info: DropInfo) -> Bool { true }
            }
            let delegate = Reorder()
            print(delegate.validateDrop(info: DropInfo()), delegate.dropUpdated(info: DropInfo()) == nil, delegate.performDrop(info: DropInfo()))
            print(DropProposal(operation: .move).operation == .move)
            """) == ["true true true", "true"])
    }

    @Test func aDonutChartsInnerRadiusAndSelectionLoad() {
        let session = Session()
        _ = output(session, """
            import Charts
            struct Share: Identifiable { let id: Int; let value: Double }
            struct Donut: View {
                let shares = [Share(id: 1, value: 3), Share(id: 2, value: 1)]
                @State private var angle: Double?
                var body: some View {
                    Chart(shares) { share in
                        SectorMark(angle: .value("Value", share.value), innerRadius: .ratio(0.6), angularInset: 1.5)
                            .foregroundStyle(by: .value("Id", share.id))
                    }
                    .chartAngleSelection(value: $angle)
                    Chart(shares) { share in
                        SectorMark(angle: .value("Value", share.value), innerRadius: 40)
                    }
                    .chartXAxis { AxisMarks(values: .stride(by: .day)) }
                    .chartYAxis { AxisMarks(values: [0, 2, 4]) }
                }
            }
            """)
        let reply = session.execute("mount Donut()")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
    }

    @Test func aListFormatsInItsLocaleAndALocaleKnowsItsMeasurementSystem() {
        // swiftc 6.3.1 (swift-foundation): "Ana, Ben und Cy", "Ana ou Ben"; en_US `.us`.
        #expect(output("""
            print(["Ana", "Ben", "Cy"].formatted(.list(type: .and).locale(Locale(identifier: "de_DE"))), ["Ana", "Ben"].formatted(.list(type: .or).locale(Locale(identifier: "fr_FR"))))
            print(Locale.current.measurementSystem == .metric ? "metric" : "us", Locale(identifier: "de_DE").measurementSystem == .metric, Locale(identifier: "en_GB").measurementSystem == .uk, Locale.current.usesMetricSystem)
            """) == ["Ana, Ben und Cy Ana ou Ben", "us true true false"])
    }

    @Test func aLocalizedStringResourceShowsItsDefaultValueWithoutACatalog() {
        let session = Session()
        _ = output(session, """
            struct Invitation: View {
                var body: some View {
                    Text(LocalizedStringResource("invitation.subtitle", defaultValue: "Dinner on the terrace"))
                }
            }
            """)
        let reply = session.execute("mount Invitation()")
        #expect(reply.ok, "\(reply.error?.message ?? "")")
        #expect(reply.tree.map { Self.labels($0) } == ["\"Dinner on the terrace\""])
        #expect(output(session, """
            let resource = LocalizedStringResource("invitation.subtitle", defaultValue: "Dinner on the terrace")
            print(String(localized: resource), resource.key, LocalizedStringResource("Save").defaultValue)
            """) == ["Dinner on the terrace invitation.subtitle Save"])
    }

    @Test func aWindowsMotionEndedOverrideIsCalledThroughUIResponder() {
        // The shake answer's `extension UIWindow { override func motionEnded… }`: UIKit would
        // call it on a shake; here a command does.
        #expect(output("""
            extension UIWindow {
                open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    if motion == .motionShake { print("shaken") }
                }
            }
            let responder: UIResponder = UIWindow(windowScene: UIWindowScene())
            responder.motionEnded(.motionShake, with: nil)
            responder.motionEnded(.none, with: nil)
            print(UIEvent.EventSubtype.motionShake.rawValue)
            """) == ["shaken", "1"])
    }

    @Test func alternateAppIconsAreNotSupportedWhereTheProgramAsksForThem() {
        let session = Session()
        _ = output(session, """
            struct IconPicker: View {
                @State private var current = UIApplication.shared.alternateIconName
                var body: some View { Text(current ?? "Default") }
            }
            """)
        let reply = session.execute("mount IconPicker()")
        #expect(!reply.ok)
        // Said at the program's line that asks, not inside the playground's UIKit.
        #expect(reply.error?.message.hasPrefix("<input-1>:2:5: error: not supported in the playground: alternate app icons (the icons are the app's asset catalog's") == true)
        #expect(reply.error?.line == 2)
    }
}
