import Testing
@testable import VivariumInterpreter

/// What a `Text` literal's Markdown shows (Apple, "Instantiating Attributed Strings with Markdown
/// Syntax"; CommonMark: a delimiter run needs its closer) and English grammar agreement
/// (Apple, "Automatic Grammar Agreement").
@Suite struct MarkdownTextTests {
    @Test(arguments: [
        ("**Bold** and *italic*", "Bold and italic"),
        ("__strong__ _em_ ~~struck~~ `co*de`", "strong em struck co*de"),
        ("Password*", "Password*"),
        ("5 * 3 = 15", "5 * 3 = 15"),
        ("a ** b", "a ** b"),
        ("snake_case_name", "snake_case_name"),
        ("See [the docs](https://example.com).", "See the docs."),
        ("\\*not emphasis\\*", "*not emphasis*"),
        ("[unclosed", "[unclosed"),
        ("^[2 apple](inflect: true)", "2 apples"),
        ("^[1 apple](inflect: true)", "1 apple"),
        ("^[3 new box](inflect: true) and ^[2 person](inflect: true)", "3 new boxes and 2 people"),
        ("^[0 city](inflect: true), ^[2 day](inflect: true)", "0 cities, 2 days"),
        ("^[no count here](inflect: true)", "no count here"),
    ])
    func rendersAsIOSShowsIt(markdown: String, shown: String) {
        #expect(MarkdownText.plainText(markdown) == shown)
    }
}
