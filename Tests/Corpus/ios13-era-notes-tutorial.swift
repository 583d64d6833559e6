// Demonstrates: an iOS 13-era tutorial still widely read: UITableView.appearance(), UIScreen.main.bounds, a TextField with onEditingChanged and onCommit, Alert with primary and secondary buttons, ActionSheet, sheet with onDismiss, navigationBarTitle and navigationBarItems, presentationMode, onReceive of a Timer publisher, DispatchQueue.main.asyncAfter.
// Source: tutorial site (an older, much-linked tutorial written for iOS 13, pasted into a current project); written for Vivarium in that style, not copied.
// First paste: ran

import SwiftUI
import Combine

struct Note: Identifiable {
    var id = UUID()
    var title: String
    var created = Date()
}

class NotesStore: ObservableObject {
    @Published var notes: [Note] = [Note(title: "Groceries"), Note(title: "Call mom")]
    let objectWillChangeCount = 0
}

struct NotesListView: View {
    @ObservedObject var store = NotesStore()
    @State private var newTitle = ""
    @State private var isEditing = false
    @State private var showingDeleteAlert = false
    @State private var showingOptions = false
    @State private var showingAbout = false
    @State private var status = "Ready"
    @State private var seconds = 0

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init() {
        UITableView.appearance().separatorStyle = .none
        UITableView.appearance().backgroundColor = .clear
    }

    var body: some View {
        NavigationView {
            VStack {
                TextField("New note", text: $newTitle, onEditingChanged: { editing in
                    self.isEditing = editing
                }, onCommit: {
                    self.addNote()
                })
                .textFieldStyle(RoundedBorderTextFieldStyle())
                .frame(width: UIScreen.main.bounds.width - 40)

                List {
                    ForEach(store.notes) { note in
                        Text(note.title)
                    }
                    .onDelete { offsets in
                        self.store.notes.remove(atOffsets: offsets)
                    }
                }
                .listStyle(GroupedListStyle())

                Text("\(status) · \(seconds)s")
                    .font(.footnote)
            }
            .navigationBarTitle("Notes", displayMode: .inline)
            .navigationBarItems(leading: Button("Options") {
                self.showingOptions = true
            }, trailing: Button("Clear") {
                self.showingDeleteAlert = true
            })
            .alert(isPresented: $showingDeleteAlert) {
                Alert(title: Text("Delete all notes?"),
                      message: Text("This cannot be undone."),
                      primaryButton: .destructive(Text("Delete")) {
                        self.store.notes.removeAll()
                        self.status = "Cleared"
                      },
                      secondaryButton: .cancel())
            }
            .actionSheet(isPresented: $showingOptions) {
                ActionSheet(title: Text("Options"), buttons: [
                    .default(Text("About")) { self.showingAbout = true },
                    .default(Text("Add sample")) { self.store.notes.append(Note(title: "Sample")) },
                    .cancel()
                ])
            }
            .sheet(isPresented: $showingAbout, onDismiss: {
                self.status = "Back from About"
            }) {
                AboutView()
            }
            .onReceive(timer) { _ in
                self.seconds += 1
            }
        }
    }

    func addNote() {
        guard !newTitle.isEmpty else { return }
        store.notes.append(Note(title: newTitle))
        newTitle = ""
        status = "Saving…"
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            self.status = "Saved"
        }
    }
}

struct AboutView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack(spacing: 20) {
            Text("Notes 1.0")
            Button("Done") {
                self.presentationMode.wrappedValue.dismiss()
            }
        }
    }
}

struct NotesListView_Previews: PreviewProvider {
    static var previews: some View {
        NotesListView()
    }
}
