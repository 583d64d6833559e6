// Demonstrates: NavigationPath with values of two types (Int and String), navigationDestination(for:) for each, removeLast(), path.count, a deep-link button appending several values at once, NavigationLink(value:).
import SwiftUI

struct Album: Hashable, Identifiable {
    let id: Int
    let title: String
}

struct LibraryView: View {
    @State private var path = NavigationPath()
    let albums = [Album(id: 1, title: "Blue"), Album(id: 2, title: "Kind of Blue")]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(albums) { album in
                    NavigationLink(album.title, value: album)
                }
                NavigationLink("Artist: Miles", value: "Miles Davis")
                Button("Deep link: album 2 → track 3") {
                    path.append(albums[1])
                    path.append(3)
                }
            }
            .navigationDestination(for: Album.self) { album in
                List(1...3, id: \.self) { number in
                    NavigationLink("Track \(number)", value: number)
                }
                .navigationTitle(album.title)
            }
            .navigationDestination(for: Int.self) { track in
                VStack {
                    Text("Playing track \(track)")
                    Button("Back") { path.removeLast() }
                    Button("Home") { path = NavigationPath() }
                }
            }
            .navigationDestination(for: String.self) { artist in
                Text(artist)
            }
            .navigationTitle("Library")
        }
        .onChange(of: path.count) { _, depth in
            print("path depth \(depth)")
        }
    }
}

#Preview {
    LibraryView()
}
