import Foundation
import VivariumWire

/// JSON written by hand on the hot path, byte for byte what `Wire.encoder` writes (sorted keys
/// are the caller's order; strings escaped as `JSONEncoder` escapes them, slashes not).
public enum JSONText {
    /// `text` as a JSON string, quoted.
    public static func string(_ text: String, into data: inout Data) {
        data.append(UInt8(ascii: "\""))
        var run: [UInt8] = []
        run.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): run += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\\"): run += [UInt8(ascii: "\\"), byte]
            case 0x08: run += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: run += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x0A: run += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: run += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: run += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x00..<0x20: run += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            default: run.append(byte)
            }
        }
        data.append(contentsOf: run)
        data.append(UInt8(ascii: "\""))
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A request id as JSON.
    public static func id(_ id: RequestID, into data: inout Data) {
        switch id {
        case .number(let number): data.append(contentsOf: String(number).utf8)
        case .decimal(let number): data.append(contentsOf: number.description.utf8)
        case .string(let string): Self.string(string, into: &data)
        case .null: data.append(contentsOf: "null".utf8)
        }
    }

    /// `{"clientId":…,"name":…}`
    public static func client(_ client: ClientInfo, into data: inout Data) {
        data.append(contentsOf: #"{"clientId":"#.utf8)
        data.append(contentsOf: String(client.clientId).utf8)
        data.append(contentsOf: #","name":"#.utf8)
        string(client.name, into: &data)
        data.append(UInt8(ascii: "}"))
    }
}

extension Message {
    /// A request or notification read without Foundation; nil when `JSONReader` gives up or the
    /// frame is anything else (a response, an error, a member it does not know, a malformed
    /// message), which `decode` then reads the slow way — with the same result, or the error.
    static func decodeFast(_ data: Data) -> Message? {
        var jsonrpc: String?
        var id: RequestID?
        var method: String?
        var params: JSONValue?
        var seen = Set<String>()
        let read = data.withUnsafeBytes { bytes in
            JSONReader.object(bytes) { key, reader in
                guard seen.insert(key).inserted else { return false }
                switch key {
                case "jsonrpc":
                    jsonrpc = reader.stringValue()
                    return jsonrpc != nil
                case "id":
                    if reader.null() { id = .null } else if let number = reader.integer() { id = .number(number) } else if let string = reader.stringValue() { id = .string(string) } else { return false }
                    return true
                case "method":
                    method = reader.stringValue()
                    return method != nil
                case "params":
                    // NB: `"params": null` decodes as absent (decodeIfPresent).
                    if reader.null() { return true }
                    params = reader.value()
                    return params != nil
                default:
                    return false
                }
            }
        }
        guard read, jsonrpc == "2.0", let method else { return nil }
        if let id { return .request(id: id, method: method, params: params) }
        return .notification(method: method, params: params)
    }
}

extension RunCommand.Params {
    /// The params read straight from their `JSONValue`; nil when they are anything but the
    /// plain shape (then `Wire.decode` reads them, or says what is wrong).
    public init?(fast value: JSONValue?) {
        guard case .object(let members)? = value, case .string(let graph)? = members["graph"],
              case .string(let line)? = members["line"] else { return nil }
        self.init(graph: graph, line: line)
        if let tree = members["tree"] {
            guard case .string(let name) = tree, let detail = TreeDetail(rawValue: name) else { return nil }
            self.tree = detail
        }
        if let limit = members["wholeTreeUpTo"] {
            // NB: what `JSONValue` re-encodes as an integer (under 1e15), as `Wire.decode` reads it.
            guard case .number(let number) = limit, abs(number) < 1e15, let count = Int(exactly: number) else { return nil }
            wholeTreeUpTo = count
        }
        if let quiet = members["quiet"] {
            guard case .bool(let flag) = quiet else { return nil }
            self.quiet = flag
        }
    }
}
