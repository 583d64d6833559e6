// Demonstrates: a NavigationStack bound to a typed array path, pushing with NavigationLink(value:), popping by removing from the array, and encoding the path for state restoration.
import SwiftUI

struct Album: Hashable, Codable, Identifiable {
    let id: Int
    let title: String
}

struct Song: Hashable, Codable {
    let albumID: Int
    let name: String
}

enum LibraryRoute: Hashable, Codable {
    case album(Album)
    case song(Song)
}

struct LibraryView: View {
    @State private var path: [LibraryRoute] = []
    @State private var savedPath = ""
    private let albums = [Album(id: 1, title: "Blue"), Album(id: 2, title: "Kind of Blue")]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(albums) { album in
                    NavigationLink(album.title, value: LibraryRoute.album(album))
                }
                Button("Save path") { save() }
                Text(savedPath)
            }
            .navigationDestination(for: LibraryRoute.self) { route in
                switch route {
                case .album(let album):
                    List {
                        NavigationLink("Track 1", value: LibraryRoute.song(Song(albumID: album.id, name: "\(album.title) – 1")))
                        Button("Up") { path.removeLast() }
                    }
                    .navigationTitle(album.title)
                case .song(let song):
                    VStack {
                        Text(song.name)
                        Button("Save path") { save() }
                        Button("Home") { path.removeAll() }
                    }
                }
            }
        }
        .onChange(of: path) { _, newPath in
            print("depth \(newPath.count)")
        }
    }

    private func save() {
        if let data = try? JSONEncoder().encode(path), let text = String(data: data, encoding: .utf8) {
            savedPath = text
            print("saved \(text)")
        }
    }
}

#Preview {
    LibraryView()
}
