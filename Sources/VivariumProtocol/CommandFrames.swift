import Foundation

/// The messages about a command, built around its reply as JSON that was encoded once (by
/// the graph's engine, in its worker process) and is forwarded without being decoded again.
///
/// Each is byte-identical to what `Wire.encoder` makes of the typed message: keys sorted,
/// no escaped slashes.
public enum CommandFrames {
    /// Room for the frame's own keys and values around the reply: the reply is copied once,
    /// into a buffer that does not grow.
    static let framing = 256

    /// `{"id":…,"jsonrpc":"2.0","result":{"reply":…,"rev":…}}`: a `RunCommand.Result`.
    public static func result(id: RequestID, rev: Int, reply: Data) -> Message {
        var data = Data(capacity: reply.count + framing)
        data += #"{"id":"#.utf8
        JSONText.id(id, into: &data)
        data += #","jsonrpc":"2.0","result":"#.utf8
        commandResult(rev: rev, reply: reply, into: &data)
        data.append(UInt8(ascii: "}"))
        return .encoded(data)
    }

    /// An error whose `data` is the failed command's `RunCommand.Result`.
    public static func error(id: RequestID, code: ErrorCode, message: String, rev: Int, reply: Data) -> Message {
        var data = Data(capacity: reply.count + message.utf8.count + framing)
        data += #"{"error":{"code":"#.utf8
        data += String(code.rawValue).utf8
        data += #","data":"#.utf8
        commandResult(rev: rev, reply: reply, into: &data)
        data += Data(#","message":"#.utf8)
        JSONText.string(message, into: &data)
        data += Data(#"},"id":"#.utf8)
        JSONText.id(id, into: &data)
        data += Data(#","jsonrpc":"2.0"}"#.utf8)
        return .encoded(data)
    }

    /// A `graph.event` notification.
    public static func event(graph: String, rev: Int, by client: ClientInfo, line: String, reply: Data) -> Message {
        var data = Data(capacity: reply.count + line.utf8.count + graph.utf8.count + framing)
        data += #"{"jsonrpc":"2.0","method":"graph.event","params":{"by":"#.utf8
        JSONText.client(client, into: &data)
        data += Data(#","graph":"#.utf8)
        JSONText.string(graph, into: &data)
        data += Data(#","line":"#.utf8)
        JSONText.string(line, into: &data)
        data += Data(#","reply":"#.utf8)
        data += reply
        data += Data(#","rev":"#.utf8)
        data += Data(String(rev).utf8)
        data += Data("}}".utf8)
        return .encoded(data)
    }

    /// `{"reply":…,"rev":…}`, appended to `data`.
    private static func commandResult(rev: Int, reply: Data, into data: inout Data) {
        data += #"{"reply":"#.utf8
        data += reply
        data += #","rev":"#.utf8
        data += String(rev).utf8
        data.append(UInt8(ascii: "}"))
    }
}
