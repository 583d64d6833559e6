import Foundation

/// JSON text as Foundation's `JSONSerialization` writes it (`{"a":1}`; pretty-printed with two
/// spaces and `"a" : 1`; `/` escaped unless `.withoutEscapingSlashes`), from the values an
/// `Any` holds here: dictionaries with string keys, arrays, strings, numbers, booleans, nil.
enum JSONText {
    static func write(_ value: Value, pretty: Bool, sorted: Bool, escapeSlashes: Bool) -> String? {
        var out = ""
        func string(_ text: String) {
            out += Interpreter.quoted(text, escapeSlashes: escapeSlashes)
        }
        func emit(_ value: Value, _ depth: Int) -> Bool {
            let indent = String(repeating: "  ", count: depth + 1)
            let closing = String(repeating: "  ", count: depth)
            switch value {
            case .nil: out += "null"
            case .bool(let b): out += b ? "true" : "false"
            case .int(let i): out += String(i)
            case .double(let d):
                guard d.isFinite else { return false }
                out += d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : "\(d)"
            case .string(let text): string(text)
            case .array(let elements):
                if elements.isEmpty { out += "[]"; return true }
                out += pretty ? "[\n" : "["
                for (index, element) in elements.enumerated() {
                    if index > 0 { out += pretty ? ",\n" : "," }
                    if pretty { out += indent }
                    guard emit(element, depth + 1) else { return false }
                }
                out += pretty ? "\n\(closing)]" : "]"
            case .dictionary(let entries):
                if entries.isEmpty { out += "{}"; return true }
                var pairs: [(String, Value)] = []
                for (key, element) in entries {
                    guard case .string(let name) = key.value else { return false }
                    pairs.append((name, element))
                }
                if sorted { pairs.sort { $0.0 < $1.0 } }
                out += pretty ? "{\n" : "{"
                for (index, (name, element)) in pairs.enumerated() {
                    if index > 0 { out += pretty ? ",\n" : "," }
                    if pretty { out += indent }
                    string(name)
                    out += pretty ? " : " : ":"
                    guard emit(element, depth + 1) else { return false }
                }
                out += pretty ? "\n\(closing)}" : "}"
            default: return false
            }
            return true
        }
        return emit(value, 0) ? out : nil
    }
}
