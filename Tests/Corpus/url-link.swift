// Demonstrates: URL values — URL(string:), appendingPathComponent, host, Link and openURL from the environment.
import SwiftUI

struct LinksView: View {
    @Environment(\.openURL) private var openURL
    @State private var page = "intro"
    private let base = URL(string: "https://example.com/docs")!

    private var pageURL: URL {
        base.appendingPathComponent(page)
    }

    var body: some View {
        VStack {
            Text(pageURL.absoluteString)
            Text("Host: \(base.host ?? "none")")
            Link("Open docs", destination: pageURL)
            Button("Next page") { page = "advanced" }
            Button("Open in browser") { openURL(pageURL) }
        }
    }
}

#Preview {
    LinksView()
}
