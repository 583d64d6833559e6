// Demonstrates: a small Swift package's public API pasted into an app: `public struct Toast: Equatable` with `public enum Style { case success, warning, error }` and a computed `tint`, `public struct ToastModifier: ViewModifier` holding `@Binding var toast: Toast?` that shows an overlay with `.transition(.move(edge: .top).combined(with: .opacity))` and dismisses itself with a cancellable `DispatchWorkItem` scheduled by `DispatchQueue.main.asyncAfter(deadline: .now() + toast.duration, execute:)`, `public extension View { func toastView(toast: Binding<Toast?>) -> some View }`, and a demo screen.
// Source: open-source package code (a toast/banner Swift package's modifier and README demo, found through a search for ToastModifier DispatchWorkItem asyncAfter execute workItem cancel); written for Vivarium in that style, not copied.
// First paste: failed at tap "Saved": not supported in the playground: the '.DispatchWorkItem' modifier
import SwiftUI

public struct Toast: Equatable {
    public enum Style {
        case success, warning, error

        var tint: Color {
            switch self {
            case .success: return .green
            case .warning: return .orange
            case .error: return .red
            }
        }
    }

    public var style: Style
    public var message: String
    public var duration: Double = 3

    public init(style: Style, message: String, duration: Double = 3) {
        self.style = style
        self.message = message
        self.duration = duration
    }
}

public struct ToastModifier: ViewModifier {
    @Binding var toast: Toast?
    @State private var workItem: DispatchWorkItem?

    public func body(content: Content) -> some View {
        content
            .overlay(alignment: .top) {
                if let toast {
                    Text(toast.message)
                        .padding()
                        .background(toast.style.tint.opacity(0.2), in: Capsule())
                        .transition(.move(edge: .top).combined(with: .opacity))
                        .onTapGesture { dismiss() }
                }
            }
            .animation(.spring(), value: toast)
            .onChange(of: toast) { _ in
                show()
            }
    }

    private func show() {
        guard let toast else { return }
        workItem?.cancel()
        let task = DispatchWorkItem {
            dismiss()
        }
        workItem = task
        DispatchQueue.main.asyncAfter(deadline: .now() + toast.duration, execute: task)
    }

    private func dismiss() {
        withAnimation {
            toast = nil
        }
        workItem?.cancel()
        workItem = nil
    }
}

public extension View {
    func toastView(toast: Binding<Toast?>) -> some View {
        modifier(ToastModifier(toast: toast))
    }
}

struct ToastDemo: View {
    @State private var toast: Toast?

    var body: some View {
        VStack(spacing: 20) {
            Button("Saved") {
                toast = Toast(style: .success, message: "Saved.")
            }
            Button("Offline") {
                toast = Toast(style: .error, message: "You are offline.", duration: 1)
            }
        }
        .toastView(toast: $toast)
    }
}

#Preview {
    ToastDemo()
}
