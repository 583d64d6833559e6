// Text as view models handle it: word counts, sentences, palindromes, a Caesar cipher, case
// conversions, e-mail cleanup, a small CSV, string indices and splitting.
import Foundation

let paragraph = """
The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs away! Quick, quick, said the bird.
"""

let words = paragraph.lowercased()
    .components(separatedBy: CharacterSet.alphanumerics.inverted)
    .filter { !$0.isEmpty }
print(words.count, words.prefix(5))

var frequency: [String: Int] = [:]
for word in words { frequency[word, default: 0] += 1 }
let top = frequency.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(4)
for (word, count) in top { print(word, count) }

let sentences = paragraph.split(whereSeparator: { ".!;".contains($0) })
    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    .filter { !$0.isEmpty }
print(sentences.count, sentences.last ?? "")

func isPalindrome(_ text: String) -> Bool {
    let letters = text.lowercased().filter { $0.isLetter }
    return letters == String(letters.reversed())
}
print(["Racecar", "A man, a plan, a canal: Panama", "Swift"].map(isPalindrome))

func caesar(_ text: String, shift: Int) -> String {
    String(text.map { character -> Character in
        guard let ascii = character.asciiValue, character.isLetter else { return character }
        let base: UInt8 = character.isUppercase ? 65 : 97
        let shifted = (Int(ascii - base) + shift % 26 + 26) % 26
        return Character(UnicodeScalar(base + UInt8(shifted)))
    })
}
let secret = caesar("Hello, World!", shift: 3)
print(secret, caesar(secret, shift: -3))

func camelCase(_ snake: String) -> String {
    let parts = snake.split(separator: "_")
    guard let first = parts.first else { return "" }
    return first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
}
func snakeCase(_ camel: String) -> String {
    var result = ""
    for character in camel {
        if character.isUppercase {
            if !result.isEmpty { result += "_" }
            result += character.lowercased()
        } else {
            result.append(character)
        }
    }
    return result
}
print(camelCase("user_profile_image_url"), snakeCase("userProfileImageURL"))

let email = "  Jane.Doe+news@Example.COM "
let cleaned = email.trimmingCharacters(in: .whitespaces).lowercased()
if let at = cleaned.firstIndex(of: "@") {
    let local = cleaned[..<at]
    let domain = cleaned[cleaned.index(after: at)...]
    let base = local.split(separator: "+").first.map(String.init) ?? String(local)
    print(base, domain, cleaned.hasSuffix(".com"), cleaned.contains("+"))
}

let csv = "name,age,city\nAda,36,London\nGrace,45,Arlington\nLinus,28,Helsinki"
let rows = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
let header = rows[0]
let records = rows.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
let ages = records.compactMap { Int($0["age"] ?? "") }
print(records.map { $0["name"]! }, ages.reduce(0, +) / ages.count)
print(records.filter { Int($0["age"]!)! > 30 }.map { "\($0["name"]!) from \($0["city"]!)" })

let title = "SwiftUI Lifecycle"
print(title.count, title.uppercased(), title.prefix(5), title.suffix(9))
print(title.replacingOccurrences(of: "Lifecycle", with: "State"), title.reversed().map(String.init).joined())
let index = title.index(title.startIndex, offsetBy: 7)
print(title[index], title[title.startIndex..<index], title.distance(from: title.startIndex, to: index))
print("a-b--c".split(separator: "-"), "a-b--c".split(separator: "-", omittingEmptySubsequences: false))
print("abc".unicodeScalars.map { $0.value }, "héllo".utf8.count, "héllo".count)
print(String(repeating: "=", count: 10), "x".padding(toLength: 4, withPad: ".", startingAt: 0) + "|")
let initials = "grace brewster murray hopper".split(separator: " ").compactMap(\.first).map { String($0).uppercased() }.joined()
print(initials)
let numbered = ["milk", "eggs", "bread"].enumerated().map { "\($0.offset + 1). \($0.element.capitalized)" }
print(numbered.joined(separator: "\n"))
let vowels = paragraph.lowercased().filter { "aeiou".contains($0) }.count
print("vowels:", vowels, "digits in 'a1b22c333':", "a1b22c333".filter(\.isNumber).count)
print("Hello".starts(with: "He"), "hello world".capitalized)
