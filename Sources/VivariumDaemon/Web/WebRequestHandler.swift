import Foundation
import NIOCore
import NIOHTTP1

/// Answers the web view's plain HTTP requests: the page and its files, from memory
/// (`WebPage`), to a peer of the daemon's uid whose request carries the token; `403 Forbidden`
/// with nothing else (no body, the connection closed) to any other.
///
/// The WebSocket upgrade (`/ws`) is taken by the upgrade handler before this one sees it; a
/// request the upgrader refused arrives here and gets the same 403.
final class WebRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let access: WebAccess
    private let page: WebPage
    private var head: HTTPRequestHead?

    init(access: WebAccess, page: WebPage) {
        self.access = access
        self.page = page
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break
        case .end:
            guard let head else { return }
            self.head = nil
            respond(to: head, context: context)
        }
    }

    /// A refused upgrade is reported here (and its request follows as a plain one): nothing to do.
    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if error is HTTPParserError { context.close(promise: nil) }
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let target = WebTarget(head.uri)
        guard access.admits(target) else {
            access.refused(head)
            send(.forbidden, context: context, keepAlive: false)
            return
        }
        guard head.method == .GET || head.method == .HEAD else {
            send(.methodNotAllowed, headers: [("Allow", "GET, HEAD")], context: context, keepAlive: head.isKeepAlive)
            return
        }
        guard let asset = page.asset(at: target.path) else {
            // `/ws` without a WebSocket upgrade, or a file the page does not have.
            send(target.path == WebPage.socketPath ? .upgradeRequired : .notFound, context: context, keepAlive: head.isKeepAlive)
            return
        }
        let body = page.body(of: asset, token: access.token)
        var headers = WebPage.securityHeaders(port: access.port)
        headers.append(("Content-Type", asset.contentType))
        send(.ok, headers: headers, body: head.method == .HEAD ? nil : body, length: body.count,
             context: context, keepAlive: head.isKeepAlive)
    }

    private func send(_ status: HTTPResponseStatus, headers extra: [(String, String)] = [], body: Data? = nil, length: Int = 0,
                      context: ChannelHandlerContext, keepAlive: Bool) {
        var headers = HTTPHeaders(extra)
        headers.replaceOrAdd(name: "Content-Length", value: String(length))
        headers.replaceOrAdd(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if let body, !body.isEmpty {
            var buffer = context.channel.allocator.buffer(capacity: body.count)
            buffer.writeBytes(body)
            context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        }
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            written.whenComplete { _ in channel.close(promise: nil) }
        }
    }
}
