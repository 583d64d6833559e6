/// Automatic grammar agreement in English, as Foundation applies it to `^[…](inflect: true)`
/// in a localized string (Apple, "Automatic Grammar Agreement"; WWDC21 "What's new in
/// Foundation": `Text("^[\(count) apple](inflect: true)")` shows "1 apple", "2 apples"). The
/// noun — the last word of the span, written in the singular as Apple's examples write it —
/// takes the plural for any count but 1. English spelling rules and the common irregular nouns
/// only; without a count the text stays as written.
enum GrammarAgreement {
    static func inflected(_ text: String) -> String {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let countIndex = words.firstIndex(where: { Double($0.filter { $0 != "," }) != nil }),
              let count = Double(words[countIndex].filter { $0 != "," }),
              let nounIndex = words.indices.last(where: { $0 > countIndex && !words[$0].isEmpty }),
              words[nounIndex].allSatisfy(\.isLetter) else { return text }
        var result = words
        if count != 1 { result[nounIndex] = plural(words[nounIndex]) }
        return result.joined(separator: " ")
    }

    private static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "foot": "feet", "tooth": "teeth", "goose": "geese", "sheep": "sheep", "fish": "fish",
        "deer": "deer", "series": "series", "species": "species", "leaf": "leaves", "knife": "knives",
        "life": "lives", "wife": "wives", "half": "halves", "shelf": "shelves", "wolf": "wolves",
        "potato": "potatoes", "tomato": "tomatoes", "hero": "heroes", "echo": "echoes",
    ]

    static func plural(_ noun: String) -> String {
        let lower = noun.lowercased()
        if let plural = irregular[lower] { return matchingCase(plural, of: noun) }
        if irregular.values.contains(lower) { return noun }
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return noun + "es"
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        return noun + "s"
    }

    private static func matchingCase(_ word: String, of original: String) -> String {
        guard let first = original.first, first.isUppercase else { return word }
        return word.prefix(1).uppercased() + word.dropFirst()
    }
}
