// Demonstrates: List(selection:) with a Set of UUIDs, .onMove with move(fromOffsets:toOffset:), EditButton in the toolbar, deleting the selection, environment editMode.
import SwiftUI

struct Song: Identifiable, Hashable {
    let id = UUID()
    let title: String
}

struct PlaylistEditor: View {
    @State private var songs = ["Intro", "Verse", "Chorus", "Bridge"].map { Song(title: $0) }
    @State private var selection = Set<UUID>()

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(songs) { song in
                    Text(song.title)
                }
                .onMove { source, destination in
                    songs.move(fromOffsets: source, toOffset: destination)
                }
                .onDelete { offsets in
                    songs.remove(atOffsets: offsets)
                }
            }
            .toolbar {
                EditButton()
                Button("Delete selected") {
                    songs.removeAll { selection.contains($0.id) }
                    selection.removeAll()
                }
                .disabled(selection.isEmpty)
                Button("Move last to top") {
                    songs.move(fromOffsets: IndexSet(integer: songs.count - 1), toOffset: 0)
                }
            }
            .navigationTitle("\(songs.count) songs")
        }
    }
}

#Preview {
    PlaylistEditor()
}
