import Foundation
// Text handling as a search field and a parser do it.
let query = "  Swift UI  "
let normalized = query.trimmingPrefix(" ").lowercased()
print("[\(normalized)]")
let sentence = "the cat and the hat"
print(sentence.replacing("the", with: "a"), sentence.ranges(of: "the").count)
print(sentence.contains("cat"), sentence.firstRange(of: "and").map { sentence.distance(from: sentence.startIndex, to: $0.lowerBound) } as Any)
print(sentence.split(separator: " and "), sentence.split(separator: " ").count)
print("a-b_c".split(whereSeparator: { $0 == "-" || $0 == "_" }))
if let match = "Order #4521 shipped".firstMatch(of: /#(\d+)/) {
    print(match.1, Int(match.1)! + 1)
}
let date = /(\d{4})-(\d{2})-(\d{2})/
if let parts = "due 2025-06-09".firstMatch(of: date) {
    print(parts.1, parts.2, parts.3)
}
print("a1b22c333".matches(of: /\d+/).map { String($0.output) })
print("hello world".wholeMatch(of: /[a-z ]+/) != nil, "Hello".wholeMatch(of: /[a-z]+/) == nil)
print("no digits".replacing(/\s+/, with: "_"))
let csv = "name,age\nAda,36\nAlan,41"
let rows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
print(rows.map { "\($0[0]) is \($0[1])" })
let ages = rows.compactMap { Int($0[1]) }
print(ages.reduce(0, +) / ages.count)
var word = "swift"
word.replaceSubrange(word.startIndex...word.startIndex, with: "S")
print(word, word.index(of: "f") != nil)
let idx = word.index(word.endIndex, offsetBy: -2)
print(word[idx...], word[..<idx], String(word[word.index(after: word.startIndex)]))
print(word.dropLast(2), word.prefix(upTo: idx), word.count)
var chars = Array(word)
chars.swapAt(0, chars.count - 1)
print(String(chars), String(word.sorted()), word.uppercased().reversed().map(String.init).joined())
print("Straße".count, "e\u{301}" == "é", "🇳🇴".count, "abc".unicodeScalars.map { $0.value })
print("abc" < "abd", "a".compare("B") == .orderedDescending)
print(String(format: "%5.1f|%-4d|%03d|%x|%@", 3.14159, 42, 7, 255, "obj"))
print("café".uppercased(), "ﬁ".uppercased(), "İstanbul".lowercased().count)
let title = "hello wide world"
print(title.capitalized, title.split(separator: " ").map { $0.capitalized }.joined(separator: " "))
print(title.components(separatedBy: " ").filter { $0.count > 4 }, title.hasPrefix("hello w"))
print(title.lastIndex(of: "o").map { title.distance(from: title.startIndex, to: $0) }!)
