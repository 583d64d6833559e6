import VivariumProtocol
import VivariumWire

/// One line of `viv attach --json`: this client's own command and reply, or another
/// client's (`type` is `reply` or `event`).
public struct AttachRecord: Codable, Equatable, Sendable {
    public var type: String
    public var graph: String
    public var rev: Int
    /// Who ran it; absent for this client's own commands.
    public var by: ClientInfo?
    public var line: String
    public var reply: Reply

    public static func reply(graph: String, result: RunCommand.Result, line: String) -> AttachRecord {
        AttachRecord(type: "reply", graph: graph, rev: result.rev, by: nil, line: line, reply: result.reply)
    }

    public static func event(_ event: GraphEvent.Params) -> AttachRecord {
        AttachRecord(type: "event", graph: event.graph, rev: event.rev, by: event.by, line: event.line, reply: event.reply)
    }

    /// One line of JSON, keys sorted.
    public var json: String {
        guard let data = try? Wire.encoder.encode(self) else { return #"{"type":"error"}"# }
        return String(decoding: data, as: UTF8.self)
    }
}
