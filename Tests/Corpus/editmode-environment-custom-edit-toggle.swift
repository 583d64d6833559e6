// Demonstrates: a playlist editor that owns its EditMode in @State and passes it with .environment(\.editMode, $editMode); a custom Edit/Done button, a child reading @Environment(\.editMode) for isEditing, .onDelete/.onMove, .deleteDisabled and .moveDisabled on a pinned row.
import SwiftUI

struct Song: Identifiable, Hashable {
    let id = UUID()
    let title: String
    var isPinned = false
}

struct EditingBanner: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        if editMode?.wrappedValue.isEditing == true {
            Text("Drag to reorder, swipe to delete")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

struct PlaylistEditor: View {
    @State private var songs = [
        Song(title: "Intro", isPinned: true),
        Song(title: "Blue Hour"),
        Song(title: "Static"),
        Song(title: "Night Drive"),
    ]
    @State private var editMode: EditMode = .inactive

    var body: some View {
        NavigationStack {
            List {
                EditingBanner()
                ForEach(songs) { song in
                    HStack {
                        Text(song.title)
                        if song.isPinned {
                            Spacer()
                            Image(systemName: "pin.fill")
                        }
                    }
                    .deleteDisabled(song.isPinned)
                    .moveDisabled(song.isPinned)
                }
                .onDelete { offsets in
                    songs.remove(atOffsets: offsets)
                    print("songs: \(songs.map(\.title))")
                }
                .onMove { source, destination in
                    songs.move(fromOffsets: source, toOffset: destination)
                    print("order: \(songs.map(\.title))")
                }
            }
            .navigationTitle("Playlist")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(editMode.isEditing ? "Done" : "Edit") {
                        withAnimation {
                            editMode = editMode.isEditing ? .inactive : .active
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Shuffle") {
                        songs.shuffle()
                    }
                    .disabled(editMode.isEditing)
                }
            }
            .environment(\.editMode, $editMode)
            .onChange(of: editMode) { _, mode in
                print("editing: \(mode.isEditing)")
            }
        }
    }
}

#Preview {
    PlaylistEditor()
}
