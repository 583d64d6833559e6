// Demonstrates: a popover with an attachment anchor and arrow edge (a sheet on iPhone), presentationCompactAdaptation(.popover), and a tip that is dismissed and not shown again.
import SwiftUI

struct FeatureTip: View {
    let onDismiss: () -> Void
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("New: Favorites").font(.headline)
            Text("Long-press any item to add it.")
            Button("Got it", action: onDismiss)
        }
        .padding()
        .onAppear { print("tip shown") }
    }
}

struct ToolbarWithTip: View {
    @State private var showTip = true
    @State private var tipDismissedCount = 0

    var body: some View {
        VStack {
            Button("Favorites") { showTip.toggle() }
                .popover(isPresented: $showTip, attachmentAnchor: .point(.bottom), arrowEdge: .top) {
                    FeatureTip {
                        showTip = false
                        tipDismissedCount += 1
                    }
                    .presentationCompactAdaptation(.popover)
                }
            Text("Dismissed \(tipDismissedCount) time(s)")
        }
    }
}

#Preview {
    ToolbarWithTip()
}
