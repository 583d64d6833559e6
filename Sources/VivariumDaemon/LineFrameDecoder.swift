import NIOCore
import VivariumProtocol

/// Splits a connection's bytes into newline-delimited frames with `LineFramer`'s size limit.
///
/// Every byte handed in is consumed at once, so NIO's accumulation buffer never holds more
/// than one read; an oversized frame surfaces once as `.tooLarge` and the rest of its bytes
/// are dropped as they arrive.
public struct LineFrameDecoder: ByteToMessageDecoder {
    public typealias InboundOut = LineFramer.Frame

    private var framer: LineFramer

    public init(maxFrameBytes: Int = LineFramer.defaultMaxFrameBytes) {
        framer = LineFramer(maxFrameBytes: maxFrameBytes)
    }

    public mutating func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        guard buffer.readableBytes > 0 else { return .needMoreData }
        let frames = buffer.withUnsafeReadableBytes { framer.append(contiguous: $0) }
        buffer.moveReaderIndex(forwardBy: buffer.readableBytes)
        for frame in frames { context.fireChannelRead(Self.wrapInboundOut(frame)) }
        return .needMoreData
    }

    public mutating func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        _ = try decode(context: context, buffer: &buffer)
        // NB: an unterminated last line is still a frame: `printf '{...}' | nc -U` works.
        if seenEOF, framer.pendingBytes > 0 {
            for frame in framer.append(CollectionOfOne(UInt8(ascii: "\n"))) {
                context.fireChannelRead(Self.wrapInboundOut(frame))
            }
        }
        return .needMoreData
    }
}

/// Writes each outbound message as one line: compact JSON, sorted keys, `\n`.
public struct MessageEncoder: MessageToByteEncoder {
    public typealias OutboundIn = Message

    public init() {}

    public func encode(data: Message, out: inout ByteBuffer) throws {
        out.writeBytes(try data.frame())
    }
}
