// Overridden properties and observers as a document model's class hierarchy writes them.
class Document {
    var title: String = "Untitled" {
        willSet { print("Document.willSet \(title) -> \(newValue)") }
        didSet { print("Document.didSet \(oldValue) -> \(title)") }
    }
    var summary: String { "Document \(title)" }
    var wordCount = 0
    class var kind: String { "document" }
    static let created = "static"
    func describe() -> String { "\(Self.kind): \(summary)" }
}

final class Note: Document {
    override var title: String {
        didSet { print("Note.didSet \(oldValue) -> \(title)") }
    }
    override var summary: String { "Note(" + super.summary + ")" }
    override var wordCount: Int {
        didSet { if wordCount < 0 { wordCount = 0 } }
    }
    override class var kind: String { "note" }
}

let note = Note()
note.title = "Groceries"
print(note.summary)
print(note.describe(), Document().describe())
note.wordCount = -5
print(note.wordCount)
note.wordCount += 12
print(note.wordCount)
let documents: [Document] = [Document(), note]
print(documents.map(\.summary), documents.map { type(of: $0).kind })
print(Note.created, Note.kind, Document.kind)

struct Counter {
    var value = 0 {
        didSet {
            history.append(oldValue)
        }
    }
    private(set) var history: [Int] = []
    mutating func bump(by n: Int) {
        for _ in 0..<n { value += 1 }
    }
}
var counter = Counter()
counter.bump(by: 3)
counter.value = 10
print(counter.value, counter.history)
var copy = counter
copy.value = 0
print(counter.history.count, copy.history.count)
