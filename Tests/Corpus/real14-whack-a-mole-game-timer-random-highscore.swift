// Demonstrates: a small tapping game: a `GameModel: ObservableObject` with a `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` calling an `@objc func tick()`, a second `Timer` for the countdown, `Int.random(in:)` choosing a hole different from the last with `repeat { } while`, `UserDefaults.standard.integer(forKey:)` for the high score, a `LazyVGrid` of nine holes, game states in an enum, and `invalidate()` when the round ends.
// Source: hackathon project (a whack-a-mole written at a student game jam, found through a search for Timer scheduledTimer timeInterval target selector objc func tick Int.random repeat while highScore UserDefaults integer forKey); written for Vivarium in that style, not copied.
// First paste: ran
import SwiftUI

enum GamePhase {
    case ready, playing, over
}

final class GameModel: NSObject, ObservableObject {
    @Published var moleIndex: Int?
    @Published var score = 0
    @Published var timeLeft = 10
    @Published var phase: GamePhase = .ready
    @Published var highScore = UserDefaults.standard.integer(forKey: "highScore")

    private var moleTimer: Timer?
    private var clockTimer: Timer?

    func start() {
        score = 0
        timeLeft = 10
        phase = .playing
        moleTimer = Timer.scheduledTimer(timeInterval: 0.8, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        clockTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.countDown()
        }
    }

    @objc func tick() {
        var next: Int
        repeat {
            next = Int.random(in: 0..<9)
        } while next == moleIndex
        moleIndex = next
    }

    private func countDown() {
        timeLeft -= 1
        if timeLeft <= 0 {
            end()
        }
    }

    func whack(_ index: Int) {
        guard phase == .playing else { return }
        if index == moleIndex {
            score += 1
            moleIndex = nil
        } else {
            score = max(0, score - 1)
        }
    }

    func end() {
        moleTimer?.invalidate()
        clockTimer?.invalidate()
        moleTimer = nil
        clockTimer = nil
        moleIndex = nil
        phase = .over
        if score > highScore {
            highScore = score
            UserDefaults.standard.set(score, forKey: "highScore")
        }
        print("round over: score \(score), high score \(highScore)")
    }
}

struct HoleView: View {
    let hasMole: Bool

    var body: some View {
        ZStack {
            Ellipse()
                .fill(Color.brown.opacity(0.7))
                .frame(height: 40)
            if hasMole {
                Text("🐹")
                    .font(.system(size: 44))
                    .transition(.scale)
            }
        }
        .frame(height: 80)
    }
}

struct GameView: View {
    @StateObject private var game = GameModel()
    private let columns = Array(repeating: GridItem(.flexible()), count: 3)

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Text("Score: \(game.score)")
                Spacer()
                Text("Time: \(game.timeLeft)")
                Spacer()
                Text("Best: \(game.highScore)")
            }
            .font(.headline)
            .padding(.horizontal)

            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(0..<9) { index in
                    Button(action: { game.whack(index) }) {
                        HoleView(hasMole: game.moleIndex == index)
                    }
                    .buttonStyle(PlainButtonStyle())
                }
            }
            .padding()

            switch game.phase {
            case .ready:
                Button("Start") { game.start() }
            case .playing:
                Button("Give up") { game.end() }
            case .over:
                VStack {
                    Text("Game over!")
                        .font(.title)
                    Button("Play again") { game.start() }
                }
            }
        }
        .animation(.easeOut(duration: 0.15), value: game.moleIndex)
    }
}

struct GameView_Previews: PreviewProvider {
    static var previews: some View {
        GameView()
    }
}
