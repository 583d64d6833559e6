import Foundation

/// The web view's page: HTML, CSS and plain JavaScript (`Web/Page/`), compiled into the binary
/// as they are (SwiftPM's `embedInCode`) and served from memory. No build step, no CDN: what is
/// in the repository is what the browser runs.
///
/// The page's files are asked for with the token (`/page.css?token=…`): the HTML names them so,
/// its `{{token}}` replaced as it is served.
struct WebPage: Sendable {
    /// The WebSocket's path.
    static let socketPath = "/ws"

    struct Asset: Sendable {
        var contentType: String
        var bytes: [UInt8]
        /// `{{token}}` is replaced by the token as it is served.
        var namesToken = false
    }

    private let assets: [String: Asset] = [
        "/": Asset(contentType: "text/html; charset=utf-8", bytes: PackageResources.index_html, namesToken: true),
        "/page.css": Asset(contentType: "text/css; charset=utf-8", bytes: PackageResources.page_css),
        "/js/rpc.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.rpc_js),
        "/js/reply.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.reply_js),
        "/js/tree.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.tree_js),
        "/js/timeline.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.timeline_js),
        "/js/app.js": Asset(contentType: "text/javascript; charset=utf-8", bytes: PackageResources.app_js),
    ]

    /// The file at `path`, if the page has one (`/index.html` is `/`).
    func asset(at path: String) -> Asset? {
        assets[path == "/index.html" ? "/" : path]
    }

    /// What is sent for `asset`.
    func body(of asset: Asset, token: WebToken) -> Data {
        guard asset.namesToken else { return Data(asset.bytes) }
        let text = String(decoding: asset.bytes, as: UTF8.self)
        return Data(text.replacingOccurrences(of: "{{token}}", with: token.value).utf8)
    }

    /// Headers of every page response: nothing cached, no referrer (the URL holds the token),
    /// scripts and styles only from the page itself, and connections only to its WebSocket.
    static func securityHeaders(port: Int) -> [(String, String)] {
        [
            ("Cache-Control", "no-store"),
            ("Referrer-Policy", "no-referrer"),
            ("X-Content-Type-Options", "nosniff"),
            ("X-Frame-Options", "DENY"),
            ("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                + "connect-src 'self' ws://127.0.0.1:\(port) ws://localhost:\(port); base-uri 'none'; form-action 'none'; frame-ancestors 'none'"),
        ]
    }
}
