/// Foundation's `NSRegularExpression`, in Vivarium's Swift subset over Foundation's own ICU
/// engine (`__Vivarium.regexMatches`), as older answers validate and extract with it:
/// `init(pattern:options:)` throws for an invalid pattern (Foundation's error 2048);
/// `matches(in:options:range:)`, `firstMatch(in:options:range:)`,
/// `numberOfMatches(in:options:range:)` and `stringByReplacingMatches(in:options:range:withTemplate:)`
/// take an `NSRange` of UTF-16 offsets (`NSRange(location: 0, length: text.utf16.count)`);
/// an `NSTextCheckingResult` gives `range`, `range(at:)` and `numberOfRanges`, and
/// `Range(result.range(at: 1), in: text)` the string's range (Apple, "NSRegularExpression").
/// Matching options (`.anchored`, …) are accepted and not applied.
extension BundledModule {
    static let foundationRegularExpression = BundledModule(
        name: "FoundationRegularExpression",
        dependencies: ["UIKitServices", "FoundationErrors", "SwiftOptionSet"],
        autoloadNames: ["NSRegularExpression", "NSTextCheckingResult"],
        source: #"""
@_vivariumInternal("NSTextCheckingResult")
final class NSTextCheckingResult {
    let _ranges: [NSRange]

    init(_ranges: [NSRange]) {
        self._ranges = _ranges
    }

    var range: NSRange { _ranges[0] }
    var numberOfRanges: Int { _ranges.count }

    func range(at index: Int) -> NSRange {
        _ranges[index]
    }
}

@_vivariumInternal("NSRegularExpression")
final class NSRegularExpression {
    struct Options: OptionSet {
        let rawValue: Int
        static let caseInsensitive = Options(rawValue: 1)
        static let allowCommentsAndWhitespace = Options(rawValue: 2)
        static let ignoreMetacharacters = Options(rawValue: 4)
        static let dotMatchesLineSeparators = Options(rawValue: 8)
        static let anchorsMatchLines = Options(rawValue: 16)
        static let useUnixLineSeparators = Options(rawValue: 32)
        static let useUnicodeWordBoundaries = Options(rawValue: 64)
    }

    struct MatchingOptions: OptionSet {
        let rawValue: Int
        static let reportProgress = MatchingOptions(rawValue: 1)
        static let reportCompletion = MatchingOptions(rawValue: 2)
        static let anchored = MatchingOptions(rawValue: 4)
        static let withTransparentBounds = MatchingOptions(rawValue: 8)
        static let withoutAnchoringBounds = MatchingOptions(rawValue: 16)
    }

    let pattern: String
    let options: Options

    init(pattern: String, options: Options = []) throws {
        guard __Vivarium.regexMatches(pattern, options.rawValue, "", 0, 0) != nil else {
            throw CocoaError(.regularExpressionPatternInvalid, message: "The value “\(pattern)” is invalid.", path: "")
        }
        self.pattern = pattern
        self.options = options
    }

    static func escapedPattern(for string: String) -> String {
        __Vivarium.regexEscaped(string)
    }

    func matches(in string: String, options: MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        guard let found = __Vivarium.regexMatches(pattern, self.options.rawValue, string, range.location, range.length) else { return [] }
        var results: [NSTextCheckingResult] = []
        for match in found {
            var ranges: [NSRange] = []
            for pair in match {
                ranges.append(NSRange(location: pair[0], length: pair[1]))
            }
            results.append(NSTextCheckingResult(_ranges: ranges))
        }
        return results
    }

    func firstMatch(in string: String, options: MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }

    func numberOfMatches(in string: String, options: MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    func stringByReplacingMatches(in string: String, options: MatchingOptions = [], range: NSRange, withTemplate template: String) -> String {
        __Vivarium.regexReplace(pattern, self.options.rawValue, string, range.location, range.length, template)
    }
}
"""#)
}
