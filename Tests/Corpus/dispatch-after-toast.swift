// Demonstrates: DispatchQueue.main.asyncAfter hiding a toast after a delay, withAnimation around state changes, an overlay with a conditional view, a counter of shown toasts.
import SwiftUI

struct ToastDemo: View {
    @State private var message: String?
    @State private var shown = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Toasts shown: \(shown)")
            Button("Save") {
                show("Saved")
            }
            Button("Delete") {
                show("Deleted")
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .bottom) {
            if let message {
                Text(message)
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }

    private func show(_ text: String) {
        withAnimation(.spring()) {
            message = text
            shown += 1
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            withAnimation {
                if message == text {
                    message = nil
                }
            }
        }
    }
}

#Preview {
    ToastDemo()
}
