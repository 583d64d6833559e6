/// Foundation's `AttributedString`, written in Vivarium's Swift subset: its characters, made
/// from a string or from Markdown (`AttributedString(markdown:)`, the text Markdown renders:
/// `__Vivarium.markdownText`), concatenated with `+`, searched with `range(of:)` and `range(of:options:)`, and
/// sliced by a range whose attributes can be set (`text[range].foregroundColor = .purple`).
/// `Text(attributed)` shows its characters.
///
/// Judgement calls: attributes (`foregroundColor`, `font`, `link`, …) are kept on the value
/// but change nothing shown (styling is not modelled); a range is character offsets, as the
/// playground's string indices are.
extension BundledModule {
    static let foundationAttributedString = BundledModule(
        name: "FoundationAttributedString",
        dependencies: [],
        autoloadNames: ["AttributedString", "AttributedSubstring"],
        source: #"""
/// `Text.LineStyle` (and UIKit's `NSUnderlineStyle`), as `underlineStyle = .single` sets it.
enum LineStyle {
    case single, double, thick
}

@_vivariumInternal("AttributedSubstring")
struct AttributedSubstring {
    var _text: String
    var foregroundColor: Color? = nil
    var backgroundColor: Color? = nil
    var font: Font? = nil
    var link: URL? = nil
    var underlineStyle: LineStyle? = nil
    var strikethroughStyle: LineStyle? = nil
    var characters: String { _text }
}

struct AttributedString: CustomStringConvertible, Equatable {
    var _text: String
    var foregroundColor: Color? = nil
    var backgroundColor: Color? = nil
    var font: Font? = nil
    var link: URL? = nil
    var underlineStyle: LineStyle? = nil
    var strikethroughStyle: LineStyle? = nil

    init() {
        _text = ""
    }

    init(_ string: String) {
        _text = string
    }

    init(_ substring: AttributedSubstring) {
        _text = substring._text
    }

    /// How `init(markdown:options:)` reads its Markdown (Apple, "AttributedString.MarkdownParsingOptions").
    /// Only inline syntax is rendered here, whatever `interpretedSyntax` says.
    struct MarkdownParsingOptions {
        enum InterpretedSyntax {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }

        enum FailurePolicy {
            case throwError, returnPartiallyParsedIfPossible
        }

        var allowsExtendedAttributes: Bool
        var interpretedSyntax: InterpretedSyntax
        var failurePolicy: FailurePolicy
        var languageCode: String?

        init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
             failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        _text = __Vivarium.markdownText(markdown)
    }

    init(localized: String) {
        _text = __Vivarium.markdownText(localized)
    }

    /// Runs need attributes per range, which this model keeps for the whole string.
    var runs: [AttributedString] {
        fatalError("not supported in the playground: an AttributedString's runs (its attributes are kept for the whole string)")
    }

    var characters: String { _text }
    var description: String { _text }

    func range(of text: String) -> Range<Int>? {
        let parts = _text.components(separatedBy: text)
        guard parts.count > 1, !text.isEmpty else { return nil }
        let lower = parts[0].count
        return lower..<(lower + text.count)
    }

    /// `range(of: word, options: .caseInsensitive)` (Foundation, "AttributedStringProtocol",
    /// `range(of:options:locale:)`): the interpreter answers a call whose options are written
    /// out (`.caseInsensitive`, `[.caseInsensitive, .backwards]`) as `String`'s search does.
    func range(of text: String, options: String.CompareOptions, locale: Locale? = nil) -> Range<Int>? {
        fatalError("not supported in the playground: an AttributedString's 'range(of:options:)' with options that are not written out as members ('.caseInsensitive')")
    }

    subscript(range: Range<Int>) -> AttributedSubstring {
        get {
            let characters = Array(_text)
            return AttributedSubstring(_text: String(characters[range]))
        }
        set {}
    }

    static func + (lhs: AttributedString, rhs: AttributedString) -> AttributedString {
        AttributedString(lhs._text + rhs._text)
    }

    mutating func append(_ other: AttributedString) {
        _text += other._text
    }

    static func == (lhs: AttributedString, rhs: AttributedString) -> Bool {
        lhs._text == rhs._text
    }
}
"""#)
}
