// Demonstrates: a writing tool over a `TextEditor`: words by `split(whereSeparator:)` and `components(separatedBy: .punctuationCharacters)`, `Dictionary(grouping:by:)` and `reduce(into: [:]) { $0[$1, default: 0] += 1 }` frequencies, `sorted { $0.value > $1.value }.prefix(3)`, reading time by `ceil`, sentence count via `filter { ".!?".contains($0) }`, `String(format: "%.1f", …)`, `.lowercased()`, `first(where:)` on a `Character`'s `isUppercase`, and `AttributedString` highlighting the longest word.
// Source: university course assignment (a mobile-development course's text-statistics exercise, found through a search for TextEditor word count Dictionary grouping reduce into default frequency); written for Vivarium in that style, not copied.
// First paste: failed at load: extra argument 'options' in call
import SwiftUI

struct TextStats {
    let text: String

    var words: [String] {
        text.lowercased()
            .components(separatedBy: .punctuationCharacters).joined()
            .split(whereSeparator: { $0.isWhitespace })
            .map(String.init)
    }

    var frequencies: [String: Int] {
        words.reduce(into: [:]) { counts, word in counts[word, default: 0] += 1 }
    }

    var topWords: [(word: String, count: Int)] {
        frequencies.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }
            .prefix(3)
            .map { (word: $0.key, count: $0.value) }
    }

    var byFirstLetter: [Character: [String]] {
        Dictionary(grouping: Set(words), by: { $0.first ?? "?" })
    }

    var sentences: Int { text.filter { ".!?".contains($0) }.count }
    var readingMinutes: Int { Int(ceil(Double(words.count) / 200)) }
    var averageLength: String {
        guard !words.isEmpty else { return "0" }
        return String(format: "%.1f", Double(words.joined().count) / Double(words.count))
    }
    var longest: String { words.max { $0.count < $1.count } ?? "" }
}

struct WordCounterView: View {
    @State private var text = "The quick brown fox jumps over the lazy dog. The dog sleeps! Does the fox care?"

    private var stats: TextStats { TextStats(text: text) }

    private var highlighted: AttributedString {
        var string = AttributedString(text)
        if let range = string.range(of: stats.longest, options: .caseInsensitive) {
            string[range].backgroundColor = .yellow
        }
        return string
    }

    var body: some View {
        Form {
            TextEditor(text: $text)
                .frame(minHeight: 120)
            Text(highlighted)
            LabeledContent("Words", value: "\(stats.words.count)")
            LabeledContent("Sentences", value: "\(stats.sentences)")
            LabeledContent("Average length", value: stats.averageLength)
            LabeledContent("Reading time", value: "\(stats.readingMinutes) min")
            Section("Top words") {
                ForEach(stats.topWords, id: \.word) { entry in
                    LabeledContent(entry.word, value: "\(entry.count)")
                }
            }
            Section("Letters") {
                Text(stats.byFirstLetter.keys.sorted().map { "\($0): \(stats.byFirstLetter[$0]!.count)" }.joined(separator: " "))
            }
            Button("Clear") { text = "" }
            Button("Capitalised?") {
                let firstUpper = text.first(where: { $0.isLetter })?.isUppercase ?? false
                print("starts with capital:", firstUpper, "top:", stats.topWords.map(\.word))
            }
        }
    }
}

#Preview {
    WordCounterView()
}
