// Demonstrates: the `VisualEffectView`/`Blur` helper apps kept before materials: `struct Blur: UIViewRepresentable` with `var style: UIBlurEffect.Style = .systemMaterial`, `makeUIView` returning `UIVisualEffectView(effect: UIBlurEffect(style: style))`, `updateUIView` resetting `uiView.effect`; used as the background of a card over an image-less gradient, with a toggle switching the style between `.systemThinMaterialDark` and `.systemUltraThinMaterialLight`.
// Source: public app code (a two-line blur representable found in many apps' helper files); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Blur: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial

    func makeUIView(context: Context) -> UIVisualEffectView {
        return UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

struct CardView: View {
    @State private var dark = false

    var body: some View {
        ZStack {
            LinearGradient(gradient: Gradient(colors: [.purple, .orange]), startPoint: .topLeading, endPoint: .bottomTrailing)
                .edgesIgnoringSafeArea(.all)
            VStack(alignment: .leading, spacing: 8) {
                Text("Morning run")
                    .font(.headline)
                Text("5.2 km · 28 min")
                    .font(.subheadline)
                Toggle("Dark glass", isOn: $dark)
            }
            .padding()
            .background(Blur(style: dark ? .systemThinMaterialDark : .systemUltraThinMaterialLight))
            .cornerRadius(16)
            .padding()
        }
    }
}

struct CardView_Previews: PreviewProvider {
    static var previews: some View {
        CardView()
    }
}
