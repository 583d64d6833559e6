// Demonstrates: an @Observable store whose array persists itself in didSet (JSONEncoder into UserDefaults) and restores in init, an add sheet with @Environment(\.dismiss), onDelete(perform:) with a method reference, and sections split by a filter.
import SwiftUI
import Observation

struct BookEntry: Identifiable, Codable, Equatable {
    var id = UUID()
    let title: String
    let kind: String
    let pages: Int
}

@Observable
class ReadingLog {
    var entries = [BookEntry]() {
        didSet {
            if let encoded = try? JSONEncoder().encode(entries) {
                UserDefaults.standard.set(encoded, forKey: "Entries")
                print("saved \(entries.count) entries (\(encoded.count > 2 ? "data" : "empty"))")
            }
        }
    }

    var fiction: [BookEntry] { entries.filter { $0.kind == "Fiction" } }
    var nonFiction: [BookEntry] { entries.filter { $0.kind != "Fiction" } }

    init() {
        if let savedItems = UserDefaults.standard.data(forKey: "Entries") {
            if let decodedItems = try? JSONDecoder().decode([BookEntry].self, from: savedItems) {
                entries = decodedItems
                return
            }
        }

        entries = []
    }
}

struct EntryRow: View {
    let entry: BookEntry

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(entry.title)
                    .font(.headline)
                Text(entry.kind)
            }
            Spacer()
            Text("\(entry.pages) pp.")
                .foregroundStyle(entry.pages > 400 ? .red : entry.pages > 200 ? .orange : .green)
        }
    }
}

struct AddView: View {
    @Environment(\.dismiss) var dismiss

    @State private var title = "The Hobbit"
    @State private var kind = "Fiction"
    @State private var pages = 310

    var log: ReadingLog

    let kinds = ["Fiction", "Non-fiction"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)

                Picker("Kind", selection: $kind) {
                    ForEach(kinds, id: \.self) {
                        Text($0)
                    }
                }

                Stepper("Pages: \(pages)", value: $pages, in: 1...2000, step: 10)
            }
            .navigationTitle("Add book")
            .toolbar {
                Button("Save") {
                    let item = BookEntry(title: title, kind: kind, pages: pages)
                    log.entries.append(item)
                    dismiss()
                }
            }
        }
    }
}

struct ContentView: View {
    @State private var log = ReadingLog()
    @State private var showingAddBook = false

    var body: some View {
        NavigationStack {
            List {
                Section("Fiction") {
                    ForEach(log.fiction) { entry in
                        EntryRow(entry: entry)
                    }
                    .onDelete(perform: removeFiction)
                }
                Section("Non-fiction") {
                    ForEach(log.nonFiction) { entry in
                        EntryRow(entry: entry)
                    }
                    .onDelete(perform: removeNonFiction)
                }
                Text("Total pages: \(log.entries.reduce(0) { $0 + $1.pages })")
            }
            .navigationTitle("Reading Log")
            .toolbar {
                Button("Add Book", systemImage: "plus") {
                    showingAddBook = true
                }
            }
            .sheet(isPresented: $showingAddBook) {
                AddView(log: log)
            }
        }
    }

    func removeFiction(at offsets: IndexSet) {
        remove(at: offsets, in: log.fiction)
    }

    func removeNonFiction(at offsets: IndexSet) {
        remove(at: offsets, in: log.nonFiction)
    }

    private func remove(at offsets: IndexSet, in subset: [BookEntry]) {
        let ids = offsets.map { subset[$0].id }
        log.entries.removeAll { ids.contains($0.id) }
    }
}

#Preview {
    ContentView()
}
