#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NIOCore
import NIOEmbedded
import NIOWebSocket
import Testing
@testable import VivariumDaemon
import VivariumProtocol

/// The web view's parts without a server: the token, request targets, the kernel's table of
/// TCP sockets, and the WebSocket framing of the daemon's messages.
@Suite struct WebAccessTests {
    @Test func aTokenAdmitsItselfOnly() {
        let token = WebToken.random()
        #expect(token.value.count == 64 && token.value.allSatisfy(\.isHexDigit))
        #expect(token != WebToken.random())
        #expect(token.admits(token.value))
        for other in [nil, "", String(token.value.dropLast()), token.value + "0", token.value.uppercased() == token.value ? "x" : token.value.uppercased(),
                      String(repeating: "0", count: 64)] {
            #expect(!token.admits(other), "\(other ?? "nil")")
        }
        #expect(!"\(token)".contains(token.value))
    }

    @Test func aTargetIsItsPathAndQuery() {
        let target = WebTarget("/ws?graph=my%20graph&token=abc&token=second&flag")
        #expect(target.path == "/ws")
        #expect(target.token == "abc")
        #expect(target.query["graph"] == "my graph" && target.query["flag"] == "")
        #expect(WebTarget("/").token == nil && WebTarget("/?").path == "/")
    }

    @Test func theClientEndOfALoopbackConnectionIsFoundInTheKernelsTable() throws {
        // A table longer than a page (the kernel gives /proc files a page per read), the row last.
        var table = "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n"
        for index in 0..<60 {
            table += String(format: "%4d: 0100007F:%04X 0100007F:1F90 01 00000000:00000000 00:00000000 00000000  1000        0 %d 1 0000000000000000 20 4 30 10 -1\n", index, 30000 + index, 100 + index)
        }
        table += "  60: 0100007F:C350 0100007F:1F90 01 00000000:00000000 00:00000000 00000000    42        0 7 1 0000000000000000 20 4 30 10 -1\n"
        #expect(table.utf8.count > 4096)
        #expect(LoopbackPeer.uid(in: table, client: "0100007F:C350", server: "0100007F:1F90") == 42)
        #expect(LoopbackPeer.uid(in: table, client: "0100007F:7530", server: "0100007F:1F90") == 1000)
        #expect(LoopbackPeer.uid(in: table, client: "0100007F:C351", server: "0100007F:1F90") == nil)
        #expect(LoopbackPeer.uid(in: table, client: "0100007F:1F90", server: "0100007F:C350") == nil)

        let address = try SocketAddress(ipAddress: "127.0.0.1", port: 8080)
        #expect(LoopbackPeer.endpoint(address) == (UInt32(1).bigEndian == 1 ? "7F000001:1F90" : "0100007F:1F90"))
        #expect(LoopbackPeer.endpoint(try SocketAddress(ipAddress: "::1", port: 80)) == nil)
    }

    @Test func theKernelNamesThisProcessAsTheOwnerOfItsOwnConnection() throws {
        // A real connection over loopback: the lookup reads the whole table, however long.
        let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0), client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(server); close(client) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                _ = bind(server, $0, length)
                _ = getsockname(server, $0, &length)
                _ = listen(server, 1)
                _ = connect(client, $0, length)
            }
        }
        let accepted = accept(server, nil, nil)
        defer { close(accepted) }
        var local = sockaddr_in(), remote = sockaddr_in()
        withUnsafeMutablePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(accepted, $0, &length) } }
        withUnsafeMutablePointer(to: &remote) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getpeername(accepted, $0, &length) } }
        let uid = LoopbackPeer.uid(remote: SocketAddress(remote, host: "127.0.0.1"), local: SocketAddress(local, host: "127.0.0.1"))
        #expect(uid == geteuid())
    }

    @Test func messagesTravelOnePerTextFrame() throws {
        let channel = EmbeddedChannel(handler: WebSocketFrames(maxFrameBytes: 16))
        defer { _ = try? channel.finish() }
        // Out: what the client handle writes (newline-terminated, several at once) is one text frame each.
        var out = channel.allocator.buffer(capacity: 32)
        out.writeString("{\"a\":1}\n{\"b\":2}\n")
        try channel.writeOutbound(out)
        let frames = try [channel.readOutbound(as: WebSocketFrame.self), channel.readOutbound(as: WebSocketFrame.self)]
        #expect(frames.map { $0?.opcode } == [.text, .text])
        #expect(frames.map { $0.map { String(buffer: $0.data) } } == ["{\"a\":1}", "{\"b\":2}"])
        #expect(try channel.readOutbound(as: WebSocketFrame.self) == nil)

        // In: a text message is one frame; a blank one none; one over the limit is reported.
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .text, data: channel.allocator.buffer(string: "{\"id\":1}")))
        #expect(try channel.readInbound(as: LineFramer.Frame.self) == .frame(Data("{\"id\":1}".utf8)))
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .text, data: channel.allocator.buffer(string: "  ")))
        #expect(try channel.readInbound(as: LineFramer.Frame.self) == nil)
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .text, data: channel.allocator.buffer(string: String(repeating: "x", count: 17))))
        #expect(try channel.readInbound(as: LineFramer.Frame.self) == .tooLarge)

        // A ping is answered; a close is answered and closes.
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .ping, data: channel.allocator.buffer(string: "p")))
        let pong = try channel.readOutbound(as: WebSocketFrame.self)
        #expect(pong?.opcode == .pong && pong.map { String(buffer: $0.data) } == "p")
        try channel.writeInbound(WebSocketFrame(fin: true, opcode: .connectionClose, data: channel.allocator.buffer(bytes: [0x03, 0xE8])))
        #expect(try channel.readOutbound(as: WebSocketFrame.self)?.opcode == .connectionClose)
        #expect(!channel.isActive)
    }
}
