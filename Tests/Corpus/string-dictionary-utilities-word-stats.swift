// Demonstrates: everyday String and Dictionary work in a view model: components(separatedBy:), split with omittingEmptySubsequences, lowercased/trimming, Character properties, String.Index offsets, reversed, mapValues, compactMapValues, merging(_:uniquingKeysWith:), Dictionary(uniqueKeysWithValues:), Dictionary(grouping:by:), sorted by value then key, Set operations, max(by:), String(repeating:count:).
// Source: learner's app (a text statistics tool from a course's strings chapter); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

@Observable
final class TextStats {
    var text = "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!"

    var words: [String] {
        text.lowercased()
            .components(separatedBy: CharacterSet.letters.inverted)
            .filter { !$0.isEmpty }
    }

    var frequencies: [String: Int] {
        words.reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }
    }

    var topWords: [(word: String, count: Int)] {
        frequencies
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(3)
            .map { (word: $0.key, count: $0.value) }
    }

    var byInitial: [Character: [String]] {
        Dictionary(grouping: Set(words)) { $0.first! }.mapValues { $0.sorted() }
    }

    var sentences: [String] {
        text.split(whereSeparator: { ".;!".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    func summary() -> [String] {
        var lines: [String] = []
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        let letters = text.lowercased().filter(\.isLetter)
        let vowelCount = letters.filter { vowels.contains($0) }.count
        lines.append("letters \(letters.count), vowels \(vowelCount), uppercase \(text.filter(\.isUppercase).count)")

        let third = text.index(text.startIndex, offsetBy: 4)
        let end = text.index(third, offsetBy: 5)
        lines.append("slice [\(text[third..<end])], reversed first word \(String(words[0].reversed()))")

        let lengths = Dictionary(uniqueKeysWithValues: Set(words).sorted().map { ($0, $0.count) })
        let longest = lengths.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!
        lines.append("longest \(longest.key) (\(longest.value))")

        let defaults = ["the": 0, "cat": 0]
        let merged = frequencies.merging(defaults) { current, _ in current }
        lines.append("cat \(merged["cat"]!), the \(merged["the"]!)")

        let ratings = ["fox": "4", "dog": "five", "cat": "3"]
        let numeric = ratings.compactMapValues(Int.init)
        lines.append("numeric ratings \(numeric.sorted { $0.key < $1.key })")

        let first = Set(sentences[0].lowercased().split(separator: " ").map(String.init))
        let second = Set(sentences[1].lowercased().split(separator: " ").map(String.init))
        lines.append("shared \(first.intersection(second).sorted()), only first \(first.subtracting(second).count)")
        lines.append(String(repeating: "=", count: 12))
        return lines
    }
}

struct TextStatsView: View {
    @State private var stats = TextStats()

    var body: some View {
        List {
            Section("Top words") {
                ForEach(stats.topWords, id: \.word) { entry in
                    LabeledContent(entry.word, value: "\(entry.count)")
                }
            }
            Section("By initial") {
                ForEach(stats.byInitial.keys.sorted(), id: \.self) { initial in
                    Text("\(String(initial)): \(stats.byInitial[initial]!.joined(separator: ", "))")
                }
            }
            Section {
                Text("\(stats.sentences.count) sentences")
                Button("Summarize") { stats.summary().forEach { print($0) } }
                Button("Shorter text") {
                    stats.text = "A cat. A hat!"
                    print(stats.topWords.map { "\($0.word)=\($0.count)" })
                }
            }
        }
    }
}

#Preview {
    TextStatsView()
}
