// Demonstrates: a notes folder with ToolbarItemGroup(placement: .bottomBar) (Spacer, a count, a compose button), ToolbarItem(placement: .principal) with a custom title view, .navigationDestination(isPresented:) to a new note, .navigationBarBackButtonHidden(true) with a custom back button calling dismiss, and .toolbar(.hidden, for: .tabBar).
import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    var text: String
}

struct NotesFolderView: View {
    @State private var notes = [Note(text: "Buy oat milk"), Note(text: "Call the dentist")]
    @State private var composing = false

    var body: some View {
        NavigationStack {
            List(notes) { note in
                Text(note.text)
            }
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack {
                        Text("Notes").font(.headline)
                        Text("iCloud").font(.caption2).foregroundStyle(.secondary)
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Text("\(notes.count) Notes")
                        .font(.caption)
                    Spacer()
                    Button {
                        composing = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
            .navigationDestination(isPresented: $composing) {
                ComposeNoteView { text in
                    notes.append(Note(text: text))
                }
            }
        }
    }
}

struct ComposeNoteView: View {
    var onSave: (String) -> Void
    @State private var text = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TextEditor(text: $text)
            .padding()
            .navigationBarBackButtonHidden(true)
            .toolbar(.hidden, for: .tabBar)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button {
                        dismiss()
                    } label: {
                        Label("Notes", systemImage: "chevron.left")
                            .labelStyle(.titleAndIcon)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {
                        onSave(text.isEmpty ? "New note" : text)
                        dismiss()
                    }
                }
            }
            .onAppear { print("compose appeared") }
            .onDisappear { print("compose disappeared") }
    }
}

#Preview {
    NotesFolderView()
}
