import Foundation
import Testing
@testable import VivariumProtocol
import VivariumWire

/// The hand-written reader of request frames (the daemon's hot path) means what `JSONDecoder`
/// means, frame for frame: it reads a frame the same way, or gives up and lets `JSONDecoder` read it.
@Suite struct JSONReaderTests {
    static let frames = [
        #"{"jsonrpc":"2.0","id":1,"method":"command","params":{"graph":"g","line":"tree"}}"#,
        #" { "method" : "command" , "params" : { "line" : "tap \"Add\"\n", "graph" : "é/ü" } , "id" : "a\"b" , "jsonrpc" : "2.0" } "#,
        #"{"jsonrpc":"2.0","id":null,"method":"hello","params":{"protocol":"1.0","client":"x\u00e9\ud83d\ude00\/"}}"#,
        #"{"jsonrpc":"2.0","method":"note","params":[1,2.5,-3e2,true,false,null,{"a":[]}]}"#,
        #"{"jsonrpc":"2.0","id":-7,"method":"graph.list","params":null}"#,
        #"{"jsonrpc":"2.0","id":2,"method":"graph.list"}"#,
        #"{"jsonrpc":"2.0","id":1.5,"method":"graph.list"}"#,
        #"{"jsonrpc":"2.0","id":1e3,"method":"graph.list"}"#,
        #"{"jsonrpc":"2.0","id":99999999999999999999,"method":"graph.list"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"x","method":"y"}"#,
        #"{"jsonrpc":"1.0","id":1,"method":"x"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"x","params":{"s":"\ud800"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"x","params":{"n":01}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"x","params":{"n":1e999}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"x","params":{"t":"a"# + "\u{01}" + #"b"}}"#,
        #"{"jsonrpc":"2.0","id":1,"result":{}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"x"} trailing"#,
        #"{"jsonrpc":"2.0","id":1,"method":"x","extra":[1,{"b":null}]}"#,
        "{not json",
        "",
    ]

    @Test(arguments: frames)
    func aFrameMeansWhatJSONDecoderMakesOfIt(_ frame: String) throws {
        let data = Data(frame.utf8)
        let slow = Message.decodeWithFoundation(data)
        guard let fast = Message.decodeFast(data) else { return }
        guard case .success(let expected) = slow else {
            Issue.record("the reader accepted a frame JSONDecoder refuses: \(frame)")
            return
        }
        #expect(try fast.encoded() == expected.encoded())
    }

    @Test func theHotFramesAreReadWithoutJSONDecoder() {
        for frame in Self.frames.prefix(6) {
            #expect(Message.decodeFast(Data(frame.utf8)) != nil, "\(frame)")
        }
    }

    @Test func commandParamsReadAsWireDecodeReadsThem() throws {
        let cases: [JSONValue] = [
            .object(["graph": .string("g"), "line": .string("tree")]),
            .object(["graph": .string("g"), "line": .string("tree"), "tree": .string("full"), "wholeTreeUpTo": .number(0)]),
            .object(["graph": .string("g"), "line": .string("tree"), "tree": .string("some")]),
            .object(["graph": .string("g"), "line": .string("tree"), "wholeTreeUpTo": .number(2.5)]),
            .object(["graph": .string("g"), "line": .number(1)]),
        ]
        for value in cases {
            let slow = try? Wire.decode(RunCommand.Params.self, from: value)
            if let fast = RunCommand.Params(fast: value) { #expect(fast == slow) }
        }
        #expect(RunCommand.Params(fast: cases[1])?.tree == .full)
    }

    @Test func stringsAreWrittenAsJSONEncoderWritesThem() throws {
        for text in ["plain", "q\"b\\s/", "\n\r\t\u{08}\u{0C}\u{01}\u{1F}", "é😀\u{2028}"] {
            var data = Data()
            JSONText.string(text, into: &data)
            #expect(data == (try Wire.encoder.encode(text)))
        }
    }
}
