// Demonstrates: a journal that persists to the app's Documents directory — FileManager.urls(for:in:), fileExists, Data(contentsOf:), JSONEncoder/JSONDecoder round trip, write(to:options: .atomic), removeItem, and a first launch with no file yet.
import SwiftUI

struct JournalEntry: Codable, Identifiable, Equatable {
    var id = UUID()
    var text: String
    var mood: Int
}

final class JournalStore: ObservableObject {
    @Published private(set) var entries: [JournalEntry] = []
    @Published var lastError: String?

    private var fileURL: URL {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        return documents.appendingPathComponent("journal").appendingPathExtension("json")
    }

    init() {
        load()
    }

    func load() {
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            print("no journal yet at \(fileURL.lastPathComponent)")
            entries = []
            return
        }
        do {
            let data = try Data(contentsOf: fileURL)
            entries = try JSONDecoder().decode([JournalEntry].self, from: data)
            print("loaded \(entries.count) entries (\(data.count) bytes)")
        } catch {
            lastError = error.localizedDescription
        }
    }

    func add(_ text: String, mood: Int) {
        entries.append(JournalEntry(text: text, mood: mood))
        save()
    }

    func save() {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .prettyPrinted
            let data = try encoder.encode(entries)
            try data.write(to: fileURL, options: .atomic)
            print("saved \(entries.count) entries")
        } catch {
            lastError = error.localizedDescription
        }
    }

    func eraseAll() {
        do {
            try FileManager.default.removeItem(at: fileURL)
            entries = []
            print("erased; file exists: \(FileManager.default.fileExists(atPath: fileURL.path))")
        } catch {
            lastError = error.localizedDescription
        }
    }
}

struct JournalView: View {
    @StateObject private var store = JournalStore()
    @State private var draft = "Walked by the river"

    var body: some View {
        NavigationStack {
            List {
                Section("New") {
                    TextField("What happened?", text: $draft)
                    Button("Add entry") {
                        store.add(draft, mood: 4)
                    }
                    .disabled(draft.isEmpty)
                }
                Section("Entries") {
                    ForEach(store.entries) { entry in
                        HStack {
                            Text(entry.text)
                            Spacer()
                            Text(String(repeating: "★", count: entry.mood))
                        }
                    }
                }
                if let message = store.lastError {
                    Text(message).foregroundStyle(.red)
                }
            }
            .navigationTitle("Journal")
            .toolbar {
                Button("Reload") { store.load() }
                Button("Erase", role: .destructive) { store.eraseAll() }
            }
        }
    }
}

#Preview {
    JournalView()
}
