// String indices and substrings: index(offsetBy:), ranges of indices, prefix(upTo:), firstIndex
// and lastIndex, Substring to String, distance, replaceSubrange, insert(contentsOf:at:), and
// characters with unicode scalars.
import Foundation
var s = "Hello, SwiftUI!"
let start = s.startIndex
let fifth = s.index(start, offsetBy: 4)
print(s[fifth], s[start...fifth], s[..<fifth], s.distance(from: start, to: fifth))
if let comma = s.firstIndex(of: ",") {
    let first = String(s[..<comma])
    let rest = String(s[s.index(after: comma)...]).trimmingCharacters(in: .whitespaces)
    print(first, rest, type(of: first), rest.count)
}
print(s.lastIndex(of: "I").map { s.distance(from: s.startIndex, to: $0) } ?? -1)
let range = s.range(of: "Swift")!
s.replaceSubrange(range, with: "Vivarium")
print(s)
s.insert(contentsOf: "dear ", at: s.index(s.startIndex, offsetBy: 7))
print(s, s.count)
if let bang = s.firstIndex(of: "!") { s.remove(at: bang) }
print(s.prefix(5), s.suffix(3), s.dropLast(2).count)
let word = "naïve café"
print(word.count, word.unicodeScalars.count, word.utf8.count, word.uppercased())
print(word.split(separator: " ").map { $0.reversed() }.map(String.init))
let limit = word.index(word.startIndex, offsetBy: 20, limitedBy: word.endIndex)
print(limit == nil, word.indices.count)
let sub = word.dropFirst(2).prefix(3)
print(sub, sub.count)
var chars = Array("swift")
chars[0] = "S"
print(String(chars), String(chars.reversed()), chars.firstIndex(of: "f")!)
let digits = "a1b22c333"
print(digits.filter(\.isNumber), digits.filter(\.isLetter).uppercased(), digits.compactMap(\.wholeNumberValue).reduce(0, +))
print("line1\nline2\r\nline3".components(separatedBy: .newlines).filter { !$0.isEmpty })
print("x".padding(toLength: 4, withPad: "-", startingAt: 0) + "|", String(repeating: "ab", count: 2))
