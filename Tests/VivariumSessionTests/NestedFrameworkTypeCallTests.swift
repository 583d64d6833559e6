import Testing
import VivariumWire
@testable import VivariumSession

/// A nested framework type called by its written name (`Gradient.Stop(color:location:)`, as
/// Apple documents it): code the checker accepts never fails at run time with the compiler's
/// "has no member" (issue 23, item 4). Session gradient-stop-written-with-its-type.viv.
@Suite struct NestedFrameworkTypeCallTests: PastedCodeOutputs {
    @Test func aGradientStopWrittenWithItsTypeMountsAndPrints() {
        let session = Session()
        _ = output(session, """
            struct Sunset: View {
                var body: some View {
                    Rectangle().fill(LinearGradient(stops: [Gradient.Stop(color: .orange, location: 0),
                                                            Gradient.Stop(color: .purple, location: 0.8)],
                                                    startPoint: .top, endPoint: .bottom))
                }
            }
            """)
        let mounted = session.execute("mount Sunset()")
        #expect(mounted.ok, "\(mounted.error?.message ?? "")")
        #expect(output(session, "print(Gradient.Stop(color: .orange, location: 0.25))") == ["Stop(color: orange, location: 0.25)"])
    }
}
