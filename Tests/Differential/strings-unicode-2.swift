// Strings a UI shows: grapheme clusters and their counts in each view, emoji with modifiers,
// case conversions, prefix/suffix, padding, character classes, and index walking.
import Foundation
let flag = "🇳🇴"
let family = "👨‍👩‍👧"
let cafe = "café"
let decomposed = "cafe\u{301}"
print(flag.count, flag.unicodeScalars.count, flag.utf8.count, flag.utf16.count)
print(family.count, family.unicodeScalars.count, cafe == decomposed, cafe.count, decomposed.count, decomposed.unicodeScalars.count)
print("Straße".uppercased(), "ÉCOLE".lowercased(), "hello world".capitalized)
let name = "  Ada Lovelace \n"
let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
print("[\(trimmed)]", trimmed.split(separator: " ").map { $0.prefix(1) }.joined(), trimmed.hasPrefix("Ada"), trimmed.hasSuffix("ace"))
print(trimmed.filter(\.isUppercase), trimmed.filter { $0.isLetter }.count, "a1b2c3".filter(\.isNumber), "x-y_z".map { $0.isPunctuation })
var s = "Swift"
s.insert("!", at: s.endIndex)
s.insert(contentsOf: "Hi ", at: s.startIndex)
print(s, s.index(of: "S").map { s.distance(from: s.startIndex, to: $0) } as Any)
let idx = s.index(s.startIndex, offsetBy: 3)
print(s[idx], s[idx...], s[..<idx], String(s.reversed()))
s.removeSubrange(s.startIndex..<idx)
print(s, s.dropLast(), s.dropFirst(2), s.last as Any)
print(String(repeating: "ab", count: 3), "x".padding(toLength: 4, withPad: ".", startingAt: 0), "abc" < "abd", "Z" < "a")
print("one,two,,three".components(separatedBy: ","), "one,two,,three".split(separator: ",").count, "a b".replacingOccurrences(of: " ", with: "_"))
let chars: [Character] = ["h", "é", "🙂"]
print(String(chars), chars.map { $0.isASCII }, Character("A").asciiValue as Any, Character("7").wholeNumberValue as Any)
print("Hello".contains("ell"), "Hello".lowercased().contains("HE".lowercased()), "Hello".starts(with: "He"), "Hello".first!.isUppercase)
let sentence = "the quick brown fox"
let counts = sentence.split(separator: " ").reduce(into: [Int: Int]()) { $0[$1.count, default: 0] += 1 }
print(counts.sorted(by: { $0.key < $1.key }).map { "\($0.key):\($0.value)" })
print(sentence.unicodeScalars.filter { $0.value > 110 }.count, "\u{1F600}".unicodeScalars.first!.value)
