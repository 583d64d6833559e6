// Text a form or an importer handles: Swift regex literals and Regex values with captures,
// firstMatch / wholeMatch / matches(of:), replacing with a regex, NSRegularExpression,
// CharacterSet splitting, parsing "key=value" and CSV lines, slugs and initials, word counts.
import Foundation

let log = """
2024-03-01 ERROR disk full (code 28)
2024-03-02 INFO started
2024-03-02 WARN slow response 1200ms
"""
let lineRegex = /(\d{4})-(\d{2})-(\d{2}) (ERROR|INFO|WARN) (.+)/
for line in log.split(separator: "\n") {
    if let m = line.wholeMatch(of: lineRegex) {
        print(m.1, Int(m.3)!, m.4, m.5.count)
    }
}
let codes = log.matches(of: /\d+(?=ms|\))/).map { String($0.output) }
print(codes, log.firstMatch(of: /code (\d+)/)?.1 ?? "-", log.contains(/WARN/), log.ranges(of: "2024").count)
print("a1b22c333".replacing(/\d+/, with: "#"), "John Smith".replacing(/(\w+) (\w+)/) { "\($0.2), \($0.1)" })
let email = /^[\w.+-]+@[\w-]+\.[\w.]+$/
print(["ann@example.com", "bad@", "x.y+z@mail.co.uk"].map { $0.wholeMatch(of: email) != nil })
let named = /(?<key>\w+)=(?<value>[^;]*)/
let pairs = "a=1;b=two;c=".matches(of: named).map { ($0.key, $0.value) }
print(pairs.map { "\($0.0):\($0.1)" }, pairs.count)
let ns = try! NSRegularExpression(pattern: "[aeiou]", options: [.caseInsensitive])
let text = "Education Is Key"
print(ns.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)), ns.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: text.utf16.count), withTemplate: "*"))
print("one, two;three  four".components(separatedBy: CharacterSet(charactersIn: ",; ")).filter { !$0.isEmpty })
print("  mixed Case\tText\n".split(whereSeparator: \.isWhitespace).map { $0.lowercased() })
func slug(_ s: String) -> String {
    s.lowercased().folding(options: .diacriticInsensitive, locale: nil)
        .replacing(/[^a-z0-9]+/, with: "-").trimmingCharacters(in: CharacterSet(charactersIn: "-"))
}
print(slug("Héllo, World! 2024"), slug("--Already-slugged--"))
func initials(_ name: String) -> String { name.split(separator: " ").compactMap(\.first).map(String.init).joined().uppercased() }
print(initials("ada lovelace"), initials("Grace  Brewster Hopper"), initials(""))
let csv = "name,age,city\nAnn,30,Oslo\nBob,,Bergen\n\"Lee, Jr\",40,Rome"
let rows = csv.split(separator: "\n").dropFirst().map { line -> [String] in
    var fields: [String] = []; var current = ""; var quoted = false
    for ch in line {
        if ch == "\"" { quoted.toggle() } else if ch == "," && !quoted { fields.append(current); current = "" } else { current.append(ch) }
    }
    fields.append(current)
    return fields
}
print(rows, rows.map { Int($0[1]) ?? -1 }, rows.map(\.count))
let config = "host = example.com\nport=8080\n# comment\ndebug = true\n"
var settings: [String: String] = [:]
for raw in config.split(separator: "\n") where !raw.hasPrefix("#") {
    let parts = raw.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    if parts.count == 2 { settings[parts[0]] = parts[1] }
}
print(settings.sorted { $0.key < $1.key }, Int(settings["port"] ?? "") ?? 0, Bool(settings["debug"] ?? "") ?? false)
let words = "the cat and the hat and the bat".split(separator: " ")
let freq = Dictionary(words.map { (String($0), 1) }, uniquingKeysWith: +)
print(freq.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map { "\($0.key)=\($0.value)" })
print("Hello World".filter { !"aeiou".contains($0.lowercased()) }, String("abc".reversed()), "racecar" == String("racecar".reversed()))
let template = "Dear {name}, your order {id} ships {day}."
let filled = ["name": "Ann", "id": "#42", "day": "Monday"].reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
print(filled, filled.count, filled.hasSuffix("."))
let trimmed = "  \n\t padded \t\n".trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]", trimmed.padding(toLength: 10, withPad: "_", startingAt: 0), String(repeating: "ab", count: 0).isEmpty)
