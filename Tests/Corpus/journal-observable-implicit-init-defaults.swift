// Demonstrates: an Observation model whose stored collections start as `.init()` (an empty array and dictionary written with the context's own initializer), an initializer whose parameter defaults to `.init()`, an entry whose `id` defaults to `UUID.init()` through `.init()`, and a list that edits an entry through a binding.
// Source: a developer's blog companion repository about Observation (a one-file app: view layer, view-model layer and model layer in MARK sections)
// First paste: failed at mount: not supported in the playground: inferring the type of '.init' here (write it as 'Type.init')
import SwiftUI
import Observation

struct JournalEntry: Identifiable {
    let id: UUID
    var text: String
    var mood: Int

    init(id: UUID = .init(), text: String, mood: Int = 3) {
        self.id = id
        self.text = text
        self.mood = mood
    }
}

@Observable final class JournalModel {
    var entries: [JournalEntry] = .init()
    var moodCounts: [Int: Int] = .init()

    init(entries: [JournalEntry] = .init()) {
        self.entries = entries
        recount()
    }

    func add(_ text: String) {
        entries.append(JournalEntry(text: text))
        recount()
    }

    private func recount() {
        moodCounts = .init()
        for entry in entries { moodCounts[entry.mood, default: 0] += 1 }
    }
}

struct JournalView: View {
    @State private var model = JournalModel(entries: [
        JournalEntry(text: "Walked to the lake", mood: 4),
        JournalEntry(text: "Rainy afternoon"),
    ])

    var body: some View {
        NavigationStack {
            List {
                Section("Entries") {
                    ForEach($model.entries) { $entry in
                        Stepper("\(entry.text): \(entry.mood)", value: $entry.mood, in: 1...5)
                    }
                }
                Section("Moods") {
                    ForEach(model.moodCounts.keys.sorted(), id: \.self) { mood in
                        Text("mood \(mood): \(model.moodCounts[mood] ?? 0)")
                    }
                }
            }
            .toolbar {
                Button("New entry") { model.add("Entry \(model.entries.count + 1)") }
            }
            .navigationTitle("Journal")
        }
    }
}

#Preview {
    JournalView()
}
