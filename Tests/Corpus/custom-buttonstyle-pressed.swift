// Demonstrates: a custom ButtonStyle reading configuration.isPressed and configuration.label, a static extension member so .buttonStyle(.pill) works, a style with stored properties, applied to several buttons.
import SwiftUI

struct PillButtonStyle: ButtonStyle {
    var background: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(background.opacity(configuration.isPressed ? 0.6 : 1))
            .foregroundColor(.white)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    static var pill: PillButtonStyle { PillButtonStyle() }
}

struct ButtonGalleryView: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Taps: \(taps)")
            Button("Default pill") { taps += 1 }
                .buttonStyle(.pill)
            Button("Red pill") { taps += 10 }
                .buttonStyle(PillButtonStyle(background: .red))
            Button {
                taps = 0
            } label: {
                Label("Reset", systemImage: "arrow.counterclockwise")
            }
            .buttonStyle(.bordered)
        }
        .onChange(of: taps) { newValue in
            print("taps:", newValue)
        }
    }
}

#Preview {
    ButtonGalleryView()
}
