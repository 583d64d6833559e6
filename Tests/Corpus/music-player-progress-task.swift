// Demonstrates: a mini player — a @MainActor ObservableObject driving playback with a Task loop and Task.isCancelled, ProgressView(value:total:), a Slider scrubbing, next/previous over a playlist, time labels from DateComponentsFormatter.
import SwiftUI

struct Track: Identifiable, Equatable {
    let id = UUID()
    let title: String
    let artist: String
    let duration: TimeInterval
}

@MainActor
final class PlayerModel: ObservableObject {
    @Published private(set) var currentIndex = 0
    @Published var position: TimeInterval = 0
    @Published private(set) var isPlaying = false

    let playlist = [
        Track(title: "Morning Light", artist: "Aster", duration: 4),
        Track(title: "Night Drive", artist: "Kilo", duration: 6),
    ]

    private var playback: Task<Void, Never>?

    var current: Track { playlist[currentIndex] }

    func togglePlay() {
        isPlaying ? pause() : play()
    }

    func play() {
        isPlaying = true
        playback?.cancel()
        playback = Task { [weak self] in
            while let self, !Task.isCancelled, self.isPlaying {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                guard !Task.isCancelled else { return }
                self.tick()
            }
        }
    }

    func pause() {
        isPlaying = false
        playback?.cancel()
    }

    func next() {
        currentIndex = (currentIndex + 1) % playlist.count
        position = 0
    }

    func previous() {
        if position > 2 {
            position = 0
        } else {
            currentIndex = (currentIndex - 1 + playlist.count) % playlist.count
            position = 0
        }
    }

    private func tick() {
        position += 1
        if position >= current.duration {
            next()
        }
    }
}

struct MiniPlayerView: View {
    @StateObject private var player = PlayerModel()

    private static let timeFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        formatter.zeroFormattingBehavior = .pad
        return formatter
    }()

    var body: some View {
        VStack(spacing: 12) {
            Text(player.current.title).font(.headline)
            Text(player.current.artist).font(.subheadline).foregroundStyle(.secondary)
            ProgressView(value: player.position, total: player.current.duration)
            Slider(value: $player.position, in: 0...player.current.duration, step: 1)
            HStack {
                Text(Self.timeFormatter.string(from: player.position) ?? "0:00")
                Spacer()
                Text(Self.timeFormatter.string(from: player.current.duration) ?? "0:00")
            }
            .font(.caption.monospacedDigit())
            HStack(spacing: 32) {
                Button { player.previous() } label: { Image(systemName: "backward.fill") }
                Button { player.togglePlay() } label: {
                    Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                }
                Button { player.next() } label: { Image(systemName: "forward.fill") }
            }
            .font(.title)
        }
        .padding()
        .onDisappear { player.pause() }
    }
}

#Preview {
    MiniPlayerView()
}
