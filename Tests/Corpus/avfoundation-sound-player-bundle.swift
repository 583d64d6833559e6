// Demonstrates: the common "play a sound" helper — import AVFoundation, a singleton SoundManager with an optional AVAudioPlayer, Bundle.main.url(forResource:withExtension:) guarded, and an AVPlayer-backed VideoPlayer with play/pause state.
import SwiftUI
import AVFoundation
import AVKit

class SoundManager {
    static let shared = SoundManager()
    private var player: AVAudioPlayer?

    enum Sound: String {
        case tada, buzzer
    }

    func play(_ sound: Sound) {
        guard let url = Bundle.main.url(forResource: sound.rawValue, withExtension: "mp3") else {
            print("Sound \(sound.rawValue).mp3 not found")
            return
        }
        do {
            player = try AVAudioPlayer(contentsOf: url)
            player?.volume = 0.8
            player?.play()
        } catch {
            print("Error playing sound: \(error.localizedDescription)")
        }
    }
}

struct TrailerView: View {
    @State private var player = AVPlayer(url: URL(string: "https://example.com/trailer.m3u8")!)
    @State private var isPlaying = false

    var body: some View {
        VStack(spacing: 16) {
            VideoPlayer(player: player)
                .frame(height: 200)
            Button(isPlaying ? "Pause" : "Play") {
                isPlaying ? player.pause() : player.play()
                isPlaying.toggle()
                print("rate \(player.rate)")
            }
            Button("Tada") { SoundManager.shared.play(.tada) }
            Button("Buzzer") { SoundManager.shared.play(.buzzer) }
        }
        .onDisappear { player.pause() }
    }
}

#Preview {
    TrailerView()
}
