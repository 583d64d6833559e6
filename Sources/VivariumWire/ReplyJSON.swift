/// A reply as JSON, written directly: the bytes `JSONEncoder` with `.sortedKeys` and
/// `.withoutEscapingSlashes` writes for it (what the protocol sends), in a fraction of its
/// time — every reply of every command is encoded, and a large tree's is most of its cost.
///
/// `ReplyJSONTests` checks the two agree, byte for byte, on every kind of field and string.
public enum ReplyJSON {
    public static func encode(_ reply: Reply) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        encode(reply, appendingTo: &bytes)
        return bytes
    }

    /// Appends `reply`'s JSON to `bytes`, handing them to `flush` whenever they reach `limit`
    /// between two elements of an array, then emptying them (their storage kept): a host that
    /// streams a large reply holds about `limit` bytes of it at a time, not the whole text —
    /// 6.3 MB for the mount of 10,000 rows, which the worker held twice (the array and the
    /// answer it was copied into) beside everything the command still held until its answer
    /// was out. A reply shorter than `limit` is appended whole and never flushed.
    public static func encode(_ reply: Reply, appendingTo bytes: inout [UInt8], flushingPast limit: Int = .max,
                              flush: ([UInt8]) -> Void = { _ in }) {
        withoutActuallyEscaping(flush) { flush in
            var writer = Writer(bytes: bytes, limit: limit, flush: flush)
            bytes = []
            writer.write(reply)
            bytes = writer.bytes
        }
    }
}

/// Writes objects with their keys in sorted order (each `write` below lists them so).
private struct Writer {
    var bytes: [UInt8]
    /// Past this many bytes, between two elements of an array, `flush` takes them.
    let limit: Int
    let flush: ([UInt8]) -> Void

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // NB: the runs between escapes are appended whole, not byte by byte: a re-render's
        // reply is mostly strings (a thousand paths and notes), written in one pass.
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): raw("\\\"")
        case UInt8(ascii: "\\"): raw("\\\\")
        case 0x08: raw("\\b")
        case 0x0C: raw("\\f")
        case UInt8(ascii: "\n"): raw("\\n")
        case UInt8(ascii: "\r"): raw("\\r")
        case UInt8(ascii: "\t"): raw("\\t")
        default:
            raw("\\u00")
            bytes.append(Self.hex[Int(byte >> 4)])
            bytes.append(Self.hex[Int(byte & 0x0F)])
        }
    }

    static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    mutating func int(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Starts a member: a comma unless it is the object's first.
    mutating func key(_ name: StaticString, first: inout Bool) {
        if first { first = false } else { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    mutating func array<Elements: Collection>(_ elements: Elements, _ each: (inout Writer, Elements.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            each(&self, element)
            if bytes.count >= limit {
                flush(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func strings(_ elements: [String]) {
        array(elements) { $0.string($1) }
    }

    mutating func write(_ reply: Reply) {
        var first = true
        bytes.append(UInt8(ascii: "{"))
        key("bodies", first: &first); strings(reply.bodies)
        if let changes = reply.changes { key("changes", first: &first); array(changes) { $0.write($1) } }
        key("command", first: &first); string(reply.command)
        key("created", first: &first); array(reply.created) { $0.write($1) }
        if let error = reply.error { key("error", first: &first); write(error) }
        key("events", first: &first); array(reply.events) { $0.write($1) }
        key("freed", first: &first); array(reply.freed) { $0.write($1) }
        key("inits", first: &first); strings(reply.inits)
        key("leaked", first: &first); array(reply.leaked) { $0.write($1) }
        if let message = reply.message { key("message", first: &first); string(message) }
        key("ok", first: &first); bool(reply.ok)
        key("output", first: &first); strings(reply.output)
        key("reused", first: &first); array(reply.reused) { $0.write($1) }
        if let tree = reply.tree { key("tree", first: &first); write(tree) }
        if let lines = reply.treeLines { key("treeLines", first: &first); int(lines) }
        key("warnings", first: &first); strings(reply.warnings)
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func write(_ node: TreeNode) {
        var first = true
        bytes.append(UInt8(ascii: "{"))
        key("children", first: &first); array(node.children) { $0.write($1) }
        key("handle", first: &first); int(node.handle)
        if let key = node.key { self.key("key", first: &first); string(key) }
        if let label = node.label { key("label", first: &first); string(label) }
        if let note = node.note { key("note", first: &first); string(note) }
        key("path", first: &first); string(node.path)
        key("storage", first: &first); strings(node.storage)
        key("type", first: &first); string(node.type)
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func write(_ change: TreeChange) {
        var first = true
        bytes.append(UInt8(ascii: "{"))
        key("handle", first: &first); int(change.handle)
        if let index = change.index { key("index", first: &first); int(index) }
        key("kind", first: &first); string(change.kind.rawValue)
        if let node = change.node { key("node", first: &first); write(node) }
        if let parent = change.parent { key("parent", first: &first); string(parent) }
        key("path", first: &first); string(change.path)
        if let shallow = change.shallow { key("shallow", first: &first); bool(shallow) }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func write(_ record: ObjectRecord) {
        var first = true
        bytes.append(UInt8(ascii: "{"))
        if let holder = record.holder { key("holder", first: &first); string(holder) }
        key("id", first: &first); string(record.id)
        if let note = record.note { key("note", first: &first); string(note) }
        key("type", first: &first); string(record.type)
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func write(_ event: Event) {
        var first = true
        bytes.append(UInt8(ascii: "{"))
        key("kind", first: &first); string(event.kind.rawValue)
        if let path = event.path { key("path", first: &first); string(path) }
        if let reason = event.reason { key("reason", first: &first); string(reason) }
        key("text", first: &first); string(event.text)
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func write(_ error: ReplyError) {
        var first = true
        bytes.append(UInt8(ascii: "{"))
        key("code", first: &first); string(error.code)
        if let column = error.column { key("column", first: &first); int(column) }
        if let file = error.file { key("file", first: &first); string(file) }
        if let line = error.line { key("line", first: &first); int(line) }
        key("message", first: &first); string(error.message)
        bytes.append(UInt8(ascii: "}"))
    }
}
