/// `import WebKit`: `WKWebView` for the representables that wrap it, with its configuration and
/// its navigation delegate. The playground has no network and no web engine, as its
/// `URLSession` has none: `load(_:)` of a remote page fails as an offline iPhone's does — the
/// delegate hears `webView(_:didStartProvisionalNavigation:)`, then
/// `webView(_:didFailProvisionalNavigation:withError:)` with `URLError(.notConnectedToInternet)`
/// ("The Internet connection appears to be offline.") — and `loadHTMLString(_:baseURL:)`, which
/// needs no network, commits and finishes (`didCommit`, `didFinish`). Each arrives after a
/// suspension, as WebKit's callbacks do on the main thread. Nothing is rendered and no script
/// runs (`evaluateJavaScript` is not modelled). Apple, "WKNavigationDelegate": its methods are
/// optional; a delegate implements those it wants.
extension BundledModule {
    static let webKit = BundledModule(
        name: "WebKit",
        dependencies: ["UIKit", "UIKitControls", "FoundationNetwork", "FoundationErrors"],
        autoloadNames: [],
        source: #"""
class WKNavigation: NSObject {
}

class WKPreferences: NSObject {
    var javaScriptCanOpenWindowsAutomatically = false
    var isFraudulentWebsiteWarningEnabled = true
    var minimumFontSize = 0.0
}

class WKUserContentController: NSObject {
    private(set) var scriptMessageHandlerNames: [String] = []
    func add(_ scriptMessageHandler: Any, name: String) { scriptMessageHandlerNames.append(name) }
    func removeScriptMessageHandler(forName name: String) { scriptMessageHandlerNames.removeAll { $0 == name } }
    func removeAllScriptMessageHandlers() { scriptMessageHandlerNames = [] }
}

class WKWebViewConfiguration: NSObject {
    var preferences = WKPreferences()
    var userContentController = WKUserContentController()
    var allowsInlineMediaPlayback = false
    var allowsAirPlayForMediaPlayback = true
    var allowsPictureInPictureMediaPlayback = true
    var applicationNameForUserAgent: String? = nil
}

protocol WKNavigationDelegate: AnyObject {}

extension WKNavigationDelegate {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
}

protocol WKUIDelegate: AnyObject {}

class WKWebView: UIView {
    let configuration: WKWebViewConfiguration
    weak var navigationDelegate: WKNavigationDelegate?
    weak var uiDelegate: WKUIDelegate?
    private(set) var url: URL? = nil
    private(set) var title: String? = nil
    private(set) var isLoading = false
    private(set) var estimatedProgress = 0.0
    private(set) var canGoBack = false
    private(set) var canGoForward = false
    var allowsBackForwardNavigationGestures = false
    var allowsLinkPreview = true
    var customUserAgent: String? = nil
    var isInspectable = false
    let scrollView = UIScrollView(frame: CGRect())
    private var backList: [URL] = []

    init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    override init(frame: CGRect) {
        self.configuration = WKWebViewConfiguration()
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) {
        self.configuration = WKWebViewConfiguration()
        super.init(frame: CGRect())
    }

    private func _start(_ destination: URL?) -> WKNavigation {
        if let current = url, destination != current { backList.append(current) }
        canGoBack = !backList.isEmpty
        url = destination
        isLoading = true
        estimatedProgress = 0.1
        return WKNavigation()
    }

    // A remote page: no network here, so the provisional navigation fails offline.
    @discardableResult
    func load(_ request: URLRequest) -> WKNavigation? {
        let navigation = _start(request.url)
        Task {
            await Task.yield()
            self.navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
            self.isLoading = false
            self.estimatedProgress = 1
            self.navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: URLError(.notConnectedToInternet, failure: "The Internet connection appears to be offline."))
        }
        return navigation
    }

    // A page given as text needs no network: it commits and finishes.
    @discardableResult
    func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        let navigation = _start(baseURL ?? URL(string: "about:blank"))
        var pageTitle: String? = nil
        if let open = string.range(of: "<title>"), let close = string.range(of: "</title>") {
            pageTitle = String(string[open.upperBound..<close.lowerBound])
        }
        Task {
            await Task.yield()
            self.navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
            self.navigationDelegate?.webView(self, didCommit: navigation)
            self.title = pageTitle
            self.isLoading = false
            self.estimatedProgress = 1
            self.navigationDelegate?.webView(self, didFinish: navigation)
        }
        return navigation
    }

    @discardableResult
    func reload() -> WKNavigation? {
        guard let current = url else { return nil }
        return load(URLRequest(url: current))
    }

    func stopLoading() { isLoading = false }

    @discardableResult
    func goBack() -> WKNavigation? {
        guard let previous = backList.popLast() else { return nil }
        canGoBack = !backList.isEmpty
        canGoForward = true
        url = nil
        return load(URLRequest(url: previous))
    }

    @discardableResult
    func goForward() -> WKNavigation? { nil }
}
"""#)
}
