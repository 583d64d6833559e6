/// A match of a regex literal (`text.firstMatch(of: /(?<domain>[^@]+)$/)`) has its output's
/// captures as dynamic members (`match.domain`, `match.1`), and `output` and `range`: another
/// name is swiftc's `value of type 'Regex<(Substring, domain: Substring)>.Match' has no dynamic
/// member 'domainn' using key path from root type '(Substring, domain: Substring)'` (swiftc
/// 6.3.1). Checked where the pattern's captures are all plain `Substring`s: a literal with no
/// alternation, no quantified group (whose captures would be optional) and no lookaround.
extension CheckRun {
    /// `text.firstMatch(of: /…/)`, `wholeMatch`, `prefixMatch`: the optional match;
    /// `text.matches(of: /…/)` an array of them; nil for another call.
    func regexMatchType(_ callee: Expr, _ arguments: [Argument]) -> TypeReference? {
        guard case .member(_, let name) = callee.kind, arguments.count == 1, arguments[0].label == "of",
              case .call(let regex, let regexArguments) = arguments[0].value.kind, case .identifier("Regex") = regex.kind,
              symbols.types["Regex"] == nil, regexArguments.count == 1, regexArguments[0].label == "_literal",
              case .string(let pattern) = regexArguments[0].value.kind,
              let output = Self.regexOutput(pattern) else { return nil }
        let match = TypeReference.member(.named("Regex", generics: [output]), "Match")
        switch name {
        case "firstMatch", "wholeMatch", "prefixMatch": return .optional(match)
        case "matches": return .array(match)
        default: return nil
        }
    }

    /// `match.name` on a regex literal's match. True when it reported.
    func reportRegexMatchMember(_ baseType: TypeReference?, _ name: String, at location: SourceLocation) -> Bool {
        guard case .member(.named("Regex", let generics), "Match")? = baseType, generics.count == 1,
              case .tuple(let elements, let labels) = generics[0] else { return false }
        if ["output", "range", "self", "_doNotUse"].contains(name) { return false }
        if let index = Int(name), elements.indices.contains(index) { return false }
        if labels.contains(name) { return false }
        report("value of type '\(baseType!)' has no dynamic member '\(name)' using key path from root type '\(generics[0])'",
               at: location)
        return true
    }

    /// `(Substring, domain: Substring)` for `@(?<domain>[^@]+)$`; nil where a capture may be
    /// optional or the pattern has none (its output is a `Substring`, whose members are many).
    static func regexOutput(_ pattern: String) -> TypeReference? {
        let characters = Array(pattern)
        var names: [String?] = []
        var index = 0
        var inClass = false
        func text(from start: Int, upTo end: Character) -> String? {
            guard let close = characters[start...].firstIndex(of: end) else { return nil }
            return String(characters[start..<close])
        }
        while index < characters.count {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\\" { index += 2; continue }
            if inClass {
                if character == "]" { inClass = false }
            } else if character == "[" {
                inClass = true
            } else if character == "|" || character == "\n" {
                return nil
            } else if character == ")", let next, "?*{".contains(next) {
                return nil
            } else if character == "(", next == "?" {
                let rest = String(characters[(index + 2)...])
                if rest.hasPrefix("=") || rest.hasPrefix("!") || rest.hasPrefix("<=") || rest.hasPrefix("<!") || rest.hasPrefix("|") {
                    return nil
                }
                if rest.hasPrefix("<") || rest.hasPrefix("P<") {
                    guard let name = text(from: index + (rest.hasPrefix("<") ? 3 : 4), upTo: ">") else { return nil }
                    names.append(name)
                } else if rest.hasPrefix("'") {
                    guard let name = text(from: index + 3, upTo: "'") else { return nil }
                    names.append(name)
                }
            } else if character == "(" {
                if next == "*" { return nil }
                names.append(nil)
            }
            index += 1
        }
        guard !names.isEmpty else { return nil }
        return .tuple(Array(repeating: .named("Substring"), count: names.count + 1), labels: [nil] + names)
    }
}
