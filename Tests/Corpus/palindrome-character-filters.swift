// Demonstrates: Character properties (isLetter, isNumber, isUppercase), String.reversed(), Array(text), filter with key paths, lowercased comparison, a word counter using split(whereSeparator:), onChange updating derived state.
import SwiftUI

struct PalindromeChecker: View {
    @State private var text = "A man, a plan, a canal: Panama"
    @State private var history: [String] = []

    private var letters: String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    private var isPalindrome: Bool {
        !letters.isEmpty && letters == String(letters.reversed())
    }

    private var uppercaseCount: Int {
        Array(text).filter(\.isUppercase).count
    }

    private var wordCount: Int {
        text.split(whereSeparator: { $0 == " " || $0 == "," }).count
    }

    var body: some View {
        Form {
            TextField("Text", text: $text)
            LabeledContent("Letters", value: letters)
            LabeledContent("Palindrome", value: isPalindrome ? "Yes" : "No")
            LabeledContent("Capitals", value: "\(uppercaseCount)")
            LabeledContent("Words", value: "\(wordCount)")
            Section("History") {
                ForEach(history, id: \.self) { Text($0) }
            }
            Button("Try 'Swift'") { text = "Swift" }
        }
        .onChange(of: text) { oldValue, newValue in
            history.insert("\(oldValue) → \(newValue)", at: 0)
        }
    }
}

#Preview {
    PalindromeChecker()
}
