// Demonstrates: withObservationTracking outside a view — an autosaver re-arms after every change and fires only for the properties its apply closure read.
import SwiftUI
import Observation

@Observable
final class Draft {
    var title = "Untitled"
    var body = ""
    var cursorPosition = 0   // not read by the saver, so moving it never saves
}

@MainActor
final class AutoSaver {
    private let draft: Draft
    private(set) var saveCount = 0

    init(draft: Draft) {
        self.draft = draft
        observe()
    }

    private func observe() {
        withObservationTracking {
            _ = draft.title
            _ = draft.body
        } onChange: { [weak self] in
            Task { @MainActor in
                self?.save()
                self?.observe()
            }
        }
    }

    private func save() {
        saveCount += 1
        print("autosave #\(saveCount): \(draft.title) (\(draft.body.count) chars)")
    }
}

struct DraftEditor: View {
    @State private var draft = Draft()
    @State private var saver: AutoSaver?

    var body: some View {
        Form {
            TextField("Title", text: $draft.title)
            TextEditor(text: $draft.body)
            LabeledContent("Cursor", value: "\(draft.cursorPosition)")
            Button("Rename") { draft.title = "Release notes" }
            Button("Type a line") { draft.body += "Fixed the crash on launch.\n" }
            Button("Move cursor") { draft.cursorPosition += 5 }
        }
        .onAppear {
            if saver == nil {
                saver = AutoSaver(draft: draft)
            }
        }
    }
}

#Preview {
    DraftEditor()
}
