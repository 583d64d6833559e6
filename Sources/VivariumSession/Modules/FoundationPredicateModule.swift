/// Foundation's `NSPredicate`, as far as form code uses it: `NSPredicate(format: "SELF MATCHES
/// %@", pattern).evaluate(with: text)`, the e-mail and phone validation idiom. `MATCHES` is a
/// whole-string match of an ICU regular expression (Apple, "Predicate Format String Syntax":
/// "The left hand expression equals the right hand expression using a regex-style comparison
/// according to ICU v3"), `[c]` case-insensitive. Other predicate formats stop with "not
/// supported in the playground".
extension BundledModule {
    static let foundationPredicate = BundledModule(
        name: "FoundationPredicate", dependencies: [],
        autoloadNames: ["NSPredicate"],
        source: #"""
@_vivariumInternal("NSPredicate")
final class NSPredicate {
    let predicateFormat: String
    let _arguments: [Any]

    init(format predicateFormat: String, _ arguments: Any...) {
        self.predicateFormat = predicateFormat
        self._arguments = arguments
    }

    init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.predicateFormat = predicateFormat
        self._arguments = arguments ?? []
    }

    func evaluate(with object: Any?) -> Bool {
        let format = predicateFormat.trimmingCharacters(in: .whitespaces)
        let caseInsensitive = format.hasPrefix("SELF MATCHES[c]") || format.hasPrefix("self matches[c]")
        guard format == "SELF MATCHES %@" || format == "self matches %@" || caseInsensitive,
              let pattern = _arguments.first as? String else {
            fatalError("not supported in the playground: the NSPredicate format \"\(predicateFormat)\" (only SELF MATCHES %@)")
        }
        guard let text = object as? String else { return false }
        return __Vivarium.predicateMatches(pattern, text, caseInsensitive)
    }
}
"""#)
}
