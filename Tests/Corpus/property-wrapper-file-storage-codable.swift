// Demonstrates: a generic @propertyWrapper that persists a Codable value as a JSON file — reading in init with try?, writing in the wrappedValue setter, deleting the file when set to nil — used inside an ObservableObject.
import SwiftUI

@propertyWrapper
struct FileStored<Value: Codable> {
    private let url: URL
    private var value: Value?

    init(_ fileName: String) {
        url = URL.documentsDirectory.appendingPathComponent(fileName)
        value = try? JSONDecoder().decode(Value.self, from: Data(contentsOf: url))
    }

    var wrappedValue: Value? {
        get { value }
        set {
            value = newValue
            if let newValue {
                let data = try? JSONEncoder().encode(newValue)
                try? data?.write(to: url)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
        }
    }
}

struct Draft: Codable, Equatable {
    var subject: String
    var body: String
}

final class ComposeModel: ObservableObject {
    @FileStored("draft.json") var savedDraft: Draft?
    @Published var subject = ""
    @Published var body = ""

    init() {
        if let draft = savedDraft {
            subject = draft.subject
            body = draft.body
        }
        print("draft on disk: \(savedDraft == nil ? "none" : "yes")")
    }

    func saveDraft() {
        savedDraft = Draft(subject: subject, body: body)
        print("saved draft; file exists: \(FileManager.default.fileExists(atPath: URL.documentsDirectory.appendingPathComponent("draft.json").path))")
    }

    func discard() {
        savedDraft = nil
        subject = ""
        body = ""
        print("discarded; file exists: \(FileManager.default.fileExists(atPath: URL.documentsDirectory.appendingPathComponent("draft.json").path))")
    }
}

struct ComposeView: View {
    @StateObject private var model = ComposeModel()

    var body: some View {
        Form {
            TextField("Subject", text: $model.subject)
            TextEditor(text: $model.body)
            Button("Save Draft") { model.saveDraft() }
                .disabled(model.subject.isEmpty)
            Button("Discard", role: .destructive) { model.discard() }
        }
    }
}

#Preview {
    ComposeView()
}
