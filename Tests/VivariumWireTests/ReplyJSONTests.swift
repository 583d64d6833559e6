import Foundation
import Testing
import VivariumWire

/// The reply's JSON as written directly (`ReplyJSON`) is, byte for byte, what `JSONEncoder`
/// with sorted keys and unescaped slashes writes: clients see the same bytes as before.
@Suite struct ReplyJSONTests {
    static func foundation(_ reply: Reply) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(reply))
    }

    /// Every character class a string can hold: quotes, backslashes, slashes, each control
    /// character, DEL, non-ASCII, an emoji, the line and paragraph separators.
    static let awkward = "a\"b\\c/d\u{0}\u{1}\u{7}\u{8}\u{9}\u{a}\u{b}\u{c}\u{d}\u{1b}\u{1f} \u{7f}é€😀\u{2028}\u{2029}"

    static let node = TreeNode(type: "Row", path: "Rows/ForEach[1]/Row", handle: 7, label: "\"Row 1: 0\"", key: "1",
                               storage: ["@StateObject vm = VM#1", awkward],
                               children: [TreeNode(type: "Button", path: "Rows/ForEach[1]/Row/Button", handle: 8, note: "(off screen)")])

    @Test func aFullReplyIsWrittenAsJSONEncoderWritesIt() throws {
        let reply = Reply(command: "tap \"x\"\n" + Self.awkward, ok: true, tree: Self.node,
                          created: [ObjectRecord(id: "VM#1", type: "VM", holder: "Rows/Row.vm", note: "a note")],
                          reused: [ObjectRecord(id: "VM#2", type: "VM")],
                          freed: [ObjectRecord(id: "VM#3", type: "VM", holder: Self.awkward)],
                          leaked: [ObjectRecord(id: "A#1", type: "A", note: "kept alive by a reference cycle: A#1 → B#1")],
                          inits: ["Row", Self.awkward], bodies: ["Rows", "Rows/ForEach[1]/Row"],
                          events: [Event(kind: .`init`, text: "Row"), Event(kind: .body, text: "Row", path: "Rows/Row", reason: "@self"),
                                   Event(kind: .deinit, text: "VM#3", path: Self.awkward), Event(kind: .initializer, text: "x")],
                          output: ["hello", "", Self.awkward], warnings: ["w"], message: "a message",
                          changes: nil, treeLines: nil)
        #expect(ReplyJSON.encode(reply) == (try Self.foundation(reply)))
    }

    @Test func aReplyWithChangesAndAnErrorIsWrittenAsJSONEncoderWritesIt() throws {
        var reply = Reply(command: "tap Rows/ForEach[1]/Row/Button", ok: false,
                          error: ReplyError(code: "runtime", message: Self.awkward, file: "a/b.swift", line: 3, column: 14))
        reply.changes = [TreeChange(kind: .updated, path: "Rows/ForEach[1]/Row", handle: 7, parent: "Rows/ForEach", index: 1,
                                    node: Self.node, shallow: true),
                         TreeChange(kind: .removed, path: "Rows/ForEach[2]/Row", handle: 9, parent: "Rows/ForEach"),
                         TreeChange(kind: .moved, path: "Rows/ForEach[0]/Row", handle: 5, parent: "Rows/ForEach", index: 2),
                         TreeChange(kind: .inserted, path: "Rows", handle: 1, index: 0, node: TreeNode(type: "Rows", path: "Rows", handle: 1))]
        reply.treeLines = 12_345
        #expect(ReplyJSON.encode(reply) == (try Self.foundation(reply)))
        let error = ReplyError(code: "syntax", message: "m")
        let minimal = Reply(command: "", ok: false, error: error)
        #expect(ReplyJSON.encode(minimal) == (try Self.foundation(minimal)))
    }

    @Test func anEmptyReplyIsWrittenAsJSONEncoderWritesIt() throws {
        let reply = Reply(command: "")
        #expect(ReplyJSON.encode(reply) == (try Self.foundation(reply)))
        #expect(String(decoding: ReplyJSON.encode(reply), as: UTF8.self)
                == #"{"bodies":[],"command":"","created":[],"events":[],"freed":[],"inits":[],"leaked":[],"ok":true,"output":[],"reused":[],"warnings":[]}"#)
    }

    /// What it writes decodes to the reply it was given.
    @Test func itDecodesToTheSameReply() throws {
        let reply = Reply(command: Self.awkward, tree: Self.node, events: [Event(kind: .task, text: "t", reason: "r")], message: "m")
        #expect(try JSONDecoder().decode(Reply.self, from: Data(ReplyJSON.encode(reply))) == reply)
    }

    /// A large reply streamed (what the engine worker does) is handed over a chunk at a time,
    /// none much past the limit, and the chunks are the same bytes as the reply encoded whole:
    /// the writer never holds the whole text of a 2,000-row tree and its events.
    @Test func aLargeReplyIsStreamedInChunksOfTheSameBytes() throws {
        let rows = (0..<2_000).map { index in
            TreeNode(type: "Row", path: "Rows/ForEach[\(index)]/Row", handle: index + 2, key: "\(index)",
                     storage: ["@StateObject vm = VM#\(index + 1)"],
                     children: [TreeNode(type: "Button", path: "Rows/ForEach[\(index)]/Row/Button", handle: index + 10_000)])
        }
        let events = (0..<2_000).map { Event(kind: .body, text: "Row", path: "Rows/ForEach[\($0)]/Row", reason: "inserted") }
        let reply = Reply(command: "mount Rows()", tree: TreeNode(type: "Rows", path: "Rows", handle: 1, children: rows), events: events)
        let whole = ReplyJSON.encode(reply)
        let limit = 4_096
        var chunks: [[UInt8]] = []
        var bytes = Array("summary\n".utf8)
        ReplyJSON.encode(reply, appendingTo: &bytes, flushingPast: limit) { chunks.append($0) }
        #expect(chunks.count > whole.count / (2 * limit))
        // Each chunk stops at the first element that takes it past the limit (a row is ~200 bytes).
        #expect(chunks.allSatisfy { $0.count >= limit && $0.count < limit + 1_024 })
        #expect(bytes.count < limit)
        #expect(chunks.joined() + bytes == Array("summary\n".utf8) + whole)
        // Without a limit, the reply is appended whole and nothing is flushed.
        var unflushed = Array("summary\n".utf8)
        ReplyJSON.encode(reply, appendingTo: &unflushed) { _ in Issue.record("flushed without a limit") }
        #expect(unflushed == Array("summary\n".utf8) + whole)
    }
}
