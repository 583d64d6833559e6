// Demonstrates: UIKit reached from SwiftUI: UIScreen bounds, UIPasteboard, haptics, UIColor, UIApplication.openSettingsURLString with openURL, ShareLink, Link.
// Source: UIKit developer's tutorial; written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import UIKit

struct ShareCardView: View {
    @Environment(\.openURL) private var openURL
    @State private var copied = false
    @State private var taps = 0

    private let link = URL(string: "https://www.example.com/recipes/42")!
    private var screenWidth: CGFloat { UIScreen.main.bounds.width }

    var body: some View {
        VStack(spacing: 16) {
            Text("Share this recipe")
                .font(.title2.weight(.semibold))
            Text(link.absoluteString)
                .font(.footnote)
                .foregroundColor(Color(UIColor.secondaryLabel))
            Button(copied ? "Copied!" : "Copy link") {
                UIPasteboard.general.string = link.absoluteString
                UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                copied = true
                taps += 1
                print("copied \(UIPasteboard.general.string ?? "-"), host \(link.host ?? "-"), path \(link.path)")
            }
            .buttonStyle(.borderedProminent)
            ShareLink(item: link) {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            Link("Open in browser", destination: link)
            Button("Open settings") {
                if let url = URL(string: UIApplication.openSettingsURLString) {
                    openURL(url)
                }
                print("width fits:", screenWidth > 0, "device:", UIDevice.current.userInterfaceIdiom == .phone)
            }
        }
        .frame(maxWidth: screenWidth * 0.9)
        .padding()
    }
}

#Preview {
    ShareCardView()
}
