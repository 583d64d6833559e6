// Demonstrates: Swift string handling in a word game — String.Index offsets, Character properties, reversed and sorted letters, prefix(while:), Set of Characters, and zip over two strings.
import SwiftUI

struct WordChecker {
    let target: String

    func score(_ guess: String) -> [Character: Int] {
        var counts: [Character: Int] = [:]
        for letter in guess.lowercased() where letter.isLetter {
            counts[letter, default: 0] += 1
        }
        return counts
    }

    func isAnagram(_ guess: String) -> Bool {
        guess.lowercased().sorted() == target.lowercased().sorted()
    }

    func matchingPositions(_ guess: String) -> Int {
        zip(guess.lowercased(), target.lowercased()).filter { $0 == $1 }.count
    }

    func hint(revealing count: Int) -> String {
        let end = target.index(target.startIndex, offsetBy: min(count, target.count))
        return String(target[..<end]) + String(repeating: "_", count: target.count - min(count, target.count))
    }

    func sharedLetters(with guess: String) -> String {
        String(Set(guess.lowercased()).intersection(Set(target.lowercased())).sorted())
    }
}

struct WordGameView: View {
    @State private var guess = ""
    @State private var history: [String] = []
    @State private var revealed = 1
    private let checker = WordChecker(target: "Listen")

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Hint: \(checker.hint(revealing: revealed))")
            TextField("Your guess", text: $guess)
            HStack {
                Button("Try silent") { submit("Silent") }
                Button("Try tinsel!") { submit("tinsel!") }
                Button("Reveal") { revealed += 1 }
            }
            ForEach(history, id: \.self) { line in
                Text(line).font(.caption)
            }
        }
        .padding()
    }

    private func submit(_ word: String) {
        guess = word
        let letters = word.prefix(while: { $0.isLetter })
        let reversed = String(letters.reversed())
        let line = "\(letters): anagram \(checker.isAnagram(String(letters))), in place \(checker.matchingPositions(String(letters))), shared \(checker.sharedLetters(with: word)), reversed \(reversed)"
        history.append(line)
        print(line)
        if let first = word.first, first.isUppercase {
            print("starts with capital \(first)")
        }
    }
}

#Preview {
    WordGameView()
}
