// Demonstrates: a game flow as an enum state machine — a mutating transition function switching over (state, event) tuples, associated values, guards, and a view switching on the state.
import SwiftUI

enum GameState: Equatable {
    case idle
    case playing(score: Int, lives: Int)
    case paused(score: Int, lives: Int)
    case over(finalScore: Int)
}

enum GameEvent {
    case start, hit, miss, pause, resume, reset
}

struct GameMachine {
    private(set) var state: GameState = .idle
    private(set) var history: [String] = []

    mutating func send(_ event: GameEvent) {
        let old = state
        switch (state, event) {
        case (.idle, .start), (.over, .start):
            state = .playing(score: 0, lives: 3)
        case (.playing(let score, let lives), .hit):
            state = .playing(score: score + 10, lives: lives)
        case (.playing(let score, let lives), .miss) where lives > 1:
            state = .playing(score: score, lives: lives - 1)
        case (.playing(let score, _), .miss):
            state = .over(finalScore: score)
        case (.playing(let score, let lives), .pause):
            state = .paused(score: score, lives: lives)
        case (.paused(let score, let lives), .resume):
            state = .playing(score: score, lives: lives)
        case (_, .reset):
            state = .idle
        default:
            history.append("ignored \(event) in \(old)")
            return
        }
        history.append("\(event): \(old) -> \(state)")
    }
}

struct GameView: View {
    @State private var machine = GameMachine()

    var body: some View {
        VStack(spacing: 12) {
            switch machine.state {
            case .idle:
                Text("Tap start")
            case .playing(let score, let lives):
                Text("Score \(score) · \(String(repeating: "♥", count: lives))")
            case .paused(let score, _):
                Text("Paused at \(score)")
            case .over(let finalScore):
                Text("Game over: \(finalScore)")
            }
            HStack {
                Button("Start") { machine.send(.start) }
                Button("Hit") { machine.send(.hit) }
                Button("Miss") { machine.send(.miss) }
                Button("Pause") { machine.send(.pause) }
                Button("Resume") { machine.send(.resume) }
            }
            Text(machine.history.last ?? "")
                .font(.caption)
        }
        .onChange(of: machine.state) { _, new in
            if case .over(let score) = new { print("final score \(score)") }
        }
    }
}

#Preview {
    GameView()
}
