// Demonstrates: notes saved to the app's documents directory: `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]`, `appendingPathComponent("notes.json")`, `JSONEncoder` with `.prettyPrinted` and `.iso8601` written with `data.write(to:options: [.atomic])`, read back with `Data(contentsOf:)` in a `do`/`catch`, a `static func` loader on the store, `scenePhase` saving on `.background`, and a `ListStyle` with swipe to delete.
// Source: book (a SwiftUI by-example style chapter on writing to the documents directory, found through a search for FileManager documentDirectory userDomainMask appendingPathComponent write to atomic Data contentsOf JSONDecoder scenePhase background save); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Note: Identifiable, Codable, Equatable {
    var id = UUID()
    var text: String
    var created: Date
}

final class NoteStore: ObservableObject {
    @Published var notes: [Note] = []

    private static var fileURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("notes.json")
    }

    static func load() -> [Note] {
        do {
            let data = try Data(contentsOf: fileURL)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode([Note].self, from: data)
        } catch {
            print("no saved notes yet")
            return []
        }
    }

    init() {
        notes = NoteStore.load()
    }

    func save() {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .prettyPrinted
            encoder.dateEncodingStrategy = .iso8601
            let data = try encoder.encode(notes)
            try data.write(to: NoteStore.fileURL, options: [.atomic])
            print("saved \(notes.count) notes to \(NoteStore.fileURL.lastPathComponent)")
        } catch {
            print("save failed: \(error.localizedDescription)")
        }
    }

    func add(_ text: String) {
        notes.insert(Note(text: text, created: Date(timeIntervalSince1970: 1_700_000_000 + Double(notes.count) * 60)), at: 0)
    }
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        VStack(alignment: .leading) {
            Text(note.text)
            Text(note.created, style: .date)
                .font(.caption)
                .foregroundColor(.secondary)
        }
    }
}

struct NotesView: View {
    @ObservedObject var store: NoteStore
    @State private var draft = ""

    var body: some View {
        NavigationView {
            List {
                HStack {
                    TextField("New note", text: $draft)
                    Button("Add") {
                        store.add(draft.isEmpty ? "Quick note" : draft)
                        draft = ""
                    }
                }
                ForEach(store.notes) { note in
                    NoteRow(note: note)
                }
                .onDelete { store.notes.remove(atOffsets: $0) }
                Button("Save now") {
                    store.save()
                }
                Button("Reload from disk") {
                    store.notes = NoteStore.load()
                    print("reloaded \(store.notes.count)")
                }
            }
            .listStyle(PlainListStyle())
            .navigationBarTitle("Notes (\(store.notes.count))")
        }
    }
}

@main
struct NotesApp: App {
    @StateObject private var store = NoteStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            NotesView(store: store)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background {
                store.save()
            }
        }
    }
}
