import Foundation
import VivariumProtocol
import VivariumWire

// The worker protocol's lines, written and read by hand for the requests and answers every
// command exchanges (`run`, `interrupt`, a run's summary): `JSONEncoder` and `JSONDecoder` cost
// more than the engine's own work for a small command. Rarer ones (`replay`'s entries) take
// the Codable path; either way the line is the same JSON.

extension WorkerRequest {
    /// The request as one line (newline included).
    func wireLine() -> Data? {
        var data: Data
        switch op {
        case .run:
            data = Data(#"{"op":"run","line":"#.utf8)
            JSONText.string(line ?? "", into: &data)
            if let form {
                data += Data(#","form":{"tree":"#.utf8)
                JSONText.string(form.tree.rawValue, into: &data)
                data += Data(#","wholeTreeUpTo":\#(form.wholeTreeUpTo),"forEvents":\#(form.forEvents)}"#.utf8)
            }
            data.append(UInt8(ascii: "}"))
        case .interrupt:
            data = Data(#"{"op":"interrupt"\#(number.map { #","number":\#($0)"# } ?? "")}"#.utf8)
        default:
            guard let encoded = try? JSONEncoder().encode(self) else { return nil }
            data = encoded
        }
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// A request line (without its newline); nil when it is not one.
    static func read(_ line: Data) -> WorkerRequest? {
        if let run = line.withUnsafeBytes(readRun) { return run }
        if let value = line.withUnsafeBytes({ JSONReader.value($0) }), let request = WorkerRequest(value) { return request }
        return try? JSONDecoder().decode(WorkerRequest.self, from: line)
    }

    /// A `run` as `wireLine` writes it, read in that order; nil for anything else.
    private static func readRun(_ bytes: UnsafeRawBufferPointer) -> WorkerRequest? {
        var reader = JSONReader(bytes)
        guard reader.literal(#"{"op":"run","line":"#), let line = reader.stringValue(),
              reader.literal(#","form":{"tree":"#), let tree = reader.stringValue().flatMap(TreeDetail.init(rawValue:)),
              reader.literal(#","wholeTreeUpTo":"#), let upTo = reader.integer(),
              reader.literal(#","forEvents":"#), let forEvents = reader.bool(),
              reader.literal("}}"), reader.atEnd else { return nil }
        return WorkerRequest(op: .run, line: line, form: ReplyForm(tree: tree, wholeTreeUpTo: upTo, forEvents: forEvents))
    }

    /// The request `value` holds, when it is read without Codable (nil: let Codable try).
    private init?(_ value: JSONValue) {
        guard case .object(let members) = value, case .string(let name)? = members["op"],
              let op = Operation(rawValue: name), members["entries"] == nil else { return nil }
        self.init(op: op)
        if let member = members["line"] {
            guard case .string(let line) = member else { return nil }
            self.line = line
        }
        if let member = members["cursor"] {
            guard let cursor = member.integer else { return nil }
            self.cursor = cursor
        }
        if let member = members["number"] {
            guard let number = member.integer else { return nil }
            self.number = number
        }
        if let member = members["form"] {
            guard case .object(let form) = member, case .string(let tree)? = form["tree"], let detail = TreeDetail(rawValue: tree),
                  let upTo = form["wholeTreeUpTo"]?.integer, case .bool(let forEvents)? = form["forEvents"] else { return nil }
            self.form = ReplyForm(tree: detail, wholeTreeUpTo: upTo, forEvents: forEvents)
        }
    }
}

extension EngineOutput.Summary {
    /// The summary as one line (without its newline).
    func wireLine() -> Data {
        var data = Data(#"{"ok":\#(ok),"changed":\#(changed)"#.utf8)
        for (key, text) in [("code", code), ("message", message), ("loaded", loaded)] {
            guard let text else { continue }
            data += Data(#","\#(key)":"#.utf8)
            JSONText.string(text, into: &data)
        }
        if let event { data += Data(#","event":\#(event)"#.utf8) }
        if let dirty { data += Data(#","dirty":\#(dirty)"#.utf8) }
        if let undone { data += Data(#","undone":\#(undone)"#.utf8) }
        if let number { data += Data(#","number":\#(number)"#.utf8) }
        data.append(UInt8(ascii: "}"))
        return data
    }

    /// A summary line; nil when it is not one.
    static func read(_ line: Data) -> EngineOutput.Summary? {
        if let summary = line.withUnsafeBytes(readInOrder) { return summary }
        if let value = line.withUnsafeBytes({ JSONReader.value($0) }), let summary = EngineOutput.Summary(value) { return summary }
        return try? JSONDecoder().decode(EngineOutput.Summary.self, from: line)
    }

    /// A summary as `wireLine` writes it, read in that order; nil for anything else.
    private static func readInOrder(_ bytes: UnsafeRawBufferPointer) -> EngineOutput.Summary? {
        var reader = JSONReader(bytes)
        guard reader.literal(#"{"ok":"#), let ok = reader.bool(), reader.literal(#","changed":"#), let changed = reader.bool() else { return nil }
        var summary = EngineOutput.Summary(ok: ok, changed: changed)
        if reader.literal(#","code":"#) { guard let code = reader.stringValue() else { return nil }; summary.code = code }
        if reader.literal(#","message":"#) { guard let message = reader.stringValue() else { return nil }; summary.message = message }
        if reader.literal(#","loaded":"#) { guard let loaded = reader.stringValue() else { return nil }; summary.loaded = loaded }
        if reader.literal(#","event":"#) { guard let event = reader.bool() else { return nil }; summary.event = event }
        if reader.literal(#","dirty":"#) { guard let dirty = reader.bool() else { return nil }; summary.dirty = dirty }
        if reader.literal(#","undone":"#) { guard let undone = reader.bool() else { return nil }; summary.undone = undone }
        if reader.literal(#","number":"#) { guard let number = reader.integer() else { return nil }; summary.number = number }
        guard reader.literal("}"), reader.atEnd else { return nil }
        return summary
    }

    private init?(_ value: JSONValue) {
        guard case .object(let members) = value, case .bool(let ok)? = members["ok"],
              case .bool(let changed)? = members["changed"] else { return nil }
        self.init(ok: ok, changed: changed)
        func text(_ key: String) -> String?? {
            switch members[key] {
            case nil: return .some(nil)
            case .string(let text)?: return .some(text)
            default: return nil
            }
        }
        func flag(_ key: String) -> Bool?? {
            switch members[key] {
            case nil: return .some(nil)
            case .bool(let flag)?: return .some(flag)
            default: return nil
            }
        }
        guard let code = text("code"), let message = text("message"), let loaded = text("loaded"),
              let event = flag("event"), let dirty = flag("dirty"), let undone = flag("undone") else { return nil }
        (self.code, self.message, self.loaded, self.event, self.dirty, self.undone) = (code, message, loaded, event, dirty, undone)
        if let member = members["number"] {
            guard let number = member.integer else { return nil }
            self.number = number
        }
    }
}

extension JSONValue {
    /// The value as an `Int`, when it is a whole number.
    var integer: Int? {
        guard case .number(let number) = self, abs(number) < 1e15 else { return nil }
        return Int(exactly: number)
    }
}
