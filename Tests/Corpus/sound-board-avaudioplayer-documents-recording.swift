// Demonstrates: a sound board that plays clips saved in Documents with AVAudioPlayer, tracks the playing clip, configures AVAudioSession for playback once, and reports a missing clip through an alert.
import SwiftUI
import AVFoundation

@MainActor
final class SoundBoard: ObservableObject {
    @Published var playing: String?
    @Published var alertMessage: String?
    private var player: AVAudioPlayer?

    init() {
        do {
            try AVAudioSession.sharedInstance().setCategory(.playback, mode: .default)
            try AVAudioSession.sharedInstance().setActive(true)
        } catch {
            print("audio session failed: \(error)")
        }
        let clip = URL.documentsDirectory.appending(path: "applause.m4a")
        try? Data("m4a-bytes".utf8).write(to: clip)
    }

    func play(_ name: String) {
        let url = URL.documentsDirectory.appending(path: "\(name).m4a")
        do {
            player = try AVAudioPlayer(contentsOf: url)
            player?.prepareToPlay()
            player?.play()
            playing = name
        } catch {
            alertMessage = "Couldn't play \(name): \(error.localizedDescription)"
        }
    }

    func stop() {
        player?.stop()
        playing = nil
    }
}

struct SoundBoardView: View {
    @StateObject private var board = SoundBoard()
    private let clips = ["applause", "drumroll"]

    var body: some View {
        List(clips, id: \.self) { clip in
            Button {
                board.playing == clip ? board.stop() : board.play(clip)
            } label: {
                Label(clip.capitalized, systemImage: board.playing == clip ? "stop.circle" : "play.circle")
            }
        }
        .alert("Playback", isPresented: Binding(get: { board.alertMessage != nil }, set: { if !$0 { board.alertMessage = nil } })) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(board.alertMessage ?? "")
        }
    }
}

#Preview {
    SoundBoardView()
}
