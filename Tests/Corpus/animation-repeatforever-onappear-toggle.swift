// Demonstrates: a pulsing indicator started in onAppear with withAnimation(.easeInOut.repeatForever(autoreverses: true)), an animation(_:value:) on a rotation, and a delay-based entrance with DispatchQueue.
import SwiftUI

struct RecordingIndicator: View {
    @State private var pulsing = false
    @State private var angle = 0.0
    @State private var showLabel = false

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(.red)
                .frame(width: 20, height: 20)
                .scaleEffect(pulsing ? 1.3 : 0.8)
                .opacity(pulsing ? 1 : 0.5)
            Image(systemName: "arrow.clockwise")
                .rotationEffect(.degrees(angle))
                .animation(.linear(duration: 0.5), value: angle)
            if showLabel {
                Text("Recording")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Button("Spin") { angle += 180 }
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                pulsing = true
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                withAnimation(.spring()) { showLabel = true }
                print("label shown")
            }
        }
    }
}

#Preview {
    RecordingIndicator()
}
