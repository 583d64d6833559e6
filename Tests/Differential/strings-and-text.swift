import Foundation

// Text handling as a note-taking or chat view model does it.
let message = "  Hello, World! Welcome to Swift 6 🎉  "
let trimmed = message.trimmingCharacters(in: .whitespaces)
print("[\(trimmed)]", trimmed.count, trimmed.utf8.count, trimmed.unicodeScalars.count)
print(trimmed.lowercased(), trimmed.uppercased())
print(trimmed.capitalized, "hello world".capitalized)
print(trimmed.split(separator: " "), trimmed.split(separator: ",", maxSplits: 1))
print("a,b,,c".split(separator: ","), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("a,b,,c".components(separatedBy: ","), "one two  three".components(separatedBy: .whitespaces))
print(trimmed.hasPrefix("Hello"), trimmed.hasSuffix("🎉"), trimmed.contains("World"), trimmed.contains { $0.isNumber })
print(trimmed.replacingOccurrences(of: "o", with: "0"), trimmed.replacingOccurrences(of: "hello", with: "Bye", options: .caseInsensitive))
if let range = trimmed.range(of: "world", options: .caseInsensitive) {
    print(trimmed[range], trimmed.distance(from: trimmed.startIndex, to: range.lowerBound))
}
print(String(trimmed.reversed()), String(trimmed.prefix(5)), String(trimmed.suffix(2)), String(trimmed.dropFirst(7).prefix(5)))
print(trimmed.filter(\.isLetter).count, trimmed.filter { $0.isUppercase }, trimmed.first!, trimmed.last!)
let word = "Mississippi"
let frequencies = word.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(frequencies.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
print(Set(word).count, word.firstIndex(of: "s").map { word.distance(from: word.startIndex, to: $0) } as Any)
print(word.lowercased().filter { "aeiou".contains($0) }.count, Array(word.prefix(4)), word.map(String.init).suffix(3))
let i = word.index(word.startIndex, offsetBy: 4)
print(word[i], word[..<i], word[i...], word[word.index(after: i)])
print("café".count, "café".utf8.count, "👨‍👩‍👧".count, "🇯🇵".unicodeScalars.count, "e\u{301}" == "é")
for c in "a1 ?Ä" {
    print(c, c.isLetter, c.isNumber, c.isWhitespace, c.isPunctuation, c.isASCII, c.asciiValue as Any, c.wholeNumberValue as Any)
}
print(Character("A").asciiValue! + 1, Character(UnicodeScalar(66)), String(UnicodeScalar(0x1F600)!))
let csv = "name,age\nAnn,30\nBo,25"
let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
print(rows, rows.map { Int($0[1])! }.reduce(0, +))
let tags = ["#swift", "#SwiftUI", "ios", "#swift"]
print(tags.filter { $0.hasPrefix("#") }.map { $0.dropFirst().lowercased() }, Array(Set(tags.map { $0.lowercased() })).sorted())
print("Line1\nLine2\r\nLine3".split(whereSeparator: \.isNewline), "a-b_c d".split(whereSeparator: { (c: Character) in "-_ ".contains(c) }))
let template = "Dear {name}, your order {id} shipped."
print(template.replacingOccurrences(of: "{name}", with: "Ana").replacingOccurrences(of: "{id}", with: "#42"))
print("swift".padding(toLength: 8, withPad: "*", startingAt: 0), String(repeating: "ab", count: 3), "x" + String(5) + "y")
print("%d items".replacingOccurrences(of: "%d", with: "3"), "1,234".replacingOccurrences(of: ",", with: "").count)
print("ABC".lowercased() == "abc", "abc".caseInsensitiveCompare("ABD") == .orderedAscending, "b" > "a")
let words = "The quick brown fox".split(separator: " ")
print(words.map { $0.count }, words.max { $0.count < $1.count }!)
let snake = "user_profile_image_url"
let camel = snake.split(separator: "_").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
print(camel, snake.uppercased().replacingOccurrences(of: "_", with: " "))
print(String(describing: "quote\"d"), "tab\tend", #"raw \n"#, "multi\("line")".count)
