import Testing
@testable import VivariumSession

/// `AnyShapeStyle` (Apple, "AnyShapeStyle"), the common way to give a modifier one of two styles
/// of different types (`cond ? AnyShapeStyle(.secondary) : AnyShapeStyle(Color.red)`): it was
/// refused at load as "not supported in the playground: 'AnyShapeStyle'".
@Suite struct TypeErasedStyleTests {
    @Test func aConditionalStyleOfTwoTypesLoadsMountsAndRedraws() {
        let session = Session()
        let load = session.execute("""
            import SwiftUI
            struct Row: View {
                @State private var isOn = false
                let name: String
                var body: some View {
                    VStack {
                        Text(name.isEmpty ? "Unnamed" : name)
                            .foregroundStyle(name.isEmpty ? AnyShapeStyle(.secondary) : AnyShapeStyle(.primary))
                        Circle().fill(isOn ? AnyShapeStyle(Color.green.opacity(0.5)) : AnyShapeStyle(.tint))
                        Button("Toggle") { isOn.toggle() }
                    }
                }
            }
            """)
        #expect(load.ok, "\(load.error?.message ?? "")")
        let mount = session.execute(#"mount Row(name: "")"#)
        #expect(mount.ok, "\(mount.error?.message ?? "")")
        #expect(mount.bodies.contains { $0.hasPrefix("Row") })
        let tap = session.execute(#"tap "Toggle""#)
        #expect(tap.ok, "\(tap.error?.message ?? "")")
        #expect(tap.bodies.contains { $0.hasPrefix("Row") })
    }

    @Test func aConditionalShapeOfTwoTypesLoadsMountsAndRedraws() {
        // `AnyShape` was refused at load as "not supported in the playground: 'AnyShape'".
        let session = Session()
        let load = session.execute("""
            import SwiftUI
            struct Avatar: View {
                @State private var isCircle = true
                private var shape: AnyShape { isCircle ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: 8)) }
                var body: some View {
                    Image(systemName: "person")
                        .background(.blue, in: shape)
                        .clipShape(isCircle ? AnyShape(.circle) : AnyShape(.rect(cornerRadius: 10, style: .continuous)))
                        .onTapGesture { isCircle.toggle() }
                }
            }
            """)
        #expect(load.ok, "\(load.error?.message ?? "")")
        let mount = session.execute("mount Avatar()")
        #expect(mount.ok, "\(mount.error?.message ?? "")")
        #expect(mount.bodies.contains { $0.hasPrefix("Avatar") })
    }
}

