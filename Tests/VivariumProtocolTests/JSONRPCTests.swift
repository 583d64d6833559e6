import Foundation
import Testing
import VivariumProtocol
import VivariumWire

/// JSON-RPC 2.0 as the specification says (issue 10, item 6): batches, `"id": null`,
/// frames that are not UTF-8, and nesting bounded before decoding.
@Suite struct JSONRPCTests {
    private func decode(_ text: String) -> Result<IncomingFrame, ResponseError> { IncomingFrame.decode(Data(text.utf8)) }

    @Test func aBatchIsDecodedElementByElement() throws {
        let frame = decode(#"[{"jsonrpc":"2.0","id":1,"method":"graph.list"}, {"jsonrpc":"2.0","method":"note"}, 7, {"id":2}]"#)
        guard case .success(.batch(let messages)) = frame else { Issue.record("not a batch: \(frame)"); return }
        #expect(messages.count == 4)
        guard case .success(.request(let id, let method, _)) = messages[0] else { Issue.record("\(messages[0])"); return }
        #expect(id == .number(1) && method == "graph.list")
        guard case .success(.notification(let name, _)) = messages[1] else { Issue.record("\(messages[1])"); return }
        #expect(name == "note")
        guard case .failure(let notAMessage) = messages[2], case .failure(let noVersion) = messages[3] else {
            Issue.record("\(messages[2]), \(messages[3])")
            return
        }
        #expect(notAMessage.code == .invalidRequest && noVersion.code == .invalidRequest)
    }

    @Test func anEmptyBatchIsAnInvalidRequest() {
        guard case .failure(let error) = decode("[]") else { Issue.record("accepted"); return }
        #expect(error.code == .invalidRequest)
        #expect(error.message == "invalid request: an empty batch")
    }

    @Test func aNullIDIsARequestAnsweredWithANullID() throws {
        guard case .success(.single(.request(let id, let method, _))) = decode(#"{"jsonrpc":"2.0","id":null,"method":"graph.list"}"#) else {
            Issue.record("not a request")
            return
        }
        #expect(id == .null && method == "graph.list")
        let answer = try Message.response(id: id, Empty()).encoded()
        #expect(String(decoding: answer, as: UTF8.self) == #"{"id":null,"jsonrpc":"2.0","result":{}}"#)
        // Without an id it is a notification.
        guard case .success(.single(.notification)) = decode(#"{"jsonrpc":"2.0","method":"graph.list"}"#) else {
            Issue.record("not a notification")
            return
        }
    }

    @Test func aFrameThatIsNotUTF8IsAParseError() {
        var bytes = Array(#"{"jsonrpc":"2.0","id":1,"method":"command","params":{"graph":"g","line":"tree"#.utf8)
        bytes += [0xC3, 0x28] + Array(#""}}"#.utf8)
        guard case .failure(let error) = IncomingFrame.decode(Data(bytes)) else { Issue.record("accepted"); return }
        #expect(error.code == .parseError)
        #expect(error.message == "parse error: the frame is not valid UTF-8")
    }

    @Test(arguments: ["[", "{\"a\":"])
    func deepNestingIsRefusedBeforeDecoding(opener: String) {
        let text = String(repeating: opener, count: 511)
        // Refused by the nesting pre-scan (its message), before any decoder sees the frame.
        guard case .failure(let error) = decode(text) else { Issue.record("accepted"); return }
        #expect(error.code == .parseError)
        #expect(error.message == "parse error: the frame nests deeper than 64 levels")
        // Brackets inside strings do not count.
        let quoted = #"{"jsonrpc":"2.0","id":1,"method":"command","params":{"graph":"g","line":"\#(String(repeating: "[", count: 800))"}}"#
        guard case .success(.single(.request)) = decode(quoted) else { Issue.record("refused"); return }
    }

    @Test func commandFramesAreWhatTheWireEncoderMakes() throws {
        let reply = Reply(command: "tree", ok: true)
        let data = try Wire.encoder.encode(reply)
        let result = RunCommand.Result(rev: 7, reply: reply)
        let id = RequestID.string("x/1")
        #expect(try CommandFrames.result(id: id, rev: 7, reply: data).encoded() == Message.response(id: id, result).encoded())

        let failed = ResponseError(.commandFailed, "command failed: \"no\" / é", data: try Wire.encode(result))
        #expect(try CommandFrames.error(id: .number(3), code: .commandFailed, message: failed.message, rev: 7, reply: data).encoded()
                == Message.error(id: .number(3), error: failed).encoded())

        let client = ClientInfo(clientId: 2, name: "viv (alice)")
        let event = GraphEvent.Params(graph: "g", rev: 7, by: client, line: "tap \"Add\"", reply: reply)
        #expect(try CommandFrames.event(graph: "g", rev: 7, by: client, line: "tap \"Add\"", reply: data).encoded()
                == GraphEvent.notification(event).encoded())
    }
}
