// Demonstrates: one text file per note in a Notes folder under Documents — createDirectory(at:withIntermediateDirectories:), contentsOfDirectory(at:includingPropertiesForKeys:), pathExtension filter, String(contentsOf:encoding:), write(to:atomically:encoding:), and removeItem from .onDelete.
import SwiftUI

struct NoteFile: Identifiable, Hashable {
    let url: URL
    var text: String
    var id: URL { url }
    var name: String { url.deletingPathExtension().lastPathComponent }
}

@MainActor
final class NotesFolder: ObservableObject {
    @Published private(set) var notes: [NoteFile] = []
    private let folder: URL
    private let fm = FileManager.default

    init() {
        folder = fm.urls(for: .documentDirectory, in: .userDomainMask).first!.appendingPathComponent("Notes", isDirectory: true)
        do {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            print("could not create folder: \(error)")
        }
        reload()
    }

    func reload() {
        let urls = (try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        notes = urls
            .filter { $0.pathExtension == "txt" }
            .compactMap { url in
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
                return NoteFile(url: url, text: text)
            }
            .sorted { $0.name < $1.name }
        print("folder has \(notes.map(\.name))")
    }

    func create(named name: String, text: String) {
        let url = folder.appendingPathComponent(name).appendingPathExtension("txt")
        do {
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            print("write failed: \(error.localizedDescription)")
        }
        reload()
    }

    func delete(at offsets: IndexSet) {
        for index in offsets {
            try? fm.removeItem(at: notes[index].url)
        }
        reload()
    }
}

struct NotesFolderView: View {
    @StateObject private var folder = NotesFolder()
    @State private var counter = 1

    var body: some View {
        NavigationStack {
            List {
                ForEach(folder.notes) { note in
                    VStack(alignment: .leading) {
                        Text(note.name).font(.headline)
                        Text(note.text).lineLimit(1)
                    }
                }
                .onDelete(perform: folder.delete)
            }
            .overlay {
                if folder.notes.isEmpty {
                    ContentUnavailableView("No Notes", systemImage: "note.text")
                }
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("New") {
                    folder.create(named: "Note \(counter)", text: "Written at launch + \(counter)")
                    counter += 1
                }
            }
        }
    }
}

#Preview {
    NotesFolderView()
}
