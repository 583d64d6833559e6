// Demonstrates: an enum state machine with associated values and mutating transitions (returning @discardableResult Bool), Equatable by hand on a struct, Comparable on an enum, and if case let / guard case in a view.
import SwiftUI

enum PlayerState: Equatable {
    case stopped
    case playing(track: Int, at: Int)
    case paused(track: Int, at: Int)

    @discardableResult
    mutating func toggle() -> Bool {
        switch self {
        case .stopped:
            self = .playing(track: 1, at: 0)
        case let .playing(track, at):
            self = .paused(track: track, at: at)
        case let .paused(track, at):
            self = .playing(track: track, at: at)
        }
        return true
    }

    @discardableResult
    mutating func tick(seconds: Int = 10) -> Bool {
        guard case .playing(let track, let at) = self else { return false }
        self = .playing(track: track, at: at + seconds)
        return true
    }

    mutating func skip(trackCount: Int) {
        switch self {
        case .playing(let track, _) where track < trackCount,
             .paused(let track, _) where track < trackCount:
            self = .playing(track: track + 1, at: 0)
        case .playing, .paused:
            self = .stopped
        case .stopped:
            break
        }
    }
}

enum Quality: Int, Comparable, CaseIterable {
    case low = 96, normal = 160, high = 320

    static func < (lhs: Quality, rhs: Quality) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct Track {
    let title: String
    let seconds: Int

    static func == (lhs: Track, rhs: Track) -> Bool {
        lhs.title.lowercased() == rhs.title.lowercased()
    }
}

extension Track: Equatable {}

struct PlayerView: View {
    @State private var state = PlayerState.stopped
    @State private var quality = Quality.normal
    @State private var refused = 0
    private let tracks = [Track(title: "Intro", seconds: 30), Track(title: "Theme", seconds: 200)]

    private var statusLine: String {
        if case let .playing(track, at) = state {
            return "▶︎ \(tracks[track - 1].title) \(at)s"
        } else if case .paused(let track, _) = state {
            return "❚❚ \(tracks[track - 1].title)"
        }
        return "■ stopped"
    }

    var body: some View {
        VStack(spacing: 8) {
            Text(statusLine)
            Text("Quality \(quality.rawValue) kbps\(quality == Quality.allCases.max() ? " (max)" : "")")
            Text("Refused ticks: \(refused)")
            Text(Track(title: "INTRO", seconds: 1) == tracks[0] ? "same track" : "different")
            HStack {
                Button("Play/Pause") { state.toggle() }
                Button("Tick") {
                    if !state.tick() { refused += 1 }
                }
                Button("Skip") { state.skip(trackCount: tracks.count) }
                Button("Better") {
                    quality = Quality.allCases.first { $0 > quality } ?? quality
                }
            }
        }
    }
}

#Preview {
    PlayerView()
}
