// Everyday text handling: trimming, case, splitting, initials, character counts, replacing,
// CSV rows, String(format:), number formatting, indices and ranges, case-insensitive search.
import Foundation
let email = "  Ada.Lovelace@Example.COM "
let cleaned = email.trimmingCharacters(in: .whitespaces).lowercased()
print(cleaned, cleaned.contains("@"), cleaned.hasSuffix(".com"))
let parts = cleaned.split(separator: "@")
print(parts.count, String(parts[0]), parts.last.map(String.init) ?? "")
let name = "ada lovelace"
print(name.capitalized, name.uppercased(), name.count)
print(name.components(separatedBy: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " "))
let initials = name.split(separator: " ").compactMap(\.first).map(String.init).joined()
print(initials.uppercased())
let sentence = "The quick brown fox jumps over the lazy dog"
let words = sentence.split(separator: " ")
print(words.count, words.map(\.count).max()!, words.filter { $0.count > 4 })
var freq: [Character: Int] = [:]
for ch in sentence.lowercased() where ch.isLetter { freq[ch, default: 0] += 1 }
print(freq.filter { $0.value > 2 }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(sentence.replacingOccurrences(of: "lazy", with: "sleepy"))
print(String(sentence.reversed().prefix(8)))
let padded = String(repeating: "*", count: 3) + "x" + String(repeating: "*", count: 3)
print(padded, padded.count)
let csv = "name,age\nAda,36\nAlan,41\n"
let rows = csv.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",") }
print(rows.map { "\($0[0]) is \($0[1])" })
let n = 1234567.891
print(String(format: "%.2f", n), String(format: "%08.3f", 3.14159), String(format: "%d items", 3))
print(n.formatted(.number.precision(.fractionLength(1))))
let idx = sentence.firstIndex(of: "q")!
print(sentence[idx...].prefix(5), sentence.distance(from: sentence.startIndex, to: idx))
if let range = sentence.range(of: "brown") { print(sentence[range.upperBound...].trimmingCharacters(in: .whitespaces).prefix(3)) }
print("Swift".map { String($0) }, Array(Array("abc").reversed()))
print("a-b-c".split(separator: "-", maxSplits: 1))
print("hello world".localizedCaseInsensitiveContains("WORLD"), "Straße".uppercased())
print("42".isEmpty, Int("42")! + 1, Int("x") as Any, Double("3.5")!)
