// A search screen's text handling: split with its options, components, index arithmetic with
// limits, Character properties, unicode scalars, padding, repeating, case-insensitive
// matching, trimming, replacing, prefixes and suffixes, and building display strings.
import Foundation

let query = "  Swift,,UI , Combine ,  "
print(query.split(separator: ","), query.split(separator: ",", omittingEmptySubsequences: false))
print(query.split(separator: ",", maxSplits: 1), query.components(separatedBy: ","))
print(query.trimmingCharacters(in: .whitespaces), "|", query.trimmingCharacters(in: CharacterSet(charactersIn: " ,")))
let tokens = query.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
print(tokens, tokens.joined(separator: " · "))
print("a b  c".split(separator: " "), "a b  c".components(separatedBy: " "))
print("one\ntwo\r\nthree".split(whereSeparator: \.isNewline), "k=v=w".split(separator: "=", maxSplits: 1).map(String.init))

let title = "Grüße, Zoë! 👋🏽 #42"
print(title.count, title.utf8.count, title.utf16.count, title.unicodeScalars.count)
let start = title.startIndex
let fifth = title.index(start, offsetBy: 4)
print(title[fifth], title[..<fifth], title[title.index(after: fifth)...].prefix(3))
print(title.index(start, offsetBy: 50, limitedBy: title.endIndex) == nil, title.distance(from: start, to: fifth))
if let bang = title.firstIndex(of: "!") {
    print(title[..<bang], title.distance(from: start, to: bang), title[title.index(before: bang)])
}
if let hash = title.lastIndex(of: "#") { print(title[title.index(after: hash)...]) }
print(title.filter(\.isLetter), title.filter(\.isNumber), title.filter(\.isPunctuation), title.filter { $0.isWhitespace }.count)
let wave: Character = "👋🏽"
print(wave.unicodeScalars.count, wave.isLetter, wave.utf8.count, Character("Ü").isUppercase, Character("ß").isLowercase)
print(Character("7").isWholeNumber, Character("x").isHexDigit, Character("F").hexDigitValue ?? -1, Character("$").isSymbol, Character("$").isCurrencySymbol)
print("é".unicodeScalars.map { $0.value }, "e\u{301}" == "é", "e\u{301}".count, "e\u{301}".unicodeScalars.count)
print("ABC".unicodeScalars.map { String($0.value, radix: 16) }, "Hi".unicodeScalars.first!.properties.isAlphabetic)
print(String(repeating: "=-", count: 3), String(repeating: Character("*"), count: 4))
print("7".padding(toLength: 4, withPad: "0", startingAt: 0), "Name".padding(toLength: 8, withPad: ".", startingAt: 0) + "|")
print("Overflowing".padding(toLength: 4, withPad: " ", startingAt: 0), "ab".padding(toLength: 7, withPad: "xyz", startingAt: 1))
let pad = { (s: String, n: Int) in String(repeating: " ", count: max(0, n - s.count)) + s }
print("[" + pad("42", 5) + "]", "[" + pad("123456", 3) + "]")

let names = ["Émile", "emma", "Zoë", "zack", "Ölaf", "adam"]
print(names.filter { $0.localizedCaseInsensitiveContains("E") }, names.filter { $0.lowercased().hasPrefix("z") })
print(names.sorted(), names.sorted { $0.lowercased() < $1.lowercased() })
print("Hello World".caseInsensitiveCompare("hello world") == .orderedSame, "apple".compare("banana") == .orderedAscending)
print("file_name_here".replacingOccurrences(of: "_", with: " ").capitalized, "ÉCOLE".lowercased(), "straße".uppercased())
print("report.final.pdf".hasSuffix(".pdf"), "report.final.pdf".components(separatedBy: ".").last!, "report".dropFirst(2), "report".dropLast(3))
print(String("stressed".reversed()), "racecar" == String("racecar".reversed()), "abc".map { $0.uppercased() }.joined())
print("swift is fun".capitalized, "x".isEmpty, "".isEmpty, " ".allSatisfy(\.isWhitespace))
print("a1b22c333".filter(\.isNumber).count, "a1b22c333".compactMap(\.wholeNumberValue).reduce(0, +))
print("line1\nline2\n".components(separatedBy: .newlines), "tab\tsep".contains("\t"), "CamelCaseName".filter(\.isUppercase))
var s = "inbox"
s.insert(contentsOf: "my ", at: s.startIndex)
s.append("!")
s.replaceSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 2), with: "your")
print(s, s.remove(at: s.index(before: s.endIndex)), s)
s.removeFirst(5)
print(s, s.uppercased(), s.firstIndex(where: { $0 == "b" }).map { s.distance(from: s.startIndex, to: $0) } ?? -1)
print("%", "50%".replacingOccurrences(of: "%", with: " percent"), "a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;")))
print("Total: \(String(format: "%.1f", 12.345))", "abc".contains("bc"), "abc".starts(with: "ab"), "ABC".lowercased().contains("b"))
