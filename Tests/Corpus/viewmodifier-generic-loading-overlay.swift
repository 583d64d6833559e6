// Demonstrates: a ViewModifier with a Bool parameter adding an overlay and disabling content, a View extension wrapping it, a generic container view with @ViewBuilder content, a Task toggling loading after a sleep.
import SwiftUI

struct LoadingOverlay: ViewModifier {
    let isLoading: Bool

    func body(content: Content) -> some View {
        content
            .disabled(isLoading)
            .blur(radius: isLoading ? 2 : 0)
            .overlay {
                if isLoading {
                    ProgressView().controlSize(.large)
                }
            }
    }
}

extension View {
    func loadingOverlay(_ isLoading: Bool) -> some View {
        modifier(LoadingOverlay(isLoading: isLoading))
    }
}

struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)))
    }
}

struct AccountCardView: View {
    @State private var isLoading = false
    @State private var balance = 1200

    var body: some View {
        Card(title: "Savings") {
            Text("Balance: \(balance)")
            Button("Refresh") {
                isLoading = true
                Task {
                    try? await Task.sleep(for: .seconds(1))
                    balance += 25
                    isLoading = false
                    print("refreshed to \(balance)")
                }
            }
        }
        .loadingOverlay(isLoading)
    }
}

#Preview {
    AccountCardView()
}
