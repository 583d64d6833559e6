// Demonstrates: an @main App with a @StateObject injected by environmentObject, @SceneStorage tab selection, badges, ContentUnavailableView.
// Source: Xcode template grown into a learner's app; written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

@main
struct NotesApp: App {
    @StateObject private var store = NoteStore()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environmentObject(store)
        }
    }
}

final class NoteStore: ObservableObject {
    @Published var notes: [String] = ["First note"]
    @Published var archived: [String] = []

    func archive(at index: Int) {
        guard notes.indices.contains(index) else { return }
        archived.append(notes.remove(at: index))
    }
}

struct RootTabView: View {
    @SceneStorage("selectedTab") private var selectedTab = 0
    @EnvironmentObject var store: NoteStore

    var body: some View {
        TabView(selection: $selectedTab) {
            NotesTab()
                .tabItem { Label("Notes", systemImage: "note.text") }
                .tag(0)
            ArchiveTab()
                .tabItem { Label("Archive", systemImage: "archivebox") }
                .badge(store.archived.count)
                .tag(1)
        }
    }
}

struct NotesTab: View {
    @EnvironmentObject var store: NoteStore

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(store.notes.enumerated()), id: \.offset) { index, note in
                    HStack {
                        Text(note)
                        Spacer()
                        Button("Archive \(index + 1)") {
                            store.archive(at: index)
                            print("notes \(store.notes.count), archived \(store.archived.count)")
                        }
                    }
                }
                Button("New note") {
                    store.notes.append("Note \(store.notes.count + store.archived.count + 1)")
                }
            }
            .navigationTitle("Notes")
        }
    }
}

struct ArchiveTab: View {
    @EnvironmentObject var store: NoteStore

    var body: some View {
        List(store.archived, id: \.self) { note in
            Text(note)
        }
        .overlay {
            if store.archived.isEmpty {
                ContentUnavailableView("No archived notes", systemImage: "archivebox")
            }
        }
    }
}
