import Foundation
import NIOCore
import NIOWebSocket
import VivariumProtocol

/// Carries the daemon's JSON-RPC frames over a WebSocket: each text message in is one frame,
/// handed to the connection's `ConnectionHandler` as the Unix socket's newline framing would
/// hand it; each message out (the `ClientHandle` writes them newline-terminated, several at
/// once when they queued) goes out as one text message. The messages are the very bytes a
/// `viv` client reads; only the framing differs.
///
/// Control frames are answered here: a ping gets its pong, a close gets a close and ends the
/// connection (the requests already received are still answered, then the channel closes). A
/// message over the protocol's frame limit is reported as the line framing reports one
/// (`frameTooLarge`), and the connection goes on.
final class WebSocketFrames: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = LineFramer.Frame
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = WebSocketFrame

    let maxFrameBytes: Int
    private var closing = false

    init(maxFrameBytes: Int = LineFramer.defaultMaxFrameBytes) {
        self.maxFrameBytes = maxFrameBytes
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text, .binary:
            var payload = frame.unmaskedData
            guard payload.readableBytes <= maxFrameBytes else {
                context.fireChannelRead(wrapInboundOut(.tooLarge))
                return
            }
            let bytes = payload.readBytes(length: payload.readableBytes) ?? []
            // NB: as the line framing, a blank message is no frame at all.
            guard !bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") })
            else { return }
            context.fireChannelRead(wrapInboundOut(.frame(Data(bytes))))
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .connectionClose:
            close(context: context, code: .normalClosure)
        default:
            break
        }
    }

    /// Splits what the client handle wrote into one text message per newline-terminated frame.
    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        var buffer = unwrapOutboundIn(data)
        guard !closing else {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        var last: EventLoopFuture<Void>?
        while buffer.readableBytes > 0 {
            let view = buffer.readableBytesView
            let length = view.firstIndex(of: UInt8(ascii: "\n")).map { $0 - view.startIndex } ?? view.count
            let message = buffer.readSlice(length: length)!
            if buffer.readableBytes > 0 { buffer.moveReaderIndex(forwardBy: 1) }
            guard message.readableBytes > 0 else { continue }
            last = context.write(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: message)))
        }
        if let promise {
            if let last { last.cascade(to: promise) } else { promise.succeed() }
        }
    }

    /// The peer left without a close frame: the connection's input has ended.
    func channelInactive(context: ChannelHandlerContext) {
        closing = true
        context.fireChannelInactive()
    }

    /// Sends a close frame with `code` (once) and closes the channel after it.
    private func close(context: ChannelHandlerContext, code: WebSocketErrorCode) {
        guard !closing else { return }
        closing = true
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(frame)).whenComplete { _ in channel.close(promise: nil) }
    }
}
