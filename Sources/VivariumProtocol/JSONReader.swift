/// A strict JSON reader for the hot path: a request frame, a worker's answer. It reads plain
/// RFC 8259 JSON into `JSONValue` without Foundation and gives up (nil) on anything it does not
/// read exactly as `JSONDecoder` would — invalid JSON, a lone surrogate escape, a number out of
/// `Double`'s range, a duplicate key. Its callers then take the `JSONDecoder` path, which
/// says what is wrong in the protocol's words, so a frame means the same whichever path reads it.
///
/// Nesting is bounded by the caller (`IncomingFrame` refuses frames deeper than its limit
/// before they are read; the worker's lines are the daemon's own).
public struct JSONReader {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    /// A reader at the start of `bytes`, for a line of a shape known in advance, read member by
    /// member in the order its writer writes them (`literal`, then each value).
    public init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Takes `text` when the bytes at the reader are exactly it (no whitespace skipped).
    public mutating func literal(_ text: StaticString) -> Bool { word(text) }

    /// The next value when it is `true` or `false`.
    public mutating func bool() -> Bool? {
        if word("true") { return true }
        if word("false") { return false }
        return nil
    }

    /// The value `bytes` hold, alone but for whitespace; nil when the reader gives up.
    public static func value(_ bytes: UnsafeRawBufferPointer) -> JSONValue? {
        var reader = JSONReader(bytes)
        guard let value = reader.value(), reader.atEnd else { return nil }
        return value
    }

    /// The members of the object `bytes` hold, each value read by `member` (nil: give up),
    /// in order. For messages whose members are read differently from `JSONValue` (an id).
    public static func object(_ bytes: UnsafeRawBufferPointer,
                              member: (_ key: String, _ reader: inout JSONReader) -> Bool) -> Bool {
        var reader = JSONReader(bytes)
        reader.skipSpace()
        guard reader.take(UInt8(ascii: "{")) else { return false }
        reader.skipSpace()
        if reader.take(UInt8(ascii: "}")) { return reader.atEnd }
        while true {
            reader.skipSpace()
            guard let key = reader.string() else { return false }
            reader.skipSpace()
            guard reader.take(UInt8(ascii: ":")), member(key, &reader) else { return false }
            reader.skipSpace()
            if reader.take(UInt8(ascii: ",")) { continue }
            guard reader.take(UInt8(ascii: "}")) else { return false }
            return reader.atEnd
        }
    }

    /// Whether only whitespace is left.
    public var atEnd: Bool {
        mutating get {
            skipSpace()
            return index == bytes.count
        }
    }

    // MARK: - Values

    /// The next value (after whitespace).
    public mutating func value() -> JSONValue? {
        skipSpace()
        guard let byte = peek else { return nil }
        switch byte {
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
        case UInt8(ascii: "n"): return word("null") ? .null : nil
        default: return number().flatMap { Double($0) }.flatMap { $0.isFinite ? .number($0) : nil }
        }
    }

    /// The next value when it is an integer literal (no fraction, no exponent) that fits `Int`.
    public mutating func integer() -> Int? {
        skipSpace()
        guard let text = number(), !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else { return nil }
        return Int(text)
    }

    /// Whether the next value is `null` (taken if so).
    public mutating func null() -> Bool {
        skipSpace()
        return peek == UInt8(ascii: "n") && word("null")
    }

    /// The next string value (after whitespace).
    public mutating func stringValue() -> String? {
        skipSpace()
        return string()
    }

    private mutating func object() -> JSONValue? {
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipSpace()
            guard let key = string() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")), let value = value(), members.updateValue(value, forKey: key) == nil else { return nil }
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "}")) ? .object(members) : nil
        }
    }

    private mutating func array() -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            skipSpace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "]")) ? .array(elements) : nil
        }
    }

    /// A string at `index` (its opening quote), unescaped.
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        // Most strings have no escape: one slice, decoded once.
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { return nil }
            index += 1
        }
        guard let stop = peek else { return nil }
        if stop == UInt8(ascii: "\"") {
            index += 1
            return String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        var utf8 = Array(bytes[start..<index])
        while let byte = peek {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = peek else { return nil }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// After `\u`: four hex digits, and a low surrogate's escape after a high one. A lone
    /// surrogate: nil.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hex4() else { return nil }
        switch unit {
        case 0xD800..<0xDC00:
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        case 0xDC00..<0xE000:
            return nil
        default:
            return Unicode.Scalar(unit)
        }
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// A number's text, checked against JSON's grammar: `-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?`.
    private mutating func number() -> String? {
        let start = index
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            // no leading zeros
        } else {
            guard digits() else { return nil }
        }
        if take(UInt8(ascii: ".")) { guard digits() else { return nil } }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() else { return nil }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// One or more decimal digits.
    private mutating func digits() -> Bool {
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index > start
    }

    private mutating func word(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = text.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        if matches { index += count }
        return matches
    }

    // MARK: - Bytes

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }
}
