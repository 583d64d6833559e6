// Strings as text fields and labels handle them: grapheme clusters and their views, Character
// properties, String.Index arithmetic and ranges, Substrings, splitting and joining, padding and
// String(format:), interpolation of numbers and optionals, case-insensitive comparisons.
// known: Swift Substring true SWIFT Swif => Swift String false SWIFT Swif — a Substring is a String here (a copy: its indices start at 0)
import Foundation

let flag = "🇳🇴"
let family = "👨‍👩‍👧"
let cafe = "café"
let decomposed = "cafe\u{301}"
print(flag.count, flag.unicodeScalars.count, flag.utf8.count, flag.utf16.count)
print(family.count, family.unicodeScalars.count, cafe.count, decomposed.count, cafe == decomposed, cafe.utf8.count, decomposed.utf8.count)
print(cafe.hasSuffix("é"), decomposed.hasSuffix("é"), cafe.contains("é"), Array(cafe).last == Array(decomposed).last)
let chars: [Character] = ["A", "z", "5", "½", "\n", "é", "😀", "_", "-", "٣"]
print(chars.map { $0.isLetter ? 1 : 0 }, chars.map { $0.isNumber ? 1 : 0 }, chars.map { $0.isWholeNumber ? 1 : 0 })
print(chars.map { $0.isPunctuation ? 1 : 0 }, chars.map { $0.isASCII ? 1 : 0 }, chars.map { $0.isNewline ? 1 : 0 }, chars.map { $0.isSymbol ? 1 : 0 })
print(chars.compactMap(\.wholeNumberValue), chars.compactMap(\.hexDigitValue), Character("a").uppercased(), Character("ß").uppercased(), chars[0].lowercased())
print(chars.filter(\.isCased).count, Character("x").isLowercase, chars.compactMap(\.asciiValue))

let s = "Hello, Swift World"
let i = s.index(s.startIndex, offsetBy: 7)
let j = s.index(i, offsetBy: 5)
print(s[i], s[i..<j], s[..<i], s[j...], s.distance(from: i, to: j))
print(s.index(s.endIndex, offsetBy: -5, limitedBy: s.startIndex).map { String(s[$0...]) } as Any, s.index(s.startIndex, offsetBy: 50, limitedBy: s.endIndex) as Any)
if let comma = s.firstIndex(of: ",") { print(s[s.startIndex..<comma], s[s.index(after: comma)...].trimmingCharacters(in: .whitespaces)) }
if let r = s.range(of: "Swift") {
    print(s.distance(from: s.startIndex, to: r.lowerBound), s.replacingCharacters(in: r, with: "Kotlin"), s[r].count)
}
print(s.lastIndex(of: "o").map { s.distance(from: s.startIndex, to: $0) } as Any, s.firstIndex(where: { $0.isUppercase && $0 != "H" }).map { s[$0] } as Any)
var editable = "abcdef"
editable.insert("X", at: editable.index(editable.startIndex, offsetBy: 2))
editable.remove(at: editable.startIndex)
editable.removeLast()
editable.insert(contentsOf: "__", at: editable.endIndex)
editable.removeSubrange(editable.startIndex..<editable.index(after: editable.startIndex))
print(editable, editable.count)
let sub = s.split(separator: " ")[1]
print(sub, type(of: sub), sub.startIndex == s.index(s.startIndex, offsetBy: 7), String(sub).uppercased(), sub.dropLast())
print("a,b;c d".split(whereSeparator: { ",; ".contains($0) }), "a  b".split(separator: " "), "a  b".components(separatedBy: " "))
print("line1\nline2\r\nline3".split(whereSeparator: \.isNewline), "k=v=w".split(separator: "=", maxSplits: 1))
print("one two three".split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
print("abc".padding(toLength: 6, withPad: ".", startingAt: 0), "abcdef".padding(toLength: 3, withPad: ".", startingAt: 0), "x".padding(toLength: 5, withPad: "12", startingAt: 1))
print(String(format: "%5.1f|%-7.3f|%+d|% d", 3.14159, 2.5, 5, 7), String(format: "%08.3f", -3.5), String(format: "%X %#x %#o", 255, 255, 8))
print(String(format: "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5), String(format: "%g %g %g", 0.0001, 123456789.0, 1e-5), String(format: "%3$@ %1$@ %2$@", "a", "b", "c"))
let price = 12.5, qty = 3, missing: Int? = nil, present: Int? = 4
print("\(price) x \(qty) = \(price * Double(qty))", "\(missing as Any) \(present ?? 0) \(String(describing: present))")
print("\(1.0) \(0.1) \(1e21) \(1e-7) \(100.0 / 3) \(Float(0.5)) \(-0.0) \(2e15) \(1234567.0)")
print("Apple".caseInsensitiveCompare("apple") == .orderedSame, "a".compare("b") == .orderedAscending, "Straße".lowercased(), "ǅ".uppercased())
print("Hello World".localizedCaseInsensitiveContains("WORLD"), "hello".capitalized, "hELLO wORLD".capitalized, "swift-ui is_fun".capitalized)
print("  \t text \n".trimmingCharacters(in: .whitespacesAndNewlines), "xxhixx".trimmingCharacters(in: CharacterSet(charactersIn: "x")), "abc123".trimmingCharacters(in: .letters))
print("a1b2c3".filter(\.isNumber), String("hello".reversed()), "hello".uppercased().lowercased() == "hello", "Mississippi".replacingOccurrences(of: "ss", with: "SS"))
print("A".unicodeScalars.first!.value, String(UnicodeScalar(67)))
print(String(repeating: "=", count: 3), "abc".contains { $0 == "b" }, "abc".allSatisfy(\.isLetter), "ab" + String(3), "abc".dropFirst(), "12:30".split(separator: ":").compactMap { Int($0) })
extension String { subscript(_ r: ClosedRange<Int>) -> Substring { let a = index(startIndex, offsetBy: r.lowerBound); return self[a...index(a, offsetBy: r.count - 1)] } }
print("hello"[1...3], "x".isEmpty, "".isEmpty, " ".isEmpty, String().count, "abc".first!, "abc".last!, "αβγ".uppercased())
print("a-b".utf8.map { $0 }, Array("hi".utf16), "z".unicodeScalars.map(\.value), String(decoding: [104, 105], as: UTF8.self))
print("Swift" < "swift", "a" < "B", ["b", "B", "a", "A"].sorted(), ["b", "B", "a", "A"].sorted { $0.localizedStandardCompare($1) == .orderedAscending }, ["item10", "item2"].sorted { $0.localizedStandardCompare($1) == .orderedAscending })
