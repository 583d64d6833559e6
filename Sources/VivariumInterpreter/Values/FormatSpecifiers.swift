import VivariumSyntax

/// `String(format:)`'s specifiers against its arguments, checked before Foundation reads them:
/// C varargs carry no types, so `%@` given an Int, or a specifier with no argument, reads a
/// stray register as a pointer and crashes the process (undefined behaviour in Swift too).
enum FormatSpecifiers {
    private static let integerConversions: Set<Character> = ["d", "i", "o", "u", "x", "X", "D", "O", "U", "c", "C"]
    private static let floatingConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]
    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]

    static func check(_ format: String, arguments: [Value], heap: Heap, at location: SourceLocation) throws {
        let characters = Array(format)
        var index = 0
        var nextArgument = 0
        while index < characters.count {
            guard characters[index] == "%" else { index += 1; continue }
            index += 1
            if index < characters.count, characters[index] == "%" { index += 1; continue }
            // `%2$@`: an explicit argument position.
            var digits = 0
            var position: Int?
            while index + digits < characters.count, characters[index + digits].isASCII, characters[index + digits].isNumber { digits += 1 }
            if digits > 0, index + digits < characters.count, characters[index + digits] == "$" {
                position = Int(String(characters[index..<index + digits])).map { $0 - 1 } ?? -1
                index += digits + 1
            }
            while index < characters.count, flags.contains(characters[index]) { index += 1 }
            while index < characters.count, characters[index].isASCII, characters[index].isNumber || characters[index] == "." { index += 1 }
            while index < characters.count, lengthModifiers.contains(characters[index]) { index += 1 }
            guard index < characters.count else { return }  // a trailing '%' reads no argument
            let conversion = characters[index]
            index += 1
            guard conversion == "@" || integerConversions.contains(conversion) || floatingConversions.contains(conversion) else {
                throw RuntimeError.notSupported("String(format:) with the '%\(conversion)' specifier", at: location)
            }
            let argumentIndex = position ?? nextArgument
            nextArgument = argumentIndex + 1
            guard arguments.indices.contains(argumentIndex) else {
                throw RuntimeError(.trap, "String(format:): no argument for its '%\(conversion)' specifier"
                                   + " (Foundation would read a stray value and crash)", at: location)
            }
            if conversion == "@", case .string = arguments[argumentIndex] { continue }
            if conversion == "@" {
                let typeName = Describe.typeName(of: arguments[argumentIndex], heap: heap)
                throw RuntimeError(.trap, "String(format:): '%@' needs a String argument here, not a value of type '\(typeName)'"
                                   + " (Foundation would read it as an object pointer and crash)", at: location)
            }
        }
    }
}
