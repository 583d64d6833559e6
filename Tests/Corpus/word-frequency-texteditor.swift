// Demonstrates: a TextEditor bound to a String, words split on whitespace and punctuation, lowercased(), a [String: Int] frequency dictionary with default subscript, sorting by value then key, prefix(3), Set for unique words.
import SwiftUI

struct WordStats {
    let text: String

    var words: [String] {
        text.lowercased()
            .split { $0.isWhitespace || $0.isPunctuation }
            .map(String.init)
    }

    var frequencies: [String: Int] {
        var counts: [String: Int] = [:]
        for word in words {
            counts[word, default: 0] += 1
        }
        return counts
    }

    var top: [(word: String, count: Int)] {
        frequencies
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .prefix(3)
            .map { (word: $0.key, count: $0.value) }
    }

    var uniqueCount: Int { Set(words).count }
}

struct WordCounterView: View {
    @State private var text = "The cat sat. The dog sat, too! A cat and a dog."

    var stats: WordStats { WordStats(text: text) }

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $text)
                .frame(height: 100)
            Text("\(stats.words.count) words, \(stats.uniqueCount) unique")
            ForEach(stats.top, id: \.word) { entry in
                HStack {
                    Text(entry.word)
                    Spacer()
                    Text("\(entry.count)")
                }
            }
            Button("Append sentence") {
                text += " The end."
                print(stats.top.map { "\($0.word)=\($0.count)" }.joined(separator: ", "))
            }
        }
        .padding()
    }
}

#Preview {
    WordCounterView()
}
