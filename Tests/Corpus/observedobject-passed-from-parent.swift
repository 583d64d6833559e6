// Demonstrates: the recommended split — the parent owns the model with @StateObject, children observe it with @ObservedObject.
import SwiftUI

final class PlaylistModel: ObservableObject {
    @Published var songs: [String] = ["Intro"]
    @Published var nowPlaying: String?

    init() { print("PlaylistModel init") }
    deinit { print("PlaylistModel deinit") }
}

struct NowPlayingBar: View {
    @ObservedObject var model: PlaylistModel

    var body: some View {
        let _ = print("NowPlayingBar body")
        Text(model.nowPlaying.map { "Playing \($0)" } ?? "Nothing playing")
    }
}

struct SongList: View {
    @ObservedObject var model: PlaylistModel

    var body: some View {
        ForEach(model.songs, id: \.self) { song in
            Button("Play \(song)") { model.nowPlaying = song }
        }
    }
}

struct PlayerScreen: View {
    @StateObject private var model = PlaylistModel()
    @State private var theme = 0

    var body: some View {
        VStack {
            NowPlayingBar(model: model)
            SongList(model: model)
            Button("Add song") { model.songs.append("Track \(model.songs.count)") }
            Button("Change theme") { theme += 1 }
        }
    }
}

#Preview {
    PlayerScreen()
}
