import Foundation
import Testing
@testable import VivariumSession

/// Mechanisms the tenth corpus batch (UI screens) added: SwiftUI's `Angle` as a value, a
/// module a generic argument names, a module's property wrapper (`@ScaledMetric`), a key an
/// `@AppStorage` reads removed from `UserDefaults`, and a long chain of modifiers checked in
/// linear time.
@Suite struct UIScreenShapesTests {
    func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
        let reply = Session().execute(source)
        #expect(reply.ok, "\(reply.error?.message ?? "")", sourceLocation: sourceLocation)
        return reply.output
    }

    @Test func angleIsAValueWithArithmetic() {
        #expect(output("""
            var angle = Angle.zero
            angle += .degrees(90)
            let half = Angle(degrees: 90) / 2
            print(angle, angle.degrees, half.degrees, (angle - half) * 2 == angle, -half < .zero, Angle(radians: .pi).degrees)
            """) == ["Angle(radians: 1.5707963267948966) 90.0 45.0 true true 180.0"])
    }

    @Test func aGenericArgumentLoadsItsModule() {
        // `Set<DateComponents>` (a MultiDatePicker's selection) names the type only inside `<…>`.
        #expect(output("""
            struct Days { var chosen: Set<DateComponents> = [] }
            print(Days().chosen.isEmpty)
            """) == ["true"])
    }

    @Test func scaledMetricReadsItsBaseValueAtTheDefaultTextSize() {
        let session = Session()
        run(session, ["""
            struct Badge: View {
                @ScaledMetric(relativeTo: .title) var size: CGFloat = 24
                @ScaledMetric var gap = 8.0
                var body: some View { Text("\\(size) \\(gap)").onAppear { print(size + gap) } }
            }
            """])
        #expect(run(session, ["mount Badge()"]).first?.output == ["32.0"])
    }

    @Test func removingAnAppStorageKeyRestoresTheDefault() {
        let session = Session()
        run(session, ["""
            struct Goal: View {
                @AppStorage("goal") var goal = 10
                var body: some View {
                    Button("Reset \\(goal)") {
                        goal = 25
                        UserDefaults.standard.removeObject(forKey: "goal")
                        print(goal)
                    }
                }
            }
            """, "mount Goal()"])
        #expect(run(session, ["tap \"Reset 10\""]).first?.output == ["10"])
    }

    @Test func aLongModifierChainChecksPromptly() {
        // Each link used to re-check its receiver twice over: 2^24 checks for this chain.
        let chain = (0..<24).map { _ in ".padding()" }.joined(separator: "\n")
        let started = Date()
        #expect(output("""
            struct Tall: View {
                var body: some View {
                    Text("x")
                    \(chain)
                }
            }
            print("loaded")
            """) == ["loaded"])
        #expect(Date().timeIntervalSince(started) < 20)
    }
}
