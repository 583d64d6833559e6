import Foundation
// Strings as labels, search and initials are built from them.
let fullName = "  ada   lovelace "
let trimmed = fullName.trimmingCharacters(in: .whitespaces)
print("[\(trimmed)]")
let parts = trimmed.split(separator: " ")
print(parts, parts.count)
let initials = parts.compactMap { $0.first }.map { String($0).uppercased() }.joined()
print(initials)
print(trimmed.capitalized, trimmed.uppercased(), "ÉCOLE".lowercased())
print(trimmed.components(separatedBy: " "))
print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("a,b,,c".split(separator: Character(","), maxSplits: 1))
print("Hello".hasPrefix("He"), "Hello".hasSuffix("lo"), "Hello".contains("ell"))
print("Swift UI".localizedCaseInsensitiveContains("ui"), "ABC".caseInsensitiveCompare("abc") == .orderedSame)
print("2024-05-06".replacingOccurrences(of: "-", with: "/"))
print(String(repeating: "ab", count: 3), String(repeating: Character("*"), count: 4))
let word = "racecar"
print(word == String(word.reversed()), word.count, word.uppercased().first!)
print(Array("hey"), "hey".map { $0.isLetter }, "a1b2".filter(\.isNumber))
print("café".count, "café".utf8.count, "👍🏽".count, "👍🏽".unicodeScalars.count)
let message = "The quick brown fox"
print(message.prefix(9), message.suffix(3), message.dropFirst(4).prefix(5))
if let range = message.range(of: "quick") {
    print(message[range.upperBound...], message.distance(from: message.startIndex, to: range.lowerBound))
}
let idx = message.index(message.startIndex, offsetBy: 4)
print(message[idx], message[..<idx])
print(message.firstIndex(of: "q").map { message.distance(from: message.startIndex, to: $0) } as Any)
print(message.lowercased().filter { "aeiou".contains($0) }.count)
var sentence = "one"
sentence += " two"
sentence.append(" three")
sentence.append(contentsOf: "!")
print(sentence, sentence.isEmpty, "".isEmpty)
print("x".padding(toLength: 4, withPad: ".", startingAt: 0) + "|")
print("Line1\nLine2".components(separatedBy: .newlines), "tab\there")
print(#"raw \n string"#, "quote \"q\"")
let multi = """
    first
      second
    third
    """
print(multi)
print(multi.components(separatedBy: "\n").map(\.count))
print("apple" < "banana", "Zebra" < "apple", ["b", "B", "a"].sorted())
print(String(describing: 42), String(3.0), String(true), "\(1)\(2)")
print("hello world".split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
let email = "me@example.com"
print(email.contains("@") && email.split(separator: "@").count == 2, email.firstIndex(of: "@") != nil)
print(Character("a").isUppercase, Character("A").asciiValue!, Character(UnicodeScalar(66)))
print("ß".uppercased(), "İ".count)
