// Demonstrates: LinearGradient, RadialGradient and AngularGradient as backgrounds and fills.
import SwiftUI

struct GradientBadge: View {
    let radial: Bool

    var body: some View {
        Group {
            if radial {
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 5, endRadius: 60))
            } else {
                Capsule()
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
            }
        }
        .frame(width: 120, height: 60)
        .onAppear { print("badge appears, radial: \(radial)") }
    }
}

struct GradientsDemo: View {
    @State private var radial = false

    var body: some View {
        VStack {
            GradientBadge(radial: radial)
            Text("Gradient")
                .padding()
                .background(LinearGradient(gradient: Gradient(colors: [.mint, .teal]), startPoint: .top, endPoint: .bottom))
            Button("Switch style") { radial.toggle() }
        }
    }
}

#Preview {
    GradientsDemo()
}
