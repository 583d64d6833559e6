// Demonstrates: Link and ShareLink with URLs, @Environment(\.openURL) called from a button, URL(string:) with query items built by URLComponents, and a custom OpenURLAction handler.
import SwiftUI

struct SupportView: View {
    @Environment(\.openURL) private var openURL
    @State private var lastOpened = "nothing yet"

    private let website = URL(string: "https://example.com/help")!

    private var mailURL: URL? {
        var components = URLComponents()
        components.scheme = "mailto"
        components.path = "support@example.com"
        components.queryItems = [URLQueryItem(name: "subject", value: "App feedback")]
        return components.url
    }

    var body: some View {
        List {
            Link("Help center", destination: website)
            Link(destination: URL(string: "https://example.com/status")!) {
                Label("Service status", systemImage: "waveform.path.ecg")
            }
            ShareLink(item: website) {
                Label("Share help page", systemImage: "square.and.arrow.up")
            }
            ShareLink("Share text", item: "Check out this app!")
            Button("Email support") {
                if let mailURL {
                    openURL(mailURL)
                    lastOpened = mailURL.absoluteString
                }
            }
            Text("Last opened: \(lastOpened)")
        }
        .environment(\.openURL, OpenURLAction { url in
            print("handling \(url.absoluteString)")
            return .handled
        })
    }
}

#Preview {
    SupportView()
}
