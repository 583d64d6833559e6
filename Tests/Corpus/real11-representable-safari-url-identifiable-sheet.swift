// Demonstrates: opening links in-app with SafariServices: `import SafariServices`, `struct SafariView: UIViewControllerRepresentable` returning an `SFSafariViewController(url:)`, `extension URL: Identifiable { public var id: String { absoluteString } }` so a `@State var selectedURL: URL?` drives `.sheet(item:)`, a list of articles whose rows set it.
// Source: public app code (a reading-list app's in-app browser with the `URL: Identifiable` retroactive conformance many apps add); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI
import SafariServices

struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: UIViewControllerRepresentableContext<SafariView>) -> SFSafariViewController {
        return SFSafariViewController(url: url)
    }

    func updateUIViewController(_ uiViewController: SFSafariViewController, context: UIViewControllerRepresentableContext<SafariView>) {
    }
}

extension URL: Identifiable {
    public var id: String { absoluteString }
}

struct Article: Identifiable {
    let id = UUID()
    let title: String
    let link: String
}

struct ReadingListView: View {
    @State private var selectedURL: URL?

    let articles = [
        Article(title: "Swift.org", link: "https://swift.org"),
        Article(title: "SwiftUI Tutorials", link: "https://developer.apple.com/tutorials/swiftui"),
    ]

    var body: some View {
        NavigationStack {
            List(articles) { article in
                Button(article.title) {
                    selectedURL = URL(string: article.link)
                }
            }
            .navigationTitle("Reading List")
            .sheet(item: $selectedURL) { url in
                SafariView(url: url)
                    .ignoresSafeArea()
            }
        }
    }
}

#Preview {
    ReadingListView()
}
