// Demonstrates: menu commands that act on the focused window: a `struct EditorCommands: Commands` with `CommandMenu("Format")` buttons using `.keyboardShortcut(KeyEquivalent("b"), modifiers: .command)` and `.keyboardShortcut(.delete, modifiers: [.command, .shift])`, `@FocusedValue(\.selectedText) var selectedText` through a `FocusedValueKey` extension of `FocusedValues`, `.focusedSceneValue(\.selectedText, $text)` on the editor, and `.disabled(selectedText == nil)`.
// Source: public app code (a macOS text tool's Commands struct with FocusedValues, found through a search for FocusedValueKey focusedSceneValue CommandMenu); written for Vivarium in that style, not copied.
// First paste: failed at load: not supported in the playground: 'FocusedValueKey'
import SwiftUI

struct SelectedTextKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    var selectedText: Binding<String>? {
        get { self[SelectedTextKey.self] }
        set { self[SelectedTextKey.self] = newValue }
    }
}

struct EditorCommands: Commands {
    @FocusedValue(\.selectedText) var selectedText

    var body: some Commands {
        CommandMenu("Format") {
            Button("Uppercase") {
                selectedText?.wrappedValue = selectedText?.wrappedValue.uppercased() ?? ""
            }
            .keyboardShortcut(KeyEquivalent("u"), modifiers: .command)
            .disabled(selectedText == nil)

            Button("Clear") {
                selectedText?.wrappedValue = ""
            }
            .keyboardShortcut(.delete, modifiers: [.command, .shift])
        }
    }
}

@main
struct TextToolApp: App {
    var body: some Scene {
        WindowGroup {
            EditorView()
        }
        .commands {
            EditorCommands()
        }
    }
}

struct EditorView: View {
    @State private var text = "hello, commands"

    var body: some View {
        VStack {
            TextEditor(text: $text)
                .font(.body.monospaced())
            HStack {
                Text("\(text.count) characters")
                Spacer()
                Button("Shout") { text = text.uppercased() }
                    .keyboardShortcut(.return, modifiers: .command)
            }
        }
        .padding()
        .focusedSceneValue(\.selectedText, $text)
    }
}

#Preview {
    EditorView()
}
