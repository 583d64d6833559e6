// Demonstrates: wrapping WKWebView in a UIViewRepresentable with a URL binding and a Coordinator as WKNavigationDelegate.
import SwiftUI
import WebKit

struct WebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let webView = WKWebView()
        webView.navigationDelegate = context.coordinator
        return webView
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: url))
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, WKNavigationDelegate {
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            print("loaded")
        }
    }
}

struct BrowserView: View {
    var body: some View {
        WebView(url: URL(string: "https://www.swift.org")!)
            .ignoresSafeArea()
    }
}

#Preview {
    BrowserView()
}
