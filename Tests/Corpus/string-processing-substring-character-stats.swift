// Demonstrates: string processing — split into Substrings, components(separatedBy:), Character properties (isLetter, isUppercase, isNumber), reduce(into:), Dictionary(grouping:) and lazy maps.
import SwiftUI

struct TextStats {
    let text: String

    var words: [Substring] {
        text.split(whereSeparator: { !$0.isLetter && $0 != "'" })
    }

    var sentences: [String] {
        text.components(separatedBy: ".")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }

    var letterCounts: [Character: Int] {
        text.lowercased().reduce(into: [:]) { counts, ch in
            if ch.isLetter { counts[ch, default: 0] += 1 }
        }
    }

    var capitalized: [String] {
        words.filter { $0.first?.isUppercase == true }.map(String.init)
    }

    var digits: Int {
        text.filter(\.isNumber).count
    }

    var byInitial: [(Character, [String])] {
        Dictionary(grouping: words.map { $0.lowercased() }, by: { $0.first! })
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
    }

    var longest: String {
        words.lazy.map(String.init).max { $0.count < $1.count } ?? "-"
    }
}

struct StatsScreen: View {
    @State private var text = "Swift is fun. Ada wrote 2 notes. Swift again"

    private var stats: TextStats { TextStats(text: text) }

    var body: some View {
        List {
            Text("Words: \(stats.words.count)")
            Text("Sentences: \(stats.sentences.count)")
            Text("Capitalized: \(stats.capitalized.joined(separator: ", "))")
            Text("Digits: \(stats.digits)")
            Text("Longest: \(stats.longest)")
            Text("Most common: \(stats.letterCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first.map { "\($0.key)×\($0.value)" } ?? "-")")
            ForEach(stats.byInitial, id: \.0) { initial, group in
                Text("\(String(initial).uppercased()): \(group.joined(separator: " "))")
            }
            Button("Append sentence") {
                text += ". Zebras zig"
            }
        }
    }
}

#Preview {
    StatsScreen()
}
