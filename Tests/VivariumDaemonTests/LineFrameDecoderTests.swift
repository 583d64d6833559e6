import Foundation
import NIOCore
import NIOEmbedded
import Testing
@testable import VivariumDaemon
import VivariumProtocol

@Suite struct LineFrameDecoderTests {
    private func channel(max: Int = LineFramer.defaultMaxFrameBytes) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(LineFrameDecoder(maxFrameBytes: max)))
        try channel.pipeline.syncOperations.addHandler(MessageToByteHandler(MessageEncoder()))
        return channel
    }

    private func frames(_ channel: EmbeddedChannel) throws -> [LineFramer.Frame] {
        var frames: [LineFramer.Frame] = []
        while let frame = try channel.readInbound(as: LineFramer.Frame.self) { frames.append(frame) }
        return frames
    }

    @Test func framesSplitAcrossReads() throws {
        let channel = try channel()
        try channel.writeInbound(ByteBuffer(string: "{\"a\":"))
        #expect(try frames(channel) == [])
        try channel.writeInbound(ByteBuffer(string: "1}\n{\"b\":2}\r\n\n{"))
        #expect(try frames(channel) == [.frame(Data("{\"a\":1}".utf8)), .frame(Data("{\"b\":2}".utf8))])
        _ = try channel.finish()
    }

    @Test func anOversizedFrameIsReportedOnceAndTheNextFrameSurvives() throws {
        let channel = try channel(max: 16)
        try channel.writeInbound(ByteBuffer(string: String(repeating: "x", count: 40)))
        try channel.writeInbound(ByteBuffer(string: String(repeating: "y", count: 40)))
        #expect(try frames(channel) == [.tooLarge])
        try channel.writeInbound(ByteBuffer(string: "zz\n{}\n"))
        #expect(try frames(channel) == [.frame(Data("{}".utf8))])
        _ = try channel.finish()
    }

    @Test func anUnterminatedLastLineIsAFrameAtEOF() throws {
        let channel = try channel()
        try channel.writeInbound(ByteBuffer(string: "{\"last\":true}"))
        #expect(try frames(channel) == [])
        _ = try channel.finish(acceptAlreadyClosed: true)
        #expect(try frames(channel) == [.frame(Data("{\"last\":true}".utf8))])
    }

    @Test func messagesAreWrittenAsOneSortedLine() throws {
        let channel = try channel()
        try channel.writeOutbound(Message.request(id: .number(1), method: "graph.list", params: ["b": 1, "a": 2]))
        let buffer = try #require(try channel.readOutbound(as: ByteBuffer.self))
        #expect(String(buffer: buffer) == "{\"id\":1,\"jsonrpc\":\"2.0\",\"method\":\"graph.list\",\"params\":{\"a\":2,\"b\":1}}\n")
        _ = try channel.finish()
    }
}
