// Demonstrates: Xcode's "Document App" template as people keep it: `struct TextFile: FileDocument` with `static var readableContentTypes: [UTType] { [.plainText] }`, `init(configuration: ReadConfiguration)` reading `configuration.file.regularFileContents`, `fileWrapper(configuration:) -> FileWrapper` returning `FileWrapper(regularFileWithContents:)`, `DocumentGroup(newDocument: TextFile()) { file in ContentView(document: file.$document) }` and a `TextEditor(text: $document.text)`.
// Source: vendor template style (Xcode's multiplatform Document App template with a word count added, found through a search for FileDocument readableContentTypes fileWrapper DocumentGroup); written for Vivarium in that style, not copied.
// First paste: failed at mount: cannot find type 'FileDocument' in scope
import SwiftUI
import UniformTypeIdentifiers

struct TextFile: FileDocument {
    static var readableContentTypes: [UTType] { [.plainText] }

    var text: String

    init(text: String = "Hello, world!") {
        self.text = text
    }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents,
              let string = String(data: data, encoding: .utf8)
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = string
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        let data = Data(text.utf8)
        return FileWrapper(regularFileWithContents: data)
    }
}

@main
struct TextFilesApp: App {
    var body: some Scene {
        DocumentGroup(newDocument: TextFile()) { file in
            ContentView(document: file.$document)
        }
    }
}

struct ContentView: View {
    @Binding var document: TextFile

    var wordCount: Int {
        document.text.split(whereSeparator: \.isWhitespace).count
    }

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $document.text)
            Text("\(wordCount) words")
                .font(.caption)
                .padding(.horizontal)
        }
    }
}

#Preview {
    ContentView(document: .constant(TextFile()))
}
