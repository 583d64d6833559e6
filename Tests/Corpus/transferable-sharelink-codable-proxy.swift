// Demonstrates: sharing a model with ShareLink — a Transferable conformance with a ProxyRepresentation exporting text, SharePreview with a title, ShareLink over a collection of items, and a copy-to-clipboard fallback.
import SwiftUI
import UniformTypeIdentifiers

struct Quote: Identifiable, Codable, Transferable {
    var id = UUID()
    var text: String
    var author: String

    var shareText: String { "“\(text)” — \(author)" }

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.shareText)
    }
}

struct QuoteCard: View {
    let quote: Quote
    @State private var copied = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(quote.text).font(.title3)
            Text(quote.author).foregroundStyle(.secondary)
            HStack {
                ShareLink(item: quote, preview: SharePreview(quote.author, image: Image(systemName: "quote.bubble")))
                Button(copied ? "Copied" : "Copy") {
                    UIPasteboard.general.string = quote.shareText
                    copied = true
                }
            }
        }
        .padding()
    }
}

struct QuotesBoard: View {
    private let quotes = [
        Quote(text: "Stay hungry, stay foolish.", author: "Stewart Brand"),
        Quote(text: "Simplicity is the ultimate sophistication.", author: "Leonardo")
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                ForEach(quotes) { QuoteCard(quote: $0) }
            }
            .toolbar {
                ShareLink(items: quotes) { quote in
                    SharePreview(quote.author)
                }
            }
            .navigationTitle("Quotes")
        }
    }
}

#Preview {
    QuotesBoard()
}
