// Demonstrates: a book reader jumping between chapters with `ScrollViewReader { proxy in … }`, `proxy.scrollTo(chapter.id, anchor: .top)` inside `withAnimation(.easeInOut)`, `.id(chapter.id)` on each section, a toolbar `Menu` of chapters, `onChange(of: selected) { _, new in … }` driving the scroll, and a "Back to top" button using a sentinel id.
// Source: Swift Forums post (a question about scrolling to a section from a toolbar menu with ScrollViewReader, found through a search for ScrollViewReader scrollTo anchor top onChange id); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Chapter: Identifiable, Hashable {
    let id: Int
    let title: String
    let paragraphs: Int
}

struct BookReaderView: View {
    private let chapters = (1...6).map { Chapter(id: $0, title: "Chapter \($0)", paragraphs: 3 + $0 % 3) }
    @State private var selected: Int?
    @State private var jumps = 0
    private let topID = "top"

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    Color.clear.frame(height: 1).id(topID)
                    LazyVStack(alignment: .leading, spacing: 24) {
                        ForEach(chapters) { chapter in
                            VStack(alignment: .leading, spacing: 8) {
                                Text(chapter.title).font(.title.bold())
                                ForEach(0..<chapter.paragraphs, id: \.self) { paragraph in
                                    Text("Paragraph \(paragraph + 1) of \(chapter.title.lowercased()).")
                                }
                            }
                            .id(chapter.id)
                        }
                    }
                    .padding()
                    Button("Back to top") {
                        withAnimation {
                            proxy.scrollTo(topID)
                        }
                    }
                }
                .onChange(of: selected) { _, newValue in
                    guard let newValue else { return }
                    jumps += 1
                    withAnimation(.easeInOut) {
                        proxy.scrollTo(newValue, anchor: .top)
                    }
                }
            }
            .navigationTitle("Reader (\(jumps) jumps)")
            .toolbar {
                Menu("Chapters") {
                    ForEach(chapters) { chapter in
                        Button(chapter.title) { selected = chapter.id }
                    }
                }
            }
        }
    }
}

#Preview {
    BookReaderView()
}
