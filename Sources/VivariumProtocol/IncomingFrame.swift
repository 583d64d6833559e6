import Foundation

/// One frame as received: a single message, or a JSON-RPC 2.0 batch (an array of them,
/// answered with an array of the responses to its requests).
public enum IncomingFrame: Sendable {
    case single(Message)
    /// Each element decoded on its own: one invalid element is answered with its own error.
    case batch([Result<Message, ResponseError>])

    /// JSON deeper than this is refused before it is decoded: nesting costs the decoder
    /// time and stack, and no message of the protocol nests more than a few levels.
    public static let maxNesting = 64

    /// Decodes a frame. Not UTF-8, not JSON, or nested too deeply: a parse error (-32700);
    /// an empty batch, or valid JSON that is not a message: an invalid request (-32600).
    public static func decode(_ data: Data) -> Result<IncomingFrame, ResponseError> {
        guard data.withUnsafeBytes({ String(validating: $0, as: UTF8.self) }) != nil else {
            return .failure(ResponseError(.parseError, "parse error: the frame is not valid UTF-8"))
        }
        switch scan(data) {
        case .tooDeep:
            return .failure(ResponseError(.parseError, "parse error: the frame nests deeper than \(maxNesting) levels"))
        case .object:
            return Message.decode(data).map { .single($0) }
        case .array:
            guard let elements = (try? JSONSerialization.jsonObject(with: data, options: [])) as? [Any] else {
                return .failure(ResponseError(.parseError, "parse error: the frame is not valid JSON"))
            }
            guard !elements.isEmpty else {
                return .failure(ResponseError(.invalidRequest, "invalid request: an empty batch"))
            }
            return .success(.batch(elements.map { element in
                guard JSONSerialization.isValidJSONObject(element),
                      let data = try? JSONSerialization.data(withJSONObject: element, options: [.fragmentsAllowed]) else {
                    return .failure(ResponseError(.invalidRequest, "not a JSON-RPC 2.0 message object"))
                }
                return Message.decode(data)
            }))
        }
    }

    private enum Shape { case object, array, tooDeep }

    /// What the frame starts with, and whether it nests too deeply (brackets outside strings).
    private static func scan(_ data: Data) -> Shape {
        data.withUnsafeBytes { scan($0) }
    }

    private static func scan(_ bytes: UnsafeRawBufferPointer) -> Shape {
        var depth = 0
        var inString = false
        var escaped = false
        var first: UInt8?
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): continue
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxNesting { return .tooDeep }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            if first == nil { first = byte }
        }
        return first == UInt8(ascii: "[") ? .array : .object
    }
}
