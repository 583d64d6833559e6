// Demonstrates: Text formatting as a settings/about screen shows it: Text with format: for currency, percent, number precision (significant digits), and dates (.dateTime, .relative), Text(style: .date), AttributedString from Markdown and with attribute runs, string concatenation of Text with +, monospacedDigit, PersonNameComponents formatting, ByteCountFormatter, and ListFormatter style .formatted().
// Source: book (a SwiftUI book's "text and formatting" chapter sample); written for Vivarium in that style, not copied.
// First paste: failed at load: text-formatting-attributed-markdown.swift:14:25: error: cannot find type 'PersonNameComponents' in scope
import SwiftUI

struct AboutScreen: View {
    private let price = 1299.5
    private let ratio = 0.0375
    private let pi = 3.14159265
    private let released = Date(timeIntervalSince1970: 1_700_000_000)
    private let bytes: Int64 = 5_368_709_120
    @State private var taps = 0

    private var author: PersonNameComponents {
        var name = PersonNameComponents()
        name.givenName = "Ada"
        name.familyName = "Lovelace"
        return name
    }

    private var notice: AttributedString {
        var text = AttributedString("Read the ")
        var link = AttributedString("license")
        link.link = URL(string: "https://example.com/license")
        link.underlineStyle = .single
        text.append(link)
        text.append(AttributedString(" before use."))
        return text
    }

    var body: some View {
        List {
            Text(price, format: .currency(code: "USD"))
            Text(ratio, format: .percent.precision(.fractionLength(1)))
            Text(pi, format: .number.precision(.significantDigits(3)))
            Text(released, format: .dateTime.year().month().day())
            Text(released, style: .date)
            Text("Tapped ").foregroundStyle(.secondary) + Text("\(taps)").bold().monospacedDigit() + Text(" times")
            Text(try! AttributedString(markdown: "Made with **care** by _\(author.formatted())_"))
            Text(notice)
            Text(ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file))
            Text(["Swift", "SwiftUI", "Combine"].formatted())
            Button("Tap") {
                taps += 1
                print(price.formatted(.currency(code: "EUR")), ratio.formatted(.percent), author.formatted(.name(style: .abbreviated)))
                print(String(notice.characters), notice.runs.count)
            }
        }
    }
}

#Preview {
    AboutScreen()
}
