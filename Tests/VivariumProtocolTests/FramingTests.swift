import Foundation
import Testing
@testable import VivariumProtocol

@Suite struct FramingTests {
    @Test func framesSplitAtNewlinesAcrossReads() {
        var framer = LineFramer()
        #expect(framer.append(Array("{\"a\":".utf8)) == [])
        #expect(framer.append(Array("1}\n{\"b\":2}\n{".utf8)) == [.frame(Data("{\"a\":1}".utf8)), .frame(Data("{\"b\":2}".utf8))])
        #expect(framer.pendingBytes == 1)
    }

    @Test func anOversizedFrameIsReportedOnceAndDroppedWithoutBuffering() {
        var framer = LineFramer(maxFrameBytes: 8)
        #expect(framer.append(Array("0123456789".utf8)) == [.tooLarge])
        #expect(framer.pendingBytes == 0)
        #expect(framer.append(Array("more bytes of it".utf8)) == [])
        #expect(framer.pendingBytes == 0)
        #expect(framer.append(Array("\n{}\n".utf8)) == [.frame(Data("{}".utf8))])
    }

    /// The daemon's decoder takes a read's bytes a line at a time; it finds the frames the
    /// byte-at-a-time framer finds, however the bytes are split across reads.
    @Test func contiguousReadsFrameAsBytesDo() {
        let input = Array("{\"a\":1}\r\n\n  \n0123456789abc\n{\"b\":2}\n0123456789\n01234567\n{\"c\"".utf8)
        for split in 1...input.count {
            var bytewise = LineFramer(maxFrameBytes: 10)
            var contiguous = LineFramer(maxFrameBytes: 10)
            var expected: [LineFramer.Frame] = []
            var got: [LineFramer.Frame] = []
            var start = 0
            while start < input.count {
                let chunk = Array(input[start..<min(start + split, input.count)])
                expected += bytewise.append(chunk)
                got += chunk.withUnsafeBytes { contiguous.append(contiguous: $0) }
                start += split
            }
            #expect(got == expected, "split every \(split) bytes")
            #expect(contiguous.pendingBytes == bytewise.pendingBytes)
        }
    }

    @Test func blankLinesAndCarriageReturnsAreNotFrames() {
        var framer = LineFramer()
        #expect(framer.append(Array("\n  \n{}\r\n".utf8)) == [.frame(Data("{}".utf8))])
    }
}

@Suite struct MessageTests {
    @Test func malformedJSONIsAParseError() throws {
        guard case .failure(let error) = Message.decode(Data("{not json".utf8)) else {
            Issue.record("decoded malformed JSON")
            return
        }
        #expect(error.code == .parseError)
    }

    @Test func jsonThatIsNotARequestIsInvalid() throws {
        for text in ["[1, 2]", "{\"id\": 1, \"method\": \"hello\"}", "{\"jsonrpc\": \"2.0\", \"id\": 3}"] {
            guard case .failure(let error) = Message.decode(Data(text.utf8)) else {
                Issue.record("accepted \(text)")
                continue
            }
            #expect(error.code == .invalidRequest)
        }
    }

    @Test func aRequestRoundTripsWithSortedKeys() throws {
        let message = try RunCommand.request(id: .number(7), .init(graph: "g", line: "tree"))
        let text = String(decoding: try message.frame(), as: UTF8.self)
        #expect(text == "{\"id\":7,\"jsonrpc\":\"2.0\",\"method\":\"command\",\"params\":{\"graph\":\"g\",\"line\":\"tree\"}}\n")
        guard case .success(.request(let id, let method, let params)) = Message.decode(Data(text.utf8).dropLast()) else {
            Issue.record("did not decode")
            return
        }
        #expect(id == .number(7))
        #expect(method == "command")
        #expect(try Wire.decode(RunCommand.Params.self, from: params) == .init(graph: "g", line: "tree"))
    }

    @Test func anErrorWithoutIdEncodesNullId() throws {
        let text = String(decoding: try Message.error(id: nil, error: ResponseError(.parseError, "bad")).encoded(), as: UTF8.self)
        #expect(text == "{\"error\":{\"code\":-32700,\"message\":\"bad\"},\"id\":null,\"jsonrpc\":\"2.0\"}")
    }

    @Test func everyMethodHasAUniqueName() {
        let names = Registry.methods.map { $0.name } + Registry.notifications.map { $0.name }
        #expect(Set(names).count == names.count)
        #expect(Registry.methodNames.contains("hello"))
    }
}

@Suite struct SocketLocationTests {
    @Test func explicitThenEnvironmentThenRuntimeDirectoryThenTmp() {
        #expect(SocketLocation.resolve(explicit: "/x/s", environment: ["VIVARIUM_SOCKET": "/y"], uid: 5) == "/x/s")
        #expect(SocketLocation.resolve(environment: ["VIVARIUM_SOCKET": "/y", "XDG_RUNTIME_DIR": "/run/u"], uid: 5) == "/y")
        #expect(SocketLocation.resolve(environment: ["XDG_RUNTIME_DIR": "/run/user/5"], uid: 5) == "/run/user/5/vivarium/socket")
        #expect(SocketLocation.resolve(environment: [:], uid: 5) == "/tmp/vivarium-5/socket")
    }
}
