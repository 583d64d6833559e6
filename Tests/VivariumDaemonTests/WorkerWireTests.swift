import Foundation
import Testing
@testable import VivariumDaemon
import VivariumWire

/// The worker protocol's hot lines are written and read by hand; they are the JSON the
/// Codable types make and read, so either end may take either path.
@Suite struct WorkerWireTests {
    static let requests: [WorkerRequest] = [
        WorkerRequest(op: .run, line: "tap \"Add\"\n\tmore é😀\\", form: ReplyForm(tree: .full, wholeTreeUpTo: 0, forEvents: true)),
        WorkerRequest(op: .run, line: "tree", form: ReplyForm()),
        WorkerRequest(op: .interrupt, number: 42),
        WorkerRequest(op: .complete, line: "mount Co", cursor: 8),
        WorkerRequest(op: .continueNumbering, number: 7),
        WorkerRequest(op: .replay, entries: [ReplayEntry(line: "load a.swift", loaded: "struct A {}", number: 3)]),
    ]

    @Test(arguments: requests.indices)
    func aRequestLineReadsBackAsItsRequest(_ index: Int) throws {
        let request = Self.requests[index]
        let line = try #require(request.wireLine())
        #expect(line.last == UInt8(ascii: "\n"))
        let body = line.dropLast()
        let read = try #require(WorkerRequest.read(Data(body)))
        let decoded = try JSONDecoder().decode(WorkerRequest.self, from: Data(body))
        for other in [read, decoded] {
            #expect(other.op == request.op)
            #expect(other.line == request.line)
            #expect(other.cursor == request.cursor)
            #expect(other.number == request.number)
            #expect(other.form == request.form)
            #expect(other.entries == request.entries)
        }
    }

    @Test func aSummaryLineReadsBackAsItsSummary() throws {
        let summaries = [
            EngineOutput.Summary(ok: true, changed: false, number: 3),
            EngineOutput.Summary(ok: false, changed: false, code: "interrupted", message: "a \"quoted\"\nmessage", event: true, dirty: true, number: 9),
            EngineOutput.Summary(ok: false, changed: false, code: "runtime", message: "trap", undone: true, number: 10),
            EngineOutput.Summary(ok: true, changed: true, loaded: "struct A: View {\n\tvar body: some View { Text(\"é\") }\n}", event: nil, dirty: nil, number: nil),
        ]
        for summary in summaries {
            let line = summary.wireLine()
            #expect(EngineOutput.Summary.read(line) == summary)
            #expect(try JSONDecoder().decode(EngineOutput.Summary.self, from: line) == summary)
        }
    }

    /// A worker's answer arrives in reads of any size: a summary and a megabyte's reply split
    /// across 64 KiB reads, then two short lines in one read, come out as exactly those lines,
    /// and no line comes out before its newline has arrived.
    @Test func channelLinesCutReadsOfAnySizeIntoTheLinesSent() throws {
        let summary = Array(#"{"ok":true,"changed":true}"#.utf8)
        let reply = Array(repeating: UInt8(ascii: "x"), count: 1 << 20)
        var lines = ChannelLines()
        var incoming = summary + [UInt8(ascii: "\n")] + reply + [UInt8(ascii: "\n")] + Array("a\nb\n".utf8)
        var received: [Data] = []
        while !incoming.isEmpty {
            let size = min(incoming.count, received.count == 1 ? 1 << 16 : 7)
            lines.append(incoming[..<size])
            incoming.removeFirst(size)
            while let line = lines.next() { received.append(line) }
            if received.count == 1, !incoming.isEmpty {
                let early = lines.hasLine()
                #expect(!early)
            }
        }
        #expect(received == [Data(summary), Data(reply), Data("a".utf8), Data("b".utf8)])
        #expect(lines.isEmpty)
    }
}
