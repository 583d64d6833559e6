// Demonstrates: a beginner's slip with the iOS 13–14 `Alert` initializer: `Alert(title: "Delete note?", …)` passes a `String` where `Alert(title:message:primaryButton:secondaryButton:)` takes a `Text`, which swiftc refuses; the rest — a notes list with a delete button per row and the `alert(isPresented:content:)` modifier — is as pasted.
// Source: Stack Overflow question (a learner asking why Alert does not accept a string title, found through a search for Alert title String cannot convert value of type String to expected argument type Text); written for Vivarium in that style, not copied.
// First paste: failed at load: loaded, but swiftc refuses it: cannot convert value of type 'String' to expected argument type 'Text'
// expected-error: 49:28: cannot convert value of type 'String' to expected argument type 'Text'
import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    let title: String
}

class NotesViewModel: ObservableObject {
    @Published var notes = [Note(title: "Shopping"), Note(title: "Ideas"), Note(title: "Books")]
    @Published var pendingDelete: Note?

    func confirmDelete() {
        if let note = pendingDelete {
            notes.removeAll { $0.id == note.id }
            print("deleted \(note.title)")
        }
        pendingDelete = nil
    }
}

struct NotesView: View {
    @StateObject var viewModel = NotesViewModel()
    @State private var showingAlert = false

    var body: some View {
        NavigationView {
            List {
                ForEach(viewModel.notes) { note in
                    HStack {
                        Text(note.title)
                        Spacer()
                        Button(action: {
                            viewModel.pendingDelete = note
                            showingAlert = true
                        }) {
                            Image(systemName: "trash")
                                .foregroundColor(.red)
                        }
                    }
                }
            }
            .navigationBarTitle("Notes")
            .alert(isPresented: $showingAlert) {
                Alert(
                    title: "Delete note?",
                    message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) {
                        viewModel.confirmDelete()
                    },
                    secondaryButton: .cancel()
                )
            }
        }
    }
}

struct NotesView_Previews: PreviewProvider {
    static var previews: some View {
        NotesView()
    }
}
