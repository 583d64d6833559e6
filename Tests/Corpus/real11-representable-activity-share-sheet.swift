// Demonstrates: a share sheet the UIKit way: `struct ShareSheet: UIViewControllerRepresentable` with `var activityItems: [Any]`, `var applicationActivities: [UIActivity]? = nil`, `excludedActivityTypes`, `makeUIViewController` building a `UIActivityViewController`, an empty `updateUIViewController`; presented with `.sheet(isPresented:)` from a toolbar-less screen whose button also bumps a share count.
// Source: public app code (a share-sheet representable kept in many apps' Utilities folders before `ShareLink`); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UIKit

struct ShareSheet: UIViewControllerRepresentable {
    typealias Callback = (_ activityType: UIActivity.ActivityType?, _ completed: Bool, _ returnedItems: [Any]?, _ error: Error?) -> Void

    var activityItems: [Any]
    var applicationActivities: [UIActivity]? = nil
    var excludedActivityTypes: [UIActivity.ActivityType]? = nil
    var callback: Callback? = nil

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(
            activityItems: activityItems,
            applicationActivities: applicationActivities)
        controller.excludedActivityTypes = excludedActivityTypes
        controller.completionWithItemsHandler = callback
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {
        // nothing to do here
    }
}

struct QuoteView: View {
    @State private var showShareSheet = false
    @State private var shareCount = 0
    let quote = "Simplicity is the soul of efficiency."

    var body: some View {
        VStack(spacing: 20) {
            Text(quote)
                .font(.title2)
                .multilineTextAlignment(.center)
            Text("Shared \(shareCount) times")
                .foregroundColor(.secondary)
            Button(action: {
                shareCount += 1
                showShareSheet = true
            }) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
        }
        .padding()
        .sheet(isPresented: $showShareSheet) {
            ShareSheet(activityItems: [quote])
        }
    }
}

#Preview {
    QuoteView()
}
