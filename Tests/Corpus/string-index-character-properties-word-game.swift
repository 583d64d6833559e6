// Demonstrates: a word game's string handling in plain Swift: `index(_:offsetBy:)`, `s[s.startIndex]`, `firstIndex(of:)` on a `String`, `Character.isLetter`/`.isUppercase`/`.wholeNumberValue`/`.asciiValue`, `String(s.reversed())`, `Array(s)` and `String(chars)`, `s.lowercased().filter(\.isLetter)`, `Set(s)` for anagram checks, `s.split(separator: " ", omittingEmptySubsequences: true)`, `s.replacingOccurrences(of:with:)`, `hasPrefix`, `dropLast`, `prefix(3)`, `lazy.filter.map.first`, `Int(exactly:)`, `.squareRoot()`, `pow`.
// Source: book (a Swift fundamentals book's strings chapter project, given a SwiftUI front end); written for Vivarium in that style, not copied.
// First paste: failed at tap "Analyze": wrong output: printed `middle: ["a"]` and `exact: 12 12` where swiftc prints `middle: a` and `exact: 12 -1`
import SwiftUI

struct WordTools {
    static func isPalindrome(_ s: String) -> Bool {
        let letters = s.lowercased().filter(\.isLetter)
        return letters == String(letters.reversed())
    }

    static func isAnagram(_ a: String, _ b: String) -> Bool {
        a.lowercased().sorted() == b.lowercased().sorted()
    }

    static func caesar(_ s: String, shift: Int) -> String {
        String(s.map { ch -> Character in
            guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
            let base: UInt8 = ch.isUppercase ? 65 : 97
            let shifted = (Int(ascii - base) + shift + 26) % 26
            return Character(UnicodeScalar(base + UInt8(shifted)))
        })
    }

    static func digitSum(_ s: String) -> Int {
        s.compactMap(\.wholeNumberValue).reduce(0, +)
    }

    static func middle(_ s: String) -> Character? {
        guard !s.isEmpty else { return nil }
        let i = s.index(s.startIndex, offsetBy: s.count / 2)
        return s[i]
    }
}

struct WordGameView: View {
    @State private var input = "A man a plan a canal Panama"
    @State private var results: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Word", text: $input)
            Button("Analyze") {
                results = analyze(input)
                results.forEach { print($0) }
            }
            ForEach(results, id: \.self) { Text($0) }
        }
        .padding()
    }

    func analyze(_ text: String) -> [String] {
        var out: [String] = []
        out.append("palindrome: \(WordTools.isPalindrome(text))")
        out.append("first: \(text[text.startIndex]), middle: \(WordTools.middle(text).map(String.init) ?? "-")")
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        out.append("words: \(words.count), longest: \(words.max { $0.count < $1.count } ?? "")")
        out.append("anagram: \(WordTools.isAnagram("Listen", "Silent")) \(WordTools.isAnagram("abc", "abd"))")
        out.append("caesar: \(WordTools.caesar("Hello, World", shift: 3)) / \(WordTools.caesar("Khoor", shift: -3))")
        out.append("digits: \(WordTools.digitSum("a1b2c3"))")
        if let p = text.firstIndex(of: "p") {
            out.append("from p: \(text[p...].prefix(4))")
        }
        out.append("unique letters: \(Set(text.lowercased().filter(\.isLetter)).count)")
        out.append(text.replacingOccurrences(of: "a", with: "4").dropLast(3).description)
        out.append("starts with A: \(text.hasPrefix("A")), \(String(text.prefix(3)))")
        let firstLong = words.lazy.filter { $0.count > 4 }.map { $0.uppercased() }.first
        out.append("first long: \(firstLong ?? "none")")
        out.append("exact: \(Int(exactly: 12.0) ?? -1) \(Int(exactly: 12.5) ?? -1)")
        out.append("root: \(144.0.squareRoot()) pow: \(pow(2.0, 10.0)) \(Int(pow(Double(3), 4)))")
        out.append("chars: \(Array("abc")) \(String(Array("abc").reversed()))")
        return out
    }
}

#Preview {
    WordGameView()
}
