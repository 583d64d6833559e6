// Demonstrates: a notes editor bridging `UITextView` through `UIViewRepresentable` with a `Coordinator: NSObject, UITextViewDelegate` that writes `textViewDidChange` back into a `@Binding`, `updateUIView` guarding against redundant writes, `makeCoordinator()` passing `self`, font and colour set in `makeUIView`, a character counter, and a parent with `@State` text and a button that changes it from SwiftUI.
// Source: book (a SwiftUI essentials chapter on integrating UIViews, found through a search for UIViewRepresentable Coordinator UITextViewDelegate textViewDidChange binding); written for Vivarium in that style, not copied.
// First paste: failed at tap "Append signature": wrong answer: NoteEditor, given `$model.notes[index]`, ran no body when the note changed (its text still said "32 characters, 5 words" and updateUIView did not run)
import SwiftUI
import UIKit

struct TextView: UIViewRepresentable {
    @Binding var text: String
    var isEditable: Bool = true

    func makeCoordinator() -> Coordinator {
        print("makeCoordinator")
        return Coordinator(self)
    }

    func makeUIView(context: Context) -> UITextView {
        print("makeUIView")
        let textView = UITextView()
        textView.delegate = context.coordinator
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.backgroundColor = UIColor.secondarySystemBackground
        textView.isScrollEnabled = true
        return textView
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        print("updateUIView, text length \(text.count)")
        if uiView.text != text {
            uiView.text = text
        }
        uiView.isEditable = isEditable
    }

    class Coordinator: NSObject, UITextViewDelegate {
        var parent: TextView

        init(_ parent: TextView) {
            self.parent = parent
        }

        func textViewDidChange(_ textView: UITextView) {
            parent.text = textView.text
        }
    }
}

struct Note: Identifiable {
    let id = UUID()
    var title: String
    var body: String
}

class NotesModel: ObservableObject {
    @Published var notes: [Note] = [
        Note(title: "Groceries", body: "Eggs, flour, sugar"),
        Note(title: "Ideas", body: "A playground for view lifecycles")
    ]
}

struct NoteEditor: View {
    @Binding var note: Note
    @State private var locked = false

    var wordCount: Int {
        note.body.split { $0 == " " || $0 == "\n" }.count
    }

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $note.title)
                .font(.title)
            TextView(text: $note.body, isEditable: !locked)
                .frame(height: 200)
            HStack {
                Text("\(note.body.count) characters, \(wordCount) words")
                    .font(.footnote)
                    .foregroundColor(.secondary)
                Spacer()
                Toggle("Lock", isOn: $locked)
                    .labelsHidden()
            }
            Button("Append signature") {
                note.body += "\n— sent from my iPhone"
            }
        }
        .padding()
        .navigationBarTitle(note.title, displayMode: .inline)
    }
}

struct NotesList: View {
    @ObservedObject var model: NotesModel

    var body: some View {
        List {
            ForEach(model.notes.indices, id: \.self) { index in
                NavigationLink(destination: NoteEditor(note: $model.notes[index])) {
                    VStack(alignment: .leading) {
                        Text(model.notes[index].title)
                        Text(model.notes[index].body)
                            .lineLimit(1)
                            .foregroundColor(.gray)
                    }
                }
            }
        }
    }
}

struct ContentView: View {
    @StateObject var model = NotesModel()

    var body: some View {
        NavigationView {
            NotesList(model: model)
                .navigationBarTitle("Notes")
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
