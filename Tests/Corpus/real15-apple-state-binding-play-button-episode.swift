// Demonstrates: the documentation's State and Binding shape: a `PlayerView` owning `@State private var isPlaying` and an episode, passing `$isPlaying` to a `PlayButton` that toggles it through `@Binding`, the parent's text following the child's change, and `Binding.constant` in a preview.
// Source: Apple documentation snippet (the State and Binding API pages' player and play-button example, found through a search for State Binding PlayButton isPlaying documentation); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

struct Episode {
    var title: String
    var showTitle: String
    var duration: Int
}

struct PlayerView: View {
    var episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
        VStack {
            Text(episode.title)
                .foregroundStyle(isPlaying ? .primary : .secondary)
            Text(episode.showTitle)
                .font(.caption)
                .foregroundStyle(.secondary)
            PlayButton(isPlaying: $isPlaying)
            Text(isPlaying ? "Now playing \(episode.duration) min" : "Paused")
        }
        .onChange(of: isPlaying) {
            print("isPlaying is now \(isPlaying)")
        }
    }
}

struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}

#Preview {
    PlayerView(episode: Episode(title: "Binding Basics", showTitle: "SwiftUI Weekly", duration: 42))
}

#Preview("Button alone") {
    PlayButton(isPlaying: .constant(true))
}
