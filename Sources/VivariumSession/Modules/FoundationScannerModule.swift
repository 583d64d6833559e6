/// Foundation's `Scanner`, written in Vivarium's Swift subset: a cursor over a string's
/// characters that skips whitespace and newlines before each scan (its default
/// `charactersToBeSkipped`) and moves past what a scan reads; a scan that finds nothing leaves
/// it where it was (Apple, "Scanner"). The `inout` forms (`scanHexInt64(_:)`, `scanInt(_:)`,
/// `scanDouble(_:)`, deprecated but what hex-colour code pastes) return whether they read a
/// number; the iOS 13 forms (`scanInt()`, `scanUInt64(representation:)`, `scanDouble()`,
/// `scanString(_:)`, `scanUpToString(_:)`, `scanCharacters(from:)`) return it, or nil. A
/// hexadecimal scan takes an optional `0x` prefix. Like the formatters, a scanner is plumbing:
/// not reported created or freed.
extension BundledModule {
    static let foundationScanner = BundledModule(
        name: "FoundationScanner",
        dependencies: [],
        autoloadNames: ["Scanner"],
        source: #"""
@_vivariumInternal("Scanner")
class Scanner {
    enum NumberRepresentation {
        case decimal
        case hexadecimal
    }

    let string: String
    private let characters: [Character]
    private var position = 0

    init(string: String) {
        self.string = string
        self.characters = Array(string)
    }

    var isAtEnd: Bool {
        skipWhitespace()
        return position >= characters.count
    }

    private func skipWhitespace() {
        while position < characters.count, characters[position].isWhitespace || characters[position].isNewline {
            position += 1
        }
    }

    private func hexNumber() -> UInt64? {
        skipWhitespace()
        var index = position
        if index + 1 < characters.count, characters[index] == "0", characters[index + 1] == "x" || characters[index + 1] == "X" {
            index += 2
        }
        var value: UInt64 = 0
        var digits = 0
        while index < characters.count, let digit = characters[index].hexDigitValue {
            value = value * 16 + UInt64(digit)
            index += 1
            digits += 1
        }
        guard digits > 0 else { return nil }
        position = index
        return value
    }

    private func decimalText(allowingFraction: Bool) -> String? {
        skipWhitespace()
        var index = position
        var text = ""
        if index < characters.count, characters[index] == "-" || characters[index] == "+" {
            text.append(characters[index])
            index += 1
        }
        var digits = 0
        var seenPoint = false
        while index < characters.count {
            let character = characters[index]
            if character.isWholeNumber {
                digits += 1
            } else if allowingFraction && character == "." && !seenPoint {
                seenPoint = true
            } else {
                break
            }
            text.append(character)
            index += 1
        }
        guard digits > 0 else { return nil }
        position = index
        return text
    }

    func scanHexInt64(_ result: inout UInt64) -> Bool {
        guard let value = hexNumber() else { return false }
        result = value
        return true
    }

    func scanHexInt32(_ result: inout UInt32) -> Bool {
        guard let value = hexNumber() else { return false }
        result = UInt32(truncatingIfNeeded: value)
        return true
    }

    func scanInt(_ result: inout Int) -> Bool {
        guard let text = decimalText(allowingFraction: false), let value = Int(text) else { return false }
        result = value
        return true
    }

    func scanDouble(_ result: inout Double) -> Bool {
        guard let text = decimalText(allowingFraction: true), let value = Double(text) else { return false }
        result = value
        return true
    }

    func scanInt() -> Int? {
        guard let text = decimalText(allowingFraction: false), let value = Int(text) else { return nil }
        return value
    }

    func scanDouble() -> Double? {
        guard let text = decimalText(allowingFraction: true), let value = Double(text) else { return nil }
        return value
    }

    func scanUInt64(representation: NumberRepresentation = .decimal) -> UInt64? {
        if representation == .hexadecimal { return hexNumber() }
        guard let text = decimalText(allowingFraction: false), !text.hasPrefix("-"), let value = UInt64(text) else { return nil }
        return value
    }

    func scanString(_ searchString: String) -> String? {
        skipWhitespace()
        let wanted = Array(searchString)
        guard !wanted.isEmpty, position + wanted.count <= characters.count else { return nil }
        for offset in 0..<wanted.count where characters[position + offset] != wanted[offset] {
            return nil
        }
        position += wanted.count
        return searchString
    }

    func scanUpToString(_ substring: String) -> String? {
        skipWhitespace()
        let wanted = Array(substring)
        var index = position
        var text = ""
        while index < characters.count {
            if !wanted.isEmpty, index + wanted.count <= characters.count,
               Array(characters[index..<(index + wanted.count)]) == wanted {
                break
            }
            text.append(characters[index])
            index += 1
        }
        guard !text.isEmpty else { return nil }
        position = index
        return text
    }

    func scanCharacters(from set: CharacterSet) -> String? {
        skipWhitespace()
        var index = position
        var text = ""
        while index < characters.count, set.contains(characters[index].unicodeScalars.first!) {
            text.append(characters[index])
            index += 1
        }
        guard !text.isEmpty else { return nil }
        position = index
        return text
    }
}
"""#)
}
