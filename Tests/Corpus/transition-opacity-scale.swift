// Demonstrates: .transition(.opacity.combined(with: .scale)), .move(edge:), asymmetric, inside withAnimation.
import SwiftUI

struct Toast: View {
    let text: String
    var body: some View {
        Text(text)
            .padding()
            .background(.thinMaterial, in: Capsule())
            .onAppear { print("toast in") }
            .onDisappear { print("toast out") }
    }
}

struct ToastDemo: View {
    @State private var showToast = false
    @State private var showBanner = false

    var body: some View {
        VStack {
            if showToast {
                Toast(text: "Saved")
                    .transition(.opacity.combined(with: .scale))
            }
            if showBanner {
                Text("Banner")
                    .transition(.asymmetric(insertion: .move(edge: .top), removal: .opacity))
            }
            Button("Toggle toast") {
                withAnimation(.easeOut(duration: 0.2)) { showToast.toggle() }
            }
            Button("Toggle banner") {
                withAnimation { showBanner.toggle() }
            }
        }
    }
}

#Preview {
    ToastDemo()
}
